import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/** Phones: the panel spans the screen under the header, so the wrapper must not anchor it. */
export const wrapperClass = css`
  ${media.tabletSmall} {
    position: relative;
  }
`;

export const buttonClass = css`
  position: relative;
`;

export const badgeClass = css`
  position: absolute;
  inset-block-start: 0.25rem;
  inset-inline-end: 0.125rem;
  min-inline-size: 1.125rem;
  block-size: 1.125rem;
  padding-inline: 0.25rem;
  border-radius: 0.5625rem;
  background: ${tokens.ink};
  color: ${tokens.paper};
  font-size: 0.625rem;
  font-weight: 600;
  line-height: 1.125rem;
  text-align: center;

  &[data-empty] {
    background: transparent;
    color: ${tokens.muted};
  }
`;
