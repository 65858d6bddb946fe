import { useRef } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useKeyboardScrollable } from '../../../platform/ui/use-keyboard-scrollable';
import { galleryClass, galleryImageClass, galleryItemClass } from './product-page.styles';
import { preloadLcpImage } from '../../../platform/ui/preload-lcp-image';

export interface ProductGalleryProps {
  images: string[];
  name: string;
  colourName: string;
}

/**
 * The chosen colour's views: one per screen width on phones (swiped, or scrolled with the
 * arrow keys once the row has focus), a two-column grid on desktop. The first view is the
 * page's largest paint, so it loads first and eagerly.
 */
export function ProductGallery({ images, name, colourName }: ProductGalleryProps) {
  const t = useT();
  const rowRef = useRef<HTMLUListElement>(null);
  // the first image is the page's largest paint: announced before the gallery's markup
  if (images[0]) preloadLcpImage(images[0]);
  const tabIndex = useKeyboardScrollable(rowRef);
  const label = t('WEB.PRODUCT.IMAGES.LABEL');
  return (
    <section aria-label={label}>
      {/* focusable only while it scrolls: then it is named, as the images it holds */}
      <ul
        ref={rowRef}
        className={galleryClass}
        tabIndex={tabIndex}
        aria-label={tabIndex === 0 ? label : undefined}
      >
        {images.map((src, index) => (
          <li key={src} className={galleryItemClass}>
            <img
              className={galleryImageClass}
              src={src}
              alt={t('WEB.PRODUCT.IMAGE.ALT', { name, colour: colourName, index: index + 1 })}
              width={900}
              height={1200}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
