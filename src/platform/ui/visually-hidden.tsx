import { css } from '@linaria/core';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only (a count beside an icon, a table caption). Kept in the
 * accessibility tree, clipped out of the visual one.
 */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
