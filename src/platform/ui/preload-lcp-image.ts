/**
 * The page's largest image, announced to the browser before the markup that shows it: in the
 * server's render React writes a `<link rel="preload" as="image" fetchpriority="high">` at the
 * start of the page (with srcset and sizes when the image has them, so a phone fetches the
 * size it will show), and the browser starts the download while it is still parsing the
 * header. In the browser the same call adds the link if it is missing (a no-op once loaded).
 * Called during render: React de-duplicates and orders preloads itself.
 */
import { preload } from 'react-dom';

export function preloadLcpImage(src: string, responsive?: { srcSet: string; sizes: string }): void {
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    ...(responsive ? { imageSrcSet: responsive.srcSet, imageSizes: responsive.sizes } : {}),
  });
}
