/**
 * Gives every plural key of each locale file exactly its language's plural categories
 * (Intl.PluralRules): a missing form is filled from the `_other` text (written to read for any
 * count), a form the language does not use is dropped. Run after adding plural keys to en.json:
 * `node --import tsx tests/tools/locale-plurals.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/api/languages';

type Tree = { [k: string]: unknown };
const DIR = path.resolve(import.meta.dirname, '../../public/i18n');
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function normalise(tree: Tree, categories: string[]): Tree {
  const out: Tree = {};
  const done = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = normalise(value as Tree, categories);
      continue;
    }
    const m = PLURAL.exec(key);
    if (!m) {
      out[key] = value;
      continue;
    }
    if (done.has(m[1])) continue;
    done.add(m[1]);
    const other = tree[`${m[1]}_other`] ?? value;
    for (const c of categories) out[`${m[1]}_${c}`] = tree[`${m[1]}_${c}`] ?? other;
  }
  return out;
}

for (const lang of LANGUAGES) {
  const file = path.join(DIR, `${lang.file}.json`);
  const categories = new Intl.PluralRules(lang.htmlLang).resolvedOptions().pluralCategories as string[];
  const before = fs.readFileSync(file, 'utf8');
  const after = JSON.stringify(normalise(JSON.parse(before) as Tree, categories), null, 2) + '\n';
  if (after !== before) {
    fs.writeFileSync(file, after);
    console.log(`${lang.file}.json: plural forms ${categories.join(', ')}`);
  }
}
