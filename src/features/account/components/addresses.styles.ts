import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

/** The address book: cards in one column, each address with its actions under it. */
export const listClass = css`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
`;

export const cardClass = css`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${tokens.line};
  background: white;

  &[data-default='true'] {
    border-color: ${tokens.ink};
  }

  & address {
    font-style: normal;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

export const badgeClass = css`
  justify-self: start;
  padding-block: 0.25rem;
  padding-inline: 0.625rem;
  background: ${tokens.sand};
  color: ${tokens.accent};
  font-size: 0.75rem;
  font-weight: 600;
`;

export const cardActionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

/** The removal's question, in place of the card's actions. */
export const confirmClass = css`
  display: grid;
  gap: 0.75rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${tokens.line};

  & p {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

export const checkboxClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1.5rem;
  font-size: 0.9375rem;

  & input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    accent-color: ${tokens.ink};
  }
`;

export const editorClass = css`
  margin-block-end: 2rem;
`;
