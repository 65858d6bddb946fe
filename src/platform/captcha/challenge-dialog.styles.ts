import { css } from '@linaria/core';
import { tokens } from '../ui/tokens';

export const dialogClass = css`
  inline-size: min(24rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: ${tokens.paper};
  color: ${tokens.ink};

  &::backdrop {
    background: rgb(28 26 23 / 0.45);
  }

  & h2 {
    margin: 0 0 0.5rem;
    font-family: ${tokens.fontDisplay};
    font-size: 1.375rem;
    font-weight: 400;
  }

  & p {
    margin: 0 0 1rem;
    line-height: 1.5;
  }
`;

/** A large tick box with its label, the whole of it one button. */
export const checkboxClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  min-block-size: 3.5rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: ${tokens.sand};
  color: ${tokens.ink};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;

export const boxClass = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 2px solid ${tokens.ink};
  border-radius: ${tokens.radius};
  background: ${tokens.paper};
  font-weight: 700;

  [aria-checked='true'] > & {
    border-color: ${tokens.accent};
    color: ${tokens.accent};
  }
`;

export const progressClass = css`
  display: block;
  inline-size: 100%;
  margin-block-start: 0.75rem;
  accent-color: ${tokens.accent};
`;

export const statusClass = css`
  min-block-size: 1.5em;
  margin-block: 0.75rem;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

export const actionsClass = css`
  display: flex;
  justify-content: flex-end;
`;
