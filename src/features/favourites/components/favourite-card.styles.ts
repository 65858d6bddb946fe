import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const cardClass = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-inline-size: 0;
`;

export const mediaClass = css`
  display: block;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  margin-block-end: 0.5rem;
  background: ${tokens.sand};

  & img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const removeClass = css`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-end: 0.5rem;
  border-radius: 50%;
  background: ${tokens.paper};
`;

export const brandClass = css`
  margin: 0;
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const nameClass = css`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 400;
  line-height: 1.35;

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const colourClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.muted};
`;
