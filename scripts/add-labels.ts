/**
 * Adds or updates labels in every language pack under public/{folder}/language/{lang}.json.
 * Input: a JSON file of { "WEB.KEY": { "en": "…", "fr": "…", "ja": "…", "ar": "…" } }.
 * Every pack of a language gets that language's text; keys stay sorted so diffs stay small.
 *   node --import tsx scripts/add-labels.ts labels.json
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const publicDir = new URL('../public/', import.meta.url).pathname;
const input = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8')) as Record<
  string,
  Record<string, string>
>;

for (const folder of readdirSync(publicDir, { withFileTypes: true })) {
  const languageDir = join(publicDir, folder.name, 'language');
  if (!folder.isDirectory() || !existsSync(languageDir)) continue;
  for (const file of readdirSync(languageDir).filter((f) => f.endsWith('.json'))) {
    const language = file.replace(/\.json$/, '');
    const path = join(languageDir, file);
    const pack = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const [key, texts] of Object.entries(input)) {
      const text = texts[language] ?? texts.en;
      if (text === undefined) throw new Error(`${key} has no ${language} or en text`);
      pack[key] = text;
    }
    const sorted = Object.fromEntries(Object.entries(pack).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(path, JSON.stringify(sorted, null, 2) + '\n');
  }
}
