/**
 * Every label pack the shop ships (public/{folder}/language/{lang}.json) has exactly the keys
 * of the English pack the app's label keys are typed from: a key English lacks is dead text, a
 * key a pack lacks shows MISSING.TRANSLATION to that country's shoppers. Each text keeps the
 * English text's {placeholders}, or the value it names is never shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));
const ENGLISH = 'gb/language/en.json';

function readPack(path: string): Record<string, string> {
  return JSON.parse(readFileSync(join(PUBLIC_DIR, path), 'utf8')) as Record<string, string>;
}

/** Every shipped pack, as a path under public/. */
function shippedPacks(): string[] {
  return readdirSync(PUBLIC_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => {
      let files: string[] = [];
      try {
        files = readdirSync(join(PUBLIC_DIR, folder.name, 'language'));
      } catch {
        return []; // a folder without label packs
      }
      return files
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${folder.name}/language/${file}`);
    })
    .sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = readPack(ENGLISH);
const packs = shippedPacks();

describe('label packs', () => {
  it('ships a pack for every language of every site', () => {
    expect(packs).toContain(ENGLISH);
    expect(packs.length).toBeGreaterThan(1);
  });

  it.each(packs)('%s has exactly the keys English has', (path) => {
    const pack = readPack(path);
    const missing = Object.keys(english).filter((key) => !(key in pack));
    const extra = Object.keys(pack).filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(packs)('%s gives every key a text with the English placeholders', (path) => {
    const pack = readPack(path);
    const wrong = Object.keys(english).filter(
      (key) =>
        key in pack &&
        (typeof pack[key] !== 'string' ||
          pack[key].trim() === '' ||
          placeholders(pack[key]).join() !== placeholders(english[key]!).join()),
    );
    expect(wrong).toEqual([]);
  });
});
