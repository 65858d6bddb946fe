/**
 * Path helpers. Most garments are mirror-symmetric, so a drawing describes the right half,
 * from the top of the centre line clockwise to the bottom of it, and `symmetric` adds the
 * mirrored left half. Coordinates are in the 600 × 800 product canvas.
 */
export type Pt = readonly [x: number, y: number];

export type Segment = { to: Pt } | { q: Pt; to: Pt } | { c1: Pt; c2: Pt; to: Pt };

export const CENTRE_X = 300;

const fmt = ([x, y]: Pt) => `${round(x)} ${round(y)}`;
const round = (n: number) => Math.round(n * 10) / 10;
const mirror = ([x, y]: Pt, axis: number): Pt => [2 * axis - x, y];

function command(seg: Segment): string {
  if ('c1' in seg) return `C${fmt(seg.c1)} ${fmt(seg.c2)} ${fmt(seg.to)}`;
  if ('q' in seg) return `Q${fmt(seg.q)} ${fmt(seg.to)}`;
  return `L${fmt(seg.to)}`;
}

/** An open or closed path through segments. */
export function path(start: Pt, segments: readonly Segment[], close = true): string {
  return `M${fmt(start)} ${segments.map(command).join(' ')}${close ? ' Z' : ''}`;
}

/** A closed path made of `half` and its mirror image about `axis`. */
export function symmetric(start: Pt, half: readonly Segment[], axis = CENTRE_X): string {
  const back: Segment[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const seg = half[i] as Segment;
    const from = i === 0 ? start : (half[i - 1] as Segment).to;
    const to = mirror(from, axis);
    if ('c1' in seg) back.push({ c1: mirror(seg.c2, axis), c2: mirror(seg.c1, axis), to });
    else if ('q' in seg) back.push({ q: mirror(seg.q, axis), to });
    else back.push({ to });
  }
  const last = (half[half.length - 1] as Segment | undefined)?.to ?? start;
  const joinsAtAxis = Math.abs(last[0] - axis) < 0.01;
  const middle: Segment[] = joinsAtAxis ? [] : [{ to: mirror(last, axis) }];
  return path(start, [...half, ...middle, ...back]);
}

/** The mirror image of an open stroke (a seam, a pocket) about `axis`. */
export function mirrored(start: Pt, segments: readonly Segment[], axis = CENTRE_X): string {
  const m = (p: Pt) => mirror(p, axis);
  return path(
    m(start),
    segments.map((seg): Segment => {
      if ('c1' in seg) return { c1: m(seg.c1), c2: m(seg.c2), to: m(seg.to) };
      if ('q' in seg) return { q: m(seg.q), to: m(seg.to) };
      return { to: m(seg.to) };
    }),
    false,
  );
}

/** The same open stroke on both sides. */
export function pair(start: Pt, segments: readonly Segment[], axis = CENTRE_X): string {
  return `${path(start, segments, false)} ${mirrored(start, segments, axis)}`;
}
