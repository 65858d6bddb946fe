import { useT } from '../../../platform/i18n/i18n-context';
import { galleryClass, galleryImageClass, galleryItemClass } from './product-page.styles';

export interface ProductGalleryProps {
  images: string[];
  name: string;
  colourName: string;
}

/**
 * The chosen colour's views: one per screen width on phones (swiped), a two-column grid on
 * desktop. The first view is the page's largest paint, so it loads first and eagerly.
 */
export function ProductGallery({ images, name, colourName }: ProductGalleryProps) {
  const t = useT();
  return (
    <section aria-label={t('WEB.PRODUCT.IMAGES.LABEL')}>
      <ul className={galleryClass}>
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
