/**
 * The few SVG elements drawings are made of. A garment piece is filled with the base colour,
 * outlined, and overlaid with the shared "sheen" gradient so flat colour reads as cloth.
 * Every value written here is a number, a hex colour or a path built from numbers: nothing
 * from a request reaches the markup unvalidated.
 */
import type { Tones } from './tones';

export function piece(d: string, t: Tones, fill: string = t.base): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${t.outline}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#sheen)"/>`
  );
}

/** A plain filled shape without the sheen (linings, soles, hardware). */
export function fill(d: string, colour: string, opacity = 1): string {
  const o = opacity < 1 ? ` fill-opacity="${opacity}"` : '';
  return `<path d="${d}" fill="${colour}"${o}/>`;
}

/** A seam or edge line. */
export function line(d: string, colour: string, width = 2, opacity = 1): string {
  const o = opacity < 1 ? ` stroke-opacity="${opacity}"` : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${o}/>`;
}

/** Topstitching: a fine dashed line. */
export function stitch(d: string, t: Tones, width = 1.4): string {
  return `<path d="${d}" fill="none" stroke="${t.stitch}" stroke-width="${width}" stroke-dasharray="5 4" stroke-linecap="round"/>`;
}

/** A soft fold: a wide, faint shade stroke. */
export function fold(d: string, t: Tones, width = 6, opacity = 0.35): string {
  return line(d, t.shade, width, opacity);
}

export function circle(cx: number, cy: number, r: number, colour: string, stroke?: string): string {
  const s = stroke ? ` stroke="${stroke}" stroke-width="1.5"` : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"${s}/>`;
}

export function rect(x: number, y: number, w: number, h: number, colour: string, rx = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${colour}"/>`;
}

/** Scales a drawing about the canvas centre line and moves `fromY` to `toY`. */
export function placed(svg: string, fromY: number, toY: number, scale: number): string {
  return `<g transform="translate(300 ${toY}) scale(${scale}) translate(-300 ${-fromY})">${svg}</g>`;
}
