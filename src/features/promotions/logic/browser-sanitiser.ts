import DOMPurify from 'dompurify';
import { PROMOTION_HTML, type Sanitise } from './html-sanitiser';

/** DOMPurify on the page's own DOM (see html-sanitiser.ts). */
export const browserSanitiser: Sanitise = (html) => DOMPurify.sanitize(html, PROMOTION_HTML);
