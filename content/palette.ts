/**
 * The house palette: the site themes (theme.ts → public/{site}/themes/config.json) and the
 * server's editorial images (src/server/media/editorial.ts) paint with the same colours.
 */
export const HOUSE_PALETTE = {
  ink: '#1c1a17',
  paper: '#f4efe6',
  surface: '#faf8f4',
  accent: '#a4532f',
  sale: '#b3261e',
  sand: '#d9c7a7',
  sage: '#a4b192',
  clay: '#c98b6b',
  navy: '#1f2a44',
} as const;
