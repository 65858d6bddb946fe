import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { PROMOTION_HTML, type Sanitise } from './html-sanitiser';

/**
 * DOMPurify on one jsdom window for the server's render (see html-sanitiser.ts): created on the
 * first page that shows an HTML block, then reused for every render of the process.
 */
export function createServerSanitiser(): Sanitise {
  const purify = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  return (html) => purify.sanitize(html, PROMOTION_HTML);
}
