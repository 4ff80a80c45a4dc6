/**
 * Lists, for every locale file in public/i18n, the keys that en.json has but the file lacks
 * ("missing") and the keys the file has but en.json does not ("extra"), with the English text
 * of each missing key, so a translator can work on the delta only.
 *
 *   node --import tsx tests/tools/locale-missing.ts            # all locale files
 *   node --import tsx tests/tools/locale-missing.ts fr it      # only fr.json and it.json
 *   node --import tsx tests/tools/locale-missing.ts --json     # machine-readable output
 *
 * Keys are flattened as `a.b.c`; array items count as `a.b[0]`, `a.b[1]`, … (as in tests/unit/locales.test.ts).
 * Exits 1 when any locale file misses a key (or is not valid JSON), 0 otherwise (extra keys only warn).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Tree = { [k: string]: unknown };

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/i18n');

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (Array.isArray(v)) v.forEach((s, i) => out.set(`${key}[${i}]`, String(s)));
    else if (typeof v === 'object' && v !== null) flatten(v as Tree, key, out);
    else out.set(key, String(v));
  }
  return out;
}

const load = (file: string) => flatten(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as Tree);

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const only = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/\.json$/, '').toLowerCase());

const english = load('en.json');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.json$/, '').toLowerCase()))
  .sort();

for (const want of only) {
  if (!files.includes(`${want}.json`)) console.error(`warning: public/i18n/${want}.json does not exist`);
}

type Report = { file: string; missing: string[]; extra: string[]; error?: string };
const reports: Report[] = [];
for (const file of files) {
  try {
    const strings = load(file);
    reports.push({
      file,
      missing: [...english.keys()].filter((k) => !strings.has(k)),
      extra: [...strings.keys()].filter((k) => !english.has(k)),
    });
  } catch (e) {
    reports.push({ file, missing: [...english.keys()], extra: [], error: (e as Error).message });
  }
}

if (asJson) {
  const out = Object.fromEntries(
    reports.map((r) => [
      r.file,
      {
        ...(r.error ? { error: r.error } : {}),
        missing: Object.fromEntries(r.missing.map((k) => [k, english.get(k)])),
        extra: r.extra,
      },
    ]),
  );
  console.log(JSON.stringify(out, null, 2));
} else {
  for (const r of reports) {
    if (r.error) {
      console.log(`${r.file}: cannot be read (${r.error})`);
      continue;
    }
    if (r.missing.length === 0 && r.extra.length === 0) {
      console.log(`${r.file}: complete (${english.size} keys)`);
      continue;
    }
    console.log(`${r.file}: ${r.missing.length} missing, ${r.extra.length} extra`);
    for (const k of r.missing) console.log(`  - missing ${k}: ${JSON.stringify(english.get(k))}`);
    for (const k of r.extra) console.log(`  + extra   ${k}`);
  }
  if (reports.length === 0) console.log('no locale files besides en.json');
}

process.exit(reports.some((r) => r.missing.length > 0 || r.error) ? 1 : 0);
