import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** The saved cards, one under another, each a row that wraps its actions on a phone. */
export const cardListClass = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cardClass = css`
  display: grid;
  gap: 1rem;
  padding: 1rem 1.125rem;
  border: 1px solid ${tokens.line};
  background: white;

  &[data-expired='true'] {
    background: ${tokens.paper};
  }
`;

export const cardRowClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.875rem 1rem;
`;

export const cardTextClass = css`
  display: grid;
  flex: 1 1 12rem;
  gap: 0.25rem;
  min-inline-size: 0;

  & p {
    margin: 0;
  }
`;

export const cardNameClass = css`
  font-size: 1rem;
  font-weight: 500;
`;

export const expiryClass = css`
  color: ${tokens.muted};
  font-size: 0.875rem;

  &[data-expired='true'] {
    color: ${tokens.sale};
    font-weight: 500;
  }
`;

export const confirmClass = css`
  display: grid;
  gap: 0.75rem;
  padding-block-start: 0.875rem;
  border-block-start: 1px solid ${tokens.line};

  & p {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.5;
  }
`;

export const emptyClass = css`
  display: grid;
  gap: 0.5rem;
  padding: 1.5rem;
  background: ${tokens.sand};

  & h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.375rem;
    font-weight: 400;
  }

  & p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.55;
  }

  ${media.tabletSmall} {
    padding: 2rem;
  }
`;

export const stackClass = css`
  display: grid;
  gap: 1.25rem;
`;
