import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../content/languages';
import { SIZE_SYSTEMS } from './sizes';

describe('size systems', () => {
  it('names and labels every size in every language, in the language’s own words', () => {
    for (const sizes of Object.values(SIZE_SYSTEMS)) {
      for (const size of sizes)
        for (const lang of LANGUAGES) {
          expect(size.name[lang], `${size.slug} name in ${lang}`).toBeTruthy();
          expect(size.labelSize[lang], `${size.slug} label in ${lang}`).toBeTruthy();
        }
    }
    const [oneSize] = SIZE_SYSTEMS['one-size'];
    expect(oneSize.name).toEqual({
      en: 'One Size',
      fr: 'Taille unique',
      ja: 'フリーサイズ',
      ar: 'مقاس واحد',
    });
    const eu38 = SIZE_SYSTEMS['shoe-eu-women'].find((size) => size.slug === '38')!;
    expect(eu38.labelSize.ar).not.toBe(eu38.labelSize.en);
  });
});
