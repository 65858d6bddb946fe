/**
 * The product picture around a drawing: a soft paper-coloured backdrop, the shared sheen
 * gradient the pieces use, and a gentle drop shadow that lifts the garment off the page.
 * Portrait 3:4, 600 × 800.
 */
export const PRODUCT_WIDTH = 600;
export const PRODUCT_HEIGHT = 800;

/** Gradients and the lift filter that drawings refer to by id. */
export const SHARED_DEFS =
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#f6f2eb"/><stop offset="1" stop-color="#ebe4d9"/>' +
  '</linearGradient>' +
  '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.35">' +
  '<stop offset="0" stop-color="#fff" stop-opacity="0.16"/>' +
  '<stop offset="0.45" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="0.7" stop-color="#000" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0.14"/>' +
  '</linearGradient>' +
  '<radialGradient id="floor"><stop offset="0" stop-color="#3a2e22" stop-opacity="0.22"/>' +
  '<stop offset="1" stop-color="#3a2e22" stop-opacity="0"/></radialGradient>' +
  '<filter id="lift" x="-10%" y="-10%" width="120%" height="125%">' +
  '<feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#3a2e22" flood-opacity="0.16"/>' +
  '</filter>';

/** A floor shadow for things that stand (shoes, bags). */
export function floorShadow(cx: number, cy: number, rx: number, ry = 18): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;
}

export function productFrame(drawing: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRODUCT_WIDTH} ${PRODUCT_HEIGHT}" ` +
    `width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}">` +
    `<title>${title}</title><defs>${SHARED_DEFS}</defs>` +
    `<rect width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}" fill="url(#bg)"/>` +
    `<g filter="url(#lift)">${drawing}</g></svg>`
  );
}
