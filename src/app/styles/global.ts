/**
 * The global stylesheet: a small reset, the design token defaults (a site theme overrides them
 * on <html> at boot), type, and focus rings. Everything uses logical properties, so Arabic
 * (dir="rtl") needs nothing extra here.
 */
import { css } from '@linaria/core';
import { TOKEN_DEFAULTS } from '../../platform/ui/tokens';

const tokenDeclarations = Object.entries(TOKEN_DEFAULTS)
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

export const globalStyles = css`
  :global() {
    :root {
      ${tokenDeclarations}
      color-scheme: light;
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      scroll-padding-block-start: 7rem;
    }

    body {
      margin: 0;
      background: var(--c-paper);
      color: var(--c-ink);
      font-family: var(--font-text);
      font-size: 1rem;
      line-height: 1.5;
      -webkit-font-smoothing: antialiased;
      text-rendering: optimizeLegibility;
    }

    h1,
    h2,
    h3,
    h4 {
      font-family: var(--font-display);
      font-weight: 400;
      line-height: 1.2;
      overflow-wrap: break-word;
      text-wrap: balance;
    }

    /* Japanese has no spaces: break headings and text at phrase boundaries, not mid-word */
    :lang(ja) {
      word-break: auto-phrase;
    }

    /*
     * Tracking suits Latin capitals only: it breaks the joined letters of Arabic and spreads
     * Japanese. The brand wordmark (translate="no") keeps its spacing in every language.
     */
    :lang(ja) *:not([translate='no']),
    :lang(ar) *:not([translate='no']) {
      letter-spacing: normal !important;
    }

    img,
    svg,
    video {
      display: block;
      max-inline-size: 100%;
    }

    svg {
      display: inline-block;
    }

    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }

    a {
      color: inherit;
    }

    :focus-visible {
      outline: 2px solid var(--c-focus);
      outline-offset: 2px;
    }

    ::selection {
      background: var(--c-sand);
    }

    @media (prefers-reduced-motion: reduce) {
      html {
        scroll-behavior: auto;
      }
    }
  }
`;
