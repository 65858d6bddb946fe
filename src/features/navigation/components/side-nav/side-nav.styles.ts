import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

/**
 * The tree. Where it shows is the page's choice (a column on desktop, a pullout on phones);
 * in the desktop column it stays in view while the results scroll.
 */
export const treeClass = css`
  /* in a phone pullout: larger text and taller rows for touch */
  font-size: 1rem;

  & a {
    padding-block: 0.5rem;
  }

  @media (min-width: 1025px) {
    position: sticky;
    inset-block-start: calc(${tokens.headerHeight} + 1.5rem);
    font-size: 0.875rem;

    & a {
      padding-block: 0.3rem;
    }
  }
`;

export const headingClass = css`
  margin: 0 0 0.75rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;

  /* tracking and capitals are for Latin scripts; they break Arabic joining */
  &:lang(ar) {
    letter-spacing: normal;
  }

  & a {
    color: ${tokens.ink};
    text-decoration: none;
  }
`;

export const listClass = css`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    margin-block: 0.25rem 0.5rem;
    padding-inline-start: 0.875rem;
    border-inline-start: 1px solid ${tokens.line};
  }
`;

export const linkClass = css`
  display: inline-block;
  padding-block: 0.3rem;
  color: ${tokens.muted};
  text-decoration: none;
  line-height: 1.35;

  &:hover {
    color: ${tokens.ink};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  &[aria-current='page'] {
    color: ${tokens.ink};
    font-weight: 600;
  }

  /* an ancestor of the current page reads as part of the path */
  &[data-on-trail] {
    color: ${tokens.ink};
  }
`;

/** Category navigation: each level indents by 5px (spec §9), on top of a base inset. */
export const levelItemClass = css`
  padding-inline-start: calc(var(--level, 0) * 5px);

  &[data-level='0'] > a {
    color: ${tokens.ink};
    font-weight: 600;
  }
`;

export const skeletonListClass = css`
  display: grid;
  gap: 0.6rem;
  padding-block: 0.3rem;
`;
