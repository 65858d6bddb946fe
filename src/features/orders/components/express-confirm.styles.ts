import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

/** The express order's confirmation beside its pieces: total, agreements, Pay now. */
export const confirmPanelClass = css`
  display: grid;
  gap: 1.25rem;
  padding-block: 1.5rem;
  padding-inline: 1.25rem;
  border: 1px solid ${tokens.line};
  background: white;

  & > p[role='alert'] {
    margin: 0;
  }
`;

export const totalRowClass = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  margin: 0;
  padding-block-end: 1rem;
  border-block-end: 1px solid ${tokens.line};

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.375rem;
  }
`;

/** The small uppercase heading the checkout's review gives its agreements, spaced for Arabic. */
export const agreementsClass = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: 0.875rem;
    padding: 0;
    color: ${tokens.muted};
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }

  &:dir(rtl) > legend {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const agreementClass = css`
  display: grid;
  gap: 0.25rem;

  & > a {
    margin-inline-start: 1.875rem;
  }
`;

export const checkboxRowClass = css`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  font-size: 0.9375rem;
  line-height: 1.4;

  & input {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0.1rem 0 0;
    accent-color: ${tokens.ink};
  }
`;
