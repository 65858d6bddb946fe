/**
 * Colour tones for tinting a drawing: the garment's own colour, shades for folds and seams,
 * and a stitch colour that stays visible on both very dark and very light garments.
 */
export interface Tones {
  base: string;
  light: string;
  shade: string;
  deep: string;
  /** outline of the silhouette */
  outline: string;
  /** topstitching and rib lines */
  stitch: string;
  /** true for pale colours, which need a firmer outline on the pale background */
  pale: boolean;
}

type Rgb = readonly [number, number, number];

function parse(hex6: string): Rgb {
  const n = Number.parseInt(hex6, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ];
}

/** Relative luminance (WCAG), 0 black … 1 white. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const BLACK: Rgb = [20, 18, 16];
const WHITE: Rgb = [255, 255, 255];

/** `hex6` is six lower-case hex digits without "#" (validated by the route). */
export function tonesFor(hex6: string): Tones {
  const base = parse(hex6);
  const lum = luminance(base);
  const dark = lum < 0.06;
  const pale = lum > 0.6;
  return {
    base: toHex(base),
    light: toHex(mix(base, WHITE, dark ? 0.14 : 0.22)),
    shade: toHex(mix(base, BLACK, dark ? 0.3 : 0.16)),
    deep: toHex(mix(base, BLACK, dark ? 0.5 : 0.32)),
    outline: toHex(mix(base, BLACK, pale ? 0.32 : 0.4)),
    stitch: toHex(dark ? mix(base, WHITE, 0.28) : mix(base, BLACK, pale ? 0.22 : 0.3)),
    pale,
  };
}

/** Hex of an arbitrary mix, for editorial art. */
export function mixHex(a: string, b: string, amount: number): string {
  return toHex(mix(parse(a.replace('#', '')), parse(b.replace('#', '')), amount));
}
