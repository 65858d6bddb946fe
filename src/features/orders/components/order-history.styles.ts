import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** The history: one order under another; on wider screens each row's facts sit side by side. */
export const historyClass = css`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 56rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const rowClass = css`
  display: grid;
  gap: 0.875rem;
  padding: 1.125rem 1.25rem;
  border: 1px solid ${tokens.line};
  background: white;

  ${media.tabletSmall} {
    grid-template-columns: minmax(12rem, 1.4fr) 3fr;
    align-items: center;
  }
`;

export const rowHeadClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.875rem;

  & a {
    color: ${tokens.ink};
    font-size: 1rem;
    font-weight: 500;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
`;

export const factsClass = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;

  & dt {
    margin-block-end: 0.25rem;
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }

  & dd {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

export const moreClass = css`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

export const messageClass = css`
  display: grid;
  justify-items: start;
  gap: 1rem;
  max-inline-size: 44rem;
  padding: 1.5rem;
  background: ${tokens.sand};

  & h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.375rem;
    font-weight: 400;
  }

  & p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.55;
  }

  ${media.tabletSmall} {
    padding: 2rem;
  }
`;

export const linksRowClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const failureClass = css`
  margin: 0;
  padding-block: 0.875rem;
  padding-inline: 1.125rem;
  border-inline-start: 3px solid ${tokens.sale};
  background: color-mix(in srgb, ${tokens.sale} 7%, ${tokens.paper});
  font-size: 0.9375rem;
`;
