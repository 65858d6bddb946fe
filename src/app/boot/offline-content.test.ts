import { describe, expect, it } from 'vitest';
import { offlineContent } from './offline-content';

describe('offlineContent', () => {
  it('lists the site files once and the labels and data of every language', () => {
    const urls = offlineContent('ca', ['en', 'fr']);
    expect(urls).toContain('/sites.json');
    expect(urls).toContain('/ca/themes/config.json');
    expect(urls).toContain('/ca/sortOptions.json');
    for (const language of ['en', 'fr']) {
      expect(urls).toContain(`/ca/language/${language}.json`);
      expect(urls).toContain(`/ca/data/${language}/navMenu.json`);
      expect(urls).toContain(`/ca/data/${language}/home.json`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });
});
