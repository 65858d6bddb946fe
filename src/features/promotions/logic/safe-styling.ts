import type { CSSProperties } from 'react';
import type { PromotionContentBlock } from '../../../shared/domain/promotions';

const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\))$/i;
const LENGTH = /^(auto|0|\d+(\.\d+)?(px|rem|em|%|ch|vw|vh))$/i;
const MARGIN = /^(auto|0|-?\d+(\.\d+)?(px|rem|em|%|ch))$/i;
const ALIGN: Record<string, CSSProperties['textAlign']> = {
  start: 'start',
  left: 'start',
  center: 'center',
  end: 'end',
  right: 'end',
};

const colour = (value: string | undefined) =>
  value && COLOUR.test(value.trim()) ? value.trim() : undefined;
const length = (value: string | undefined) =>
  value && LENGTH.test(value.trim()) ? value.trim() : undefined;

/**
 * A margin shorthand (1 to 4 values, top right bottom left) as logical properties, so a
 * right-to-left page mirrors it like the rest of the layout; undefined when any value is not
 * a plain length.
 */
function margin(value: string | undefined): CSSProperties {
  const parts = value?.trim().split(/\s+/) ?? [];
  if (parts.length === 0 || parts.length > 4 || !parts.every((part) => MARGIN.test(part))) {
    return {};
  }
  const [top, right = top, bottom = top, left = right] = parts;
  return {
    marginBlockStart: top,
    marginInlineEnd: right,
    marginBlockEnd: bottom,
    marginInlineStart: left,
  };
}

/**
 * A block's styling as inline style, letting through only plain colours, lengths and
 * alignments (the values come from campaign data: nothing that could load a URL or break out of
 * the declaration). Physical words map to logical properties: width → inline size, left →
 * start, so the block mirrors in right-to-left languages.
 */
export function safeStyling(styling: PromotionContentBlock['styling']): CSSProperties {
  if (!styling) return {};
  const style: CSSProperties = {
    backgroundColor: colour(styling.backgroundColor),
    color: colour(styling.color),
    inlineSize: length(styling.width),
    blockSize: length(styling.height),
    textAlign: styling.align ? ALIGN[styling.align.trim().toLowerCase()] : undefined,
    ...margin(styling.margin),
  };
  return Object.fromEntries(
    Object.entries(style).filter(([, value]) => value !== undefined),
  ) as CSSProperties;
}
