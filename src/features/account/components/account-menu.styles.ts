import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

export const menuClass = css`
  position: relative;
`;

/** A sheet under the header on a phone; a 280 px dropdown from the button on wider screens. */
export const panelClass = css`
  position: fixed;
  z-index: 100;
  inset-block-start: calc(${tokens.headerHeight} + 0.25rem);
  inset-inline: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${tokens.line};
  background: ${tokens.paper};
  box-shadow: 0 12px 32px rgb(0 0 0 / 12%);

  ${media.tabletSmall} {
    position: absolute;
    inset-block-start: calc(100% + 0.5rem);
    inset-inline: auto 0;
    inline-size: 280px;
    box-sizing: border-box;
  }
`;

export const greetingClass = css`
  margin: 0 0 0.75rem;
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

export const listClass = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  & a,
  & button {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding-inline: 0.5rem;
    border: 0;
    background: none;
    color: ${tokens.ink};
    font: inherit;
    font-size: 0.9375rem;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }

  & a:hover,
  & button:hover {
    background: ${tokens.sand};
  }

  & a:focus-visible,
  & button:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: -2px;
  }

  & li:last-child {
    margin-block-start: 0.5rem;
    padding-block-start: 0.5rem;
    border-block-start: 1px solid ${tokens.line};
  }
`;
