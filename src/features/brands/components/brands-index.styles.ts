import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** Letter bar: wraps on phones, one quiet line on desktop; sticks under the header. */
export const lettersClass = css`
  position: sticky;
  inset-block-start: ${tokens.headerHeight};
  z-index: 1;
  margin-block-end: 2.5rem;
  padding-block: 0.75rem;
  background: ${tokens.paper};
  border-block: 1px solid ${tokens.line};

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a,
  & span {
    display: inline-grid;
    place-items: center;
    min-inline-size: 2rem;
    min-block-size: 2rem;
    font-size: 0.8125rem;
    letter-spacing: 0.06em;
  }

  & a {
    color: ${tokens.ink};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }

  /* letters without brands stay in the row (it reads as an alphabet) but recede */
  & span {
    color: ${tokens.muted};
    opacity: 0.45;
  }
`;

export const groupsClass = css`
  display: grid;
  gap: 2.5rem;

  ${media.tabletSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const groupClass = css`
  scroll-margin-block-start: calc(${tokens.headerHeight} + 4.5rem);

  & h2 {
    margin: 0 0 0.75rem;
    padding-block-end: 0.5rem;
    border-block-end: 1px solid ${tokens.line};
    font-family: ${tokens.fontDisplay};
    font-size: 1.5rem;
    font-weight: 400;
  }

  & ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-block;
    padding-block: 0.3rem;
    color: ${tokens.ink};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
