/**
 * Design tokens as CSS custom properties. Defaults live in the global stylesheet (app shell);
 * a site's themes/config.json `theme` overrides them at boot. Components use `var(--c-ink)` etc.
 * through these names so a typo is a compile error.
 */
export const tokens = {
  ink: 'var(--c-ink)',
  paper: 'var(--c-paper)',
  sand: 'var(--c-sand)',
  line: 'var(--c-line)',
  muted: 'var(--c-muted)',
  accent: 'var(--c-accent)',
  sale: 'var(--c-sale)',
  focus: 'var(--c-focus)',
  fontDisplay: 'var(--font-display)',
  fontText: 'var(--font-text)',
  radius: 'var(--radius)',
  headerHeight: 'var(--header-h)',
} as const;

/** Media queries from spec §9 breakpoints, mobile first. */
export const media = {
  tabletSmall: '@media (min-width: 768px)',
  tabletMedium: '@media (min-width: 992px)',
  desktop: '@media (min-width: 1200px)',
} as const;

export const TOKEN_DEFAULTS: Record<string, string> = {
  '--c-ink': '#1c1a17',
  '--c-paper': '#faf8f4',
  '--c-sand': '#f1ebe1',
  '--c-line': '#e2dbcf',
  '--c-muted': '#6d675e',
  '--c-accent': '#7a4b2e',
  '--c-sale': '#a8231b',
  '--c-focus': '#2f5d9c',
  '--font-display': "Georgia, 'Noto Serif', 'Noto Serif CJK JP', 'Noto Naskh Arabic', serif",
  '--font-text':
    "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans Arabic', sans-serif",
  '--radius': '2px',
  '--header-h': '4rem',
};
