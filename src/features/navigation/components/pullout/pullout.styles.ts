import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const menuButtonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${tokens.ink};
  cursor: pointer;

  ${media.tabletMedium} {
    display: none;
  }
`;

export const overlayClass = css`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgb(28 26 23 / 0.45);
  animation: vitrine-fade-in 200ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  :global() {
    @keyframes vitrine-fade-in {
      from {
        opacity: 0;
      }
    }
    @keyframes vitrine-pullout-in {
      from {
        inset-inline-start: -100%;
      }
    }
  }
`;

/** Slides in from the start edge: left in English, right in Arabic, with one rule. */
export const panelClass = css`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 301;
  display: flex;
  flex-direction: column;
  inline-size: min(24rem, 88vw);
  background: ${tokens.paper};
  box-shadow: 0 0 40px rgb(0 0 0 / 0.2);
  animation: vitrine-pullout-in 240ms ease-out;
  overflow-y: auto;
  overscroll-behavior: contain;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const panelBarClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 3.5rem;
  padding-inline: 0.5rem;
  border-block-end: 1px solid ${tokens.line};
`;

export const backButtonClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-block-size: 2.75rem;
  padding-inline: 0.5rem;
  border: 0;
  background: transparent;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
`;

export const levelClass = css`
  padding: 1.5rem 1.25rem 2rem;

  h2 {
    margin-block: 0 1rem;
    font-family: ${tokens.fontDisplay};
    font-size: 1.5rem;
    font-weight: 400;
  }

  h2:focus {
    outline: none;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    border-block-start: 1px solid ${tokens.line};
  }
`;

/** A level row: a link, or a button that opens the next level. */
export const rowClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: 3.25rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${tokens.ink};
  font: inherit;
  font-size: 1.0625rem;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] {
    font-weight: 600;
  }
`;

export const viewAllRowClass = css`
  margin-block: 1.5rem 0;

  a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    font-weight: 500;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-underline-offset: 0.3em;
  }
`;
