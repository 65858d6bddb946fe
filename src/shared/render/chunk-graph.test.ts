import { describe, expect, it } from 'vitest';
import { chunksForStylesheets, type ChunkManifest } from './chunk-graph';

const manifest: ChunkManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-a.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/home.ts': {
    file: 'assets/home.js',
    imports: ['_cards.js', 'index.html'],
    css: ['assets/home.css'],
  },
  '_cards.js': {
    file: 'assets/cards.js',
    imports: ['_price.js', 'index.html'],
    css: ['assets/cards.css'],
  },
  '_price.js': { file: 'assets/price.js', imports: ['index.html'] },
  'src/listing.ts': {
    file: 'assets/listing.js',
    imports: ['_cards.js'],
    css: ['assets/listing.css'],
  },
  '_cards.css': { file: 'assets/cards.css', src: '_cards.css' },
};

describe('the chunk graph', () => {
  it('names the chunks a page’s stylesheets come with, and theirs, but not the entry’s', () => {
    expect(
      chunksForStylesheets(manifest, [
        'assets/index-a.css',
        'assets/home.css',
        'assets/cards.css',
      ]).sort(),
    ).toEqual(['assets/cards.js', 'assets/home.js', 'assets/price.js']);
    expect(chunksForStylesheets(manifest, ['assets/index-a.css'])).toEqual([]);
  });
});
