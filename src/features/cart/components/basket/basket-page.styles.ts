import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const pageClass = css`
  max-inline-size: 76rem;
  margin-inline: auto;
  padding-block: 2rem 4rem;
  padding-inline: 1.25rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }
`;

export const headClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  margin-block-end: 1.5rem;
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.875rem, 5vw, 2.75rem);
  font-weight: 400;
  letter-spacing: 0.01em;
  line-height: 1.15;
`;

export const countClass = css`
  margin: 0;
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const layoutClass = css`
  display: grid;
  gap: 2.5rem;

  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 1fr) 23rem;
    align-items: start;
    gap: 3.5rem;
  }
`;

export const sectionTitleClass = css`
  margin: 2.5rem 0 0.75rem;
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  font-weight: 400;
`;

export const noticeClass = css`
  margin: 0 0 1rem;
  padding-block: 0.875rem;
  padding-inline: 1rem;
  border-inline-start: 3px solid ${tokens.accent};
  background: ${tokens.sand};
  font-size: 0.875rem;
  line-height: 1.5;

  &[data-tone='alert'] {
    border-inline-start-color: ${tokens.sale};
    background: color-mix(in srgb, ${tokens.sale} 7%, ${tokens.paper});
  }
`;

export const offlineClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  margin-block-end: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${tokens.line};
  background: ${tokens.sand};

  & h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
    font-weight: 500;
  }

  & p {
    margin: 0;
    font-size: 0.875rem;
    color: ${tokens.muted};
  }
`;

export const emptyClass = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding-block: 4rem 2rem;
  text-align: center;

  & h1,
  & h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.75rem;
    font-weight: 400;
  }

  & p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.6;
  }
`;

export const skeletonLineClass = css`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: 1.25rem;
  padding-block: 1.5rem;
  border-block-end: 1px solid ${tokens.line};

  ${media.tabletSmall} {
    grid-template-columns: 8.5rem minmax(0, 1fr);
  }

  & > div {
    display: grid;
    align-content: start;
    gap: 0.625rem;
  }
`;
