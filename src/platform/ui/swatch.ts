/** One colour paints the dot; several paint it in equal stripes (spec §9 stripe swatch). */
export function swatchBackground(hex: readonly string[]): string {
  if (hex.length === 0) return 'transparent';
  if (hex.length === 1) return hex[0]!;
  const step = 100 / hex.length;
  const stops = hex.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`);
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}
