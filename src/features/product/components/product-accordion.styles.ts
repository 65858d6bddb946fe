import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const accordionClass = css`
  border-block-start: 1px solid ${tokens.line};

  & > div {
    border-block-end: 1px solid ${tokens.line};
  }

  & h2 {
    margin: 0;
  }
`;

export const triggerClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  padding-block: 1rem;
  padding-inline: 0;
  border: 0;
  background: none;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 500;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-align: start;
  cursor: pointer;

  & svg {
    transition: transform 200ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const panelClass = css`
  padding-block-end: 1.25rem;
  font-size: 0.875rem;
  line-height: 1.7;
  color: ${tokens.muted};

  & p {
    margin: 0;
  }
`;
