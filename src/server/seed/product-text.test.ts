import { describe, expect, it } from 'vitest';
import { productDescription, productName } from './product-text';
import { BRANDS } from './vocabulary/brands';
import { GARMENT_STYLES } from './vocabulary/garment-styles';

describe('productName', () => {
  it('follows each language’s word order', () => {
    expect(productName(GARMENT_STYLES.dress, ['midi'], 'linen')).toEqual({
      en: 'Linen Midi Dress',
      fr: 'Robe midi en lin',
      ja: 'リネン ミディドレス',
      ar: 'فستان متوسط الطول من الكتان',
    });
    expect(productName(GARMENT_STYLES.shirt, ['relaxed'], 'poplin').en).toBe(
      'Relaxed Poplin Shirt',
    );
  });

  it('orders two adjectives the way each language does', () => {
    expect(productName(GARMENT_STYLES.dress, ['midi', 'relaxed'], 'linen')).toEqual({
      en: 'Relaxed Linen Midi Dress',
      fr: 'Robe midi ample en lin',
      ja: 'リネン リラックスミディドレス',
      ar: 'فستان متوسط الطول مريح من الكتان',
    });
  });

  it('agrees French and Arabic adjectives with the noun', () => {
    expect(productName(GARMENT_STYLES.sneakers, ['low-top'], 'leather').fr).toBe(
      'Baskets basses en cuir',
    );
    expect(productName(GARMENT_STYLES.jumper, ['chunky'], 'wool').fr).toBe('Pull épais en laine');
    expect(productName(GARMENT_STYLES.skirt, ['pleated'], 'satin').fr).toBe(
      'Jupe plissée en satin',
    );
    expect(productName(GARMENT_STYLES.skirt, ['midi'], 'satin').ar).toBe(
      'تنورة متوسطة الطول من الساتان',
    );
    expect(productName(GARMENT_STYLES.loafers, ['classic'], 'suede').fr).toBe(
      'Mocassins classiques en daim',
    );
  });
});

describe('productDescription', () => {
  it('has two sentences, three with the brand story', () => {
    const brand = BRANDS[0]!;
    const short = productDescription(GARMENT_STYLES.coat, 'wool', brand, 0, false);
    const long = productDescription(GARMENT_STYLES.coat, 'wool', brand, 0, true);
    expect(short.en.split('. ')).toHaveLength(2);
    expect(long.en.endsWith(brand.story.en)).toBe(true);
    expect(long.ja.split('。').filter(Boolean)).toHaveLength(3);
    expect(long.fr).toContain('laine');
  });
});
