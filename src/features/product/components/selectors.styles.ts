import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const optionGroupClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  border: 0;
  margin: 0;
  padding: 0;
`;

export const optionLabelClass = css`
  margin: 0;
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

/** The native radio stays in the accessibility tree and takes focus; the chip beside it shows. */
export const radioInputClass = css`
  position: absolute;
  opacity: 0;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
`;

export const swatchListClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;

  & label {
    position: relative;
    cursor: pointer;
  }
`;

export const swatchChipClass = css`
  display: block;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: 50%;
  background: var(--swatch);
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);

  input:checked + & {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.15),
      0 0 0 3px ${tokens.paper},
      0 0 0 4px ${tokens.ink};
  }

  input:focus-visible + & {
    outline: 2px solid ${tokens.focus};
    outline-offset: 6px;
  }

  input:disabled + & {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

export const sizeListClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(3.5rem, 1fr));
  gap: 0.5rem;

  & label {
    position: relative;
    display: block;
  }
`;

export const sizeChipClass = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.75rem;
  padding-inline: 0.5rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: white;
  font-size: 0.875rem;
  cursor: pointer;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${tokens.ink};
  }

  input:checked + & {
    border-color: ${tokens.ink};
    background: ${tokens.ink};
    color: ${tokens.paper};
  }

  input:focus-visible + & {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }

  &[data-soldout] {
    color: ${tokens.muted};
    background: ${tokens.paper};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &[data-soldout]:hover {
    border-color: ${tokens.line};
  }
`;
