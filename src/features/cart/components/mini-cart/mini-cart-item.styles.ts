import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const itemClass = css`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  padding-block: 1rem;

  & + & {
    border-block-start: 1px solid ${tokens.line};
  }

  &[aria-busy='true'] {
    opacity: 0.5;
  }
`;

export const itemImageClass = css`
  inline-size: 4.5rem;
  block-size: 6rem;
  object-fit: cover;
  background: ${tokens.sand};
`;

export const itemDetailsClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-inline-size: 0;
`;

export const itemNameClass = css`
  color: ${tokens.ink};
  font-size: 0.875rem;
  line-height: 1.35;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const itemMetaClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.125rem 0.75rem;
  margin: 0;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;

export const itemControlsClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-start: 0.25rem;
`;

export const discountsClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
  color: ${tokens.sale};
`;

export const errorClass = css`
  margin: 0;
  padding-block: 0.375rem;
  padding-inline: 0.5rem;
  background: color-mix(in srgb, ${tokens.sale} 8%, ${tokens.paper});
  color: ${tokens.sale};
  font-size: 0.75rem;
`;

export const removeClass = css`
  padding-block: 0.25rem;
  padding-inline: 0;
  border: 0;
  background: none;
  color: ${tokens.muted};
  font: inherit;
  font-size: 0.75rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${tokens.ink};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
