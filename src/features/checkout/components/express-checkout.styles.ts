import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const expressClass = css`
  display: grid;
  gap: 0.75rem;
`;

/** "or" between Proceed and the express buttons, on a rule. */
export const orClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${tokens.line};
  }
`;

/** PayPal's own yellow, as its checkout buttons are, with dark text (contrast above 10:1). */
export const paypalClass = css`
  background: #ffc439;
  border-color: #ffc439;
  color: #111;

  &:hover:not(:disabled) {
    background: #f2ba36;
    border-color: #f2ba36;
    color: #111;
  }
`;
