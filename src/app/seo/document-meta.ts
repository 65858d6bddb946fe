/** Writes head tags for the current page, creating each on first use. */
function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = doc.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  const element = upsert(doc, `meta[${attribute}="${key}"]`, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
  element.setAttribute('content', content);
}

export interface DocumentMeta {
  title: string;
  description: string;
  /** absolute URL without query */
  canonical: string;
  /** Open Graph locale: en_GB */
  ogLocale: string;
  siteName: string;
}

export function applyDocumentMeta(doc: Document, meta: DocumentMeta): void {
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  const link = upsert(doc, 'link[rel="canonical"]', () => {
    const element = doc.createElement('link');
    element.setAttribute('rel', 'canonical');
    return element;
  });
  link.setAttribute('href', meta.canonical);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:url', meta.canonical);
  setMeta(doc, 'property', 'og:type', 'website');
  setMeta(doc, 'property', 'og:locale', meta.ogLocale);
  setMeta(doc, 'property', 'og:site_name', meta.siteName);
  setMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  setMeta(doc, 'name', 'twitter:title', meta.title);
  setMeta(doc, 'name', 'twitter:description', meta.description);
}

/** Only the document title, for a page that names itself after the route-level metadata. */
export function setDocumentTitle(doc: Document, title: string): void {
  doc.title = title;
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'name', 'twitter:title', title);
}
