import { css } from '@linaria/core';
import { FAVOURITE_ANIMATION_MS } from '../../../shared/constants';
import { tokens } from '../../../platform/ui/tokens';

export const favouriteButtonClass = css`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 1px solid ${tokens.line};
  border-radius: 50%;
  background: ${tokens.paper};
  color: ${tokens.ink};
  cursor: pointer;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${tokens.ink};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    color: ${tokens.accent};
  }

  /* spec §4: a favourite grows for 500 ms when it is added */
  &[data-grow='true'] svg {
    animation: vitrine-favourite-grow ${FAVOURITE_ANIMATION_MS}ms ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-grow='true'] svg {
      animation: none;
    }
  }

  :global() {
    @keyframes vitrine-favourite-grow {
      50% {
        transform: scale(1.35);
      }
    }
  }
`;
