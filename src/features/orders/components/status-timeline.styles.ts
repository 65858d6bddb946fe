import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

/** A vertical line of statuses, a dot for each, the current one filled and bold. */
export const timelineClass = css`
  position: relative;
  display: grid;
  gap: 1.75rem;
  max-inline-size: 36rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    display: grid;
    gap: 0.25rem;
    padding-inline-start: 2.25rem;
  }

  /* the line joining a status to the next */
  & > li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block: 1.125rem -1.75rem;
    inset-inline-start: 0.4375rem;
    border-inline-start: 1px solid ${tokens.line};
  }

  & > li::before {
    content: '';
    position: absolute;
    inset-block-start: 0.25rem;
    inset-inline-start: 0;
    inline-size: 0.875rem;
    block-size: 0.875rem;
    border: 1px solid ${tokens.ink};
    border-radius: 50%;
    background: ${tokens.paper};
    box-sizing: border-box;
  }

  & > li[aria-current='step']::before {
    background: ${tokens.ink};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${tokens.ink} 12%, transparent);
  }

  & > li[data-status='CANCELLED'][aria-current='step']::before {
    border-color: ${tokens.sale};
    background: ${tokens.sale};
  }
`;

export const stepTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.1875rem;

  li[aria-current='step'] > & {
    font-weight: 600;
  }
`;

export const stepTextClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
  line-height: 1.5;
`;
