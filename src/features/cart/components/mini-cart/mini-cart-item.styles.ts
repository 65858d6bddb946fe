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

export const discountsClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
  color: ${tokens.sale};
`;
