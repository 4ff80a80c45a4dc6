import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/api/languages';

const DIR = path.resolve(__dirname, '../../public/i18n');
type Tree = { [k: string]: string | string[] | Tree };

/** Flattens nested keys to `a.b.c`; arrays count as one entry per item. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (Array.isArray(v)) v.forEach((s, i) => out.set(`${key}[${i}]`, s));
    else if (typeof v === 'object' && v !== null) for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const load = (file: string) => flatten(JSON.parse(fs.readFileSync(path.join(DIR, `${file}.json`), 'utf8')) as Tree);
const english = load('en');
/**
 * English plural keys (`x_one`, `x_other`) become the target language's own plural categories:
 * i18next asks Russian for `x_few`/`x_many`, Arabic for six forms, Japanese for `x_other` only.
 */
function expectedKeys(htmlLang: string): string[] {
  const categories = new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of english.keys()) {
    const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (!m) out.add(key);
    else for (const c of categories) out.add(`${m[1]}_${c}`);
  }
  return [...out];
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('every key exists in every locale file with a real translation', () => {
  for (const lang of LANGUAGES.filter((l) => l.file !== 'en')) {
    describe(`${lang.code} (${lang.file}.json)`, () => {
      const file = path.join(DIR, `${lang.file}.json`);
      it('exists', () => expect(fs.existsSync(file)).toBe(true));
      if (!fs.existsSync(file)) return;
      const strings = load(lang.file);

      it('has exactly the English key set, with the plural forms the language needs', () => {
        expect([...strings.keys()].sort()).toEqual(expectedKeys(lang.htmlLang).sort());
      });

      it('has no empty values and keeps every {{placeholder}}', () => {
        for (const [key, value] of strings) {
          expect(value.trim(), key).not.toBe('');
          if (english.has(key)) expect(placeholders(value), key).toEqual(placeholders(english.get(key)!));
        }
      });

      it('is translated, not copied from English', () => {
        // Brand names, codes and short technical words legitimately stay the same in some languages.
        const long = [...english].filter(([, v]) => v.length > 25);
        const same = long.filter(([k, v]) => strings.get(k) === v);
        expect(same.length / long.length).toBeLessThan(0.1);
      });
    });
  }
});

describe('Arabic is written right to left', () => {
  it('is the only right-to-left language and uses Arabic script', () => {
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['AR']);
    const ar = load('ar');
    expect(ar.get('signin.submit')).toMatch(/[\u0600-\u06FF]/);
  });
});
