import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

/**
 * The look of a promotion by its type (spec §3: badge, banner, text, box). Where a block shows
 * is the consumer's: it passes the list's class (a card positions badges over its image). The
 * block's own `styling` (colours, size, alignment, margin) is inline and wins over these.
 */
export const listClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const blockClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.5rem;
  line-height: 1.4;

  & a {
    color: inherit;
    text-underline-offset: 0.2em;
  }

  &[data-type='badge'] {
    align-self: flex-start;
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  &[data-type='banner'] {
    justify-content: center;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    background: ${tokens.ink};
    color: ${tokens.paper};
    font-size: 0.8125rem;
    text-align: center;
  }

  &[data-type='text'] {
    color: ${tokens.accent};
    font-size: 0.8125rem;
  }

  &[data-type='box'] {
    padding-block: 0.75rem;
    padding-inline: 1rem;
    border: 1px solid ${tokens.line};
    background: ${tokens.sand};
    font-size: 0.875rem;
  }
`;

/* The tiers are set apart by size alone: fading them would take small text on the site's
   accent under the 4.5:1 contrast every text needs. */
export const tiersClass = css`
  flex-basis: 100%;
  font-size: 0.8125em;
`;

export const imageClass = css`
  max-inline-size: 100%;
  block-size: auto;
`;

export const iconClass = css`
  flex: none;
`;
