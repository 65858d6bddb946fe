import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** The pages' frame: the shop's width, generous space above the heading. */
export const pageClass = css`
  max-inline-size: 76rem;
  margin-inline: auto;
  padding-block: 2.5rem 5rem;
  padding-inline: 1.25rem;

  ${media.tabletSmall} {
    padding-block-start: 3.5rem;
    padding-inline: 2rem;
  }
`;

/** The page's opening: eyebrow, heading, the sentence under it, the reference. */
export const heroClass = css`
  display: grid;
  justify-items: start;
  gap: 0.875rem;
  max-inline-size: 44rem;
  margin-block-end: 2.5rem;

  ${media.tabletMedium} {
    margin-block-end: 3.5rem;
  }
`;

export const eyebrowClass = css`
  margin: 0;
  color: ${tokens.accent};
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-transform: uppercase;

  /* spacing letters apart breaks Arabic script's joined letters */
  &:dir(rtl) {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  &[data-tone='alert'] {
    color: ${tokens.sale};
  }
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(2rem, 6vw, 3.25rem);
  font-weight: 400;
  letter-spacing: 0.005em;
  line-height: 1.1;
`;

export const leadClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 1rem;
  line-height: 1.6;

  & strong {
    color: ${tokens.ink};
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

/** The reference, set apart so it is easy to read out and copy. */
export const referenceClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  margin: 0.5rem 0 0;
  padding-block: 0.875rem;
  padding-inline: 1.125rem;
  border: 1px solid ${tokens.line};
  background: white;

  & dl {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5rem 1.25rem;
    margin: 0;
  }

  & dt {
    color: ${tokens.muted};
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }

  &:dir(rtl) dt {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & dd {
    margin: 0;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 1.125rem;
    letter-spacing: 0.08em;
    direction: ltr;
  }
`;

/** A status that needs the shopper's attention: payment pending, order not completed. */
export const noticeClass = css`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  max-inline-size: 44rem;
  margin-block-end: 2.5rem;
  padding-block: 1rem;
  padding-inline: 1.25rem;
  border-inline-start: 3px solid ${tokens.accent};
  background: ${tokens.sand};
  font-size: 0.9375rem;
  line-height: 1.55;

  & p {
    margin: 0;
  }

  &[data-tone='alert'] {
    border-inline-start-color: ${tokens.sale};
    background: color-mix(in srgb, ${tokens.sale} 7%, ${tokens.paper});
  }
`;

/** The links inside a notice, side by side where they fit. */
export const actionsRowClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  margin-block-start: 0.25rem;
`;

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-block-start: 3rem;
`;

/** "Placed on …" beside the status, under an order's heading. */
export const metaClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

export const statusBadgeClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.25rem;
  padding-inline: 0.625rem;
  border: 1px solid currentcolor;
  border-radius: 999px;
  color: ${tokens.ink};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.06em;

  &::before {
    content: '';
    inline-size: 0.4375rem;
    block-size: 0.4375rem;
    border-radius: 50%;
    background: #3d7a4f;
  }

  &[data-status='AWAITING_PAYMENT']::before {
    background: ${tokens.accent};
  }

  &[data-status='CANCELLED'] {
    color: ${tokens.sale};
  }

  &[data-status='CANCELLED']::before {
    background: ${tokens.sale};
  }
`;
