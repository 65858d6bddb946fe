import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/** Hangs under the search box, as wide as the box on phones and a little wider on desktop. */
export const panelClass = css`
  position: absolute;
  inset-block-start: calc(100% + 0.25rem);
  inset-inline: 0;
  z-index: 100;
  max-block-size: min(70vh, 36rem);
  overflow-y: auto;
  padding-block: 0.5rem;
  background: ${tokens.paper};
  border: 1px solid ${tokens.line};
  box-shadow: 0 12px 32px rgb(28 26 23 / 12%);

  ${media.tabletMedium} {
    inset-inline: auto 0;
    inline-size: 26rem;
  }

  &[hidden] {
    display: none;
  }
`;

export const groupClass = css`
  padding-block: 0.25rem;

  & + & {
    border-block-start: 1px solid ${tokens.line};
    margin-block-start: 0.25rem;
    padding-block-start: 0.5rem;
  }
`;

export const groupTitleClass = css`
  padding: 0.25rem 1rem;
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

/** The keyboard's option (aria-selected) and the hovered one look the same. */
export const optionClass = css`
  display: block;
  padding: 0.5rem 1rem;
  color: ${tokens.ink};
  font-size: 0.9375rem;
  text-align: start;
  cursor: pointer;

  &:hover,
  &[aria-selected='true'] {
    background: ${tokens.sand};
  }

  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${tokens.ink};
  }

  [dir='rtl'] &[aria-selected='true'] {
    box-shadow: inset -3px 0 0 ${tokens.ink};
  }
`;

export const productListClass = css`
  display: flex;
  flex-direction: column;
`;

export const productOptionClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

export const productImageClass = css`
  flex: none;
  inline-size: 3rem;
  block-size: 4rem;
  object-fit: cover;
  background: ${tokens.sand};
`;

export const productTextClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-inline-size: 0;

  & p {
    margin: 0;
  }
`;

export const productBrandClass = css`
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const productNameClass = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
