import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const pulloutClass = css`
  inset-inline-start: auto;
  inset-inline-end: 0;
  inset-block: 0;
  margin: 0;
  inline-size: min(26rem, 100vw);
  max-inline-size: 100vw;
  block-size: 100dvh;
  max-block-size: 100dvh;
  padding: 0;
  border: 0;
  background: ${tokens.paper};
  color: ${tokens.ink};

  &::backdrop {
    background: rgb(28 26 23 / 0.45);
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

export const pulloutHeaderClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 1.25rem;
  border-block-end: 1px solid ${tokens.line};

  & h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.375rem;
    font-weight: 400;
  }
`;

export const closeClass = css`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 0;
  background: none;
  color: ${tokens.ink};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
  }
`;

export const pulloutBodyClass = css`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 1.25rem 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
