/**
 * Theme values per site, applied by the app as CSS custom properties (`--c-ink`, …). Fonts are
 * stacks of locally installed faces only (nothing is downloaded); sites with Japanese or
 * Arabic put the Noto faces for those scripts after the Latin ones, so each glyph finds a face.
 */
import { HOUSE_PALETTE } from './palette';
import type { SeedSite } from './sites';

const SCRIPT_FONTS: Record<string, { display: string; text: string }> = {
  ja: {
    display: "'Hiragino Mincho ProN', 'Yu Mincho', 'Noto Serif JP', 'Noto Serif CJK JP'",
    text: "'Hiragino Sans', 'Yu Gothic', 'Noto Sans JP', 'Noto Sans CJK JP'",
  },
  ar: {
    display: "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro'",
    text: "'Noto Sans Arabic', 'Geeza Pro', Tahoma",
  },
};

export function themeFor(site: SeedSite): Record<string, string> {
  const scripts = site.languages.map((lang) => SCRIPT_FONTS[lang]).filter((f) => f !== undefined);
  const display = ['Georgia', "'Noto Serif'", ...scripts.map((f) => f.display), 'serif'];
  const text = [
    'system-ui',
    '-apple-system',
    "'Segoe UI'",
    'Roboto',
    "'Noto Sans'",
    ...scripts.map((f) => f.text),
    'sans-serif',
  ];
  return {
    'c-ink': HOUSE_PALETTE.ink,
    'c-paper': HOUSE_PALETTE.surface,
    'c-sand': HOUSE_PALETTE.paper,
    'c-line': '#e2dbcf',
    'c-line-strong': '#c9c0b2',
    'c-muted': '#6b645a',
    'c-accent': HOUSE_PALETTE.accent,
    'c-sale': HOUSE_PALETTE.sale,
    'c-focus': '#2f5d9c',
    'font-display': display.join(', '),
    'font-text': text.join(', '),
    radius: '2px',
  };
}
