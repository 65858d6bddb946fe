import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const breadcrumbsClass = css`
  font-size: 0.75rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};
`;

export const listClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Separators are drawn, not typed, so screen readers read the names only; "/" reads the same in rtl. */
export const crumbClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;

  & + &::before {
    content: '/';
    color: ${tokens.line};
  }

  & a {
    color: inherit;
    text-decoration: none;
    padding-block: 0.25rem;
  }

  & a:hover {
    color: ${tokens.ink};
    text-decoration: underline;
  }

  & a[aria-current='page'] {
    color: ${tokens.ink};
  }
`;
