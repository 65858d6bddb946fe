/**
 * What every page of the test provider shares (3-D Secure, PayPal, the bank, Alipay): a small
 * server-rendered document with no script and no external asset, its own strict policy, one
 * heading, and forms whose buttons a keyboard, a screen reader and an end-to-end test find by
 * role and name. Every value shown is escaped here, once.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text made safe for the page's HTML, in an element or an attribute. */
export const html = (strings: TemplateStringsArray, ...values: Array<string | Raw>): Raw =>
  new Raw(
    strings.reduce((out, part, index) => {
      const value = values[index - 1];
      return out + (value instanceof Raw ? value.text : escapeHtml(value ?? '')) + part;
    }),
  );

/** Markup already escaped (made by `html`), kept as it is when put in another `html`. */
export class Raw {
  constructor(readonly text: string) {}
}

export const joinHtml = (parts: readonly Raw[]): Raw =>
  new Raw(parts.map((part) => part.text).join('\n'));

/** Minor units in the currency's ISO 4217 decimals, as the provider counts them. */
export function formatAmount(value: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.format(value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${value} ${currency}`; // a currency code Intl does not know
  }
}

/**
 * The page's own policy: nothing loads, no script runs, and its form may go to the provider
 * and on to the shop's return address (browsers apply form-action to the redirect too).
 */
export function providerPagePolicy(returnUrl: string | null): string {
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; background: #f4f4f4; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.375rem; margin-block: 0 1rem; }
  h2 { font-size: 1.125rem; margin-block: 1.25rem 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  address { font-style: normal; }
  fieldset { border: 1px solid #8a8a8a; border-radius: 0.375rem; margin: 1rem 0 0; padding: 0.5rem 1rem 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: flex; gap: 0.5rem; align-items: flex-start; padding-block: 0.375rem; }
  input { margin-block-start: 0.3rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1a1a1a; cursor: pointer; background: #fff; color: #1a1a1a; }
  button.primary { background: #1a1a1a; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0b5fff; outline-offset: 2px; }
`;

export interface ProviderPage {
  /** the document's title, naming the page for the tab and assistive technology */
  title: string;
  heading: string;
  body: Raw;
}

export function providerPage({ title, heading, body }: ProviderPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${html`<title>${title}</title>`.text}
<style>${STYLE}</style>
</head>
<body>
<main>
${html`<h1>${heading}</h1>`.text}
${body.text}
</main>
</body>
</html>
`;
}

/** The payment's amount and order, as each page lists them first. */
export const paymentFacts = (rows: readonly (readonly [string, string])[]): Raw =>
  html`<dl>
    ${joinHtml(
      rows.map(
        ([term, value]) =>
          html`<dt>${term}</dt>
            <dd>${value}</dd>`,
      ),
    )}
  </dl>`;
