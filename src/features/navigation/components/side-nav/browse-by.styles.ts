import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

/** One scrolling row of chips: never wraps into a wall of buttons on a phone. */
export const chipRowClass = css`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  /* room for the focus ring, which the scroll container would clip */
  padding: 0.25rem 0.125rem;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  scroll-snap-type: x proximity;

  & > li {
    flex: none;
    scroll-snap-align: start;
  }
`;

export const chipClass = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: 999px;
  background: ${tokens.paper};
  color: ${tokens.ink};
  font-size: 0.8125rem;
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${tokens.ink};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;
