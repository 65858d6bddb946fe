import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

export const formClass = css`
  position: relative;
  display: flex;
  align-items: center;
  inline-size: 100%;
  border-block-end: 1px solid ${tokens.line};
  transition:
    border-color 150ms ease,
    inline-size 200ms ease;

  &:focus-within {
    border-color: ${tokens.ink};
  }

  ${media.tabletMedium} {
    &[data-variant='header'] {
      inline-size: 15rem;
    }

    &[data-variant='header'][data-expanded='true'] {
      inline-size: 21rem;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const inputClass = css`
  flex: 1;
  min-inline-size: 0;
  block-size: 2.5rem;
  padding-inline: 0.25rem;
  border: 0;
  background: transparent;
  color: ${tokens.ink};
  font: inherit;
  font-size: 1rem;

  &::placeholder {
    color: ${tokens.muted};
  }

  &:focus-visible {
    outline: none;
  }

  /* the clear button is our own */
  &::-webkit-search-cancel-button {
    appearance: none;
  }

  ${media.tabletMedium} {
    font-size: 0.875rem;
  }
`;

export const inlineButtonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${tokens.ink};
  cursor: pointer;

  &:hover {
    background: ${tokens.sand};
  }
`;
