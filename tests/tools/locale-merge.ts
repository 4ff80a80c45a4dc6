/**
 * Deep-merges locale fragments into public/i18n, so several people can add keys at once without
 * overwriting each other's: each writes `{lang}.json` fragments into a folder and merges them.
 *
 *   node --import tsx tests/tools/locale-merge.ts .tmp/locales/groups
 *
 * The folder holds one fragment per language (`en.json`, `fr.json`, …, file names as in public/i18n).
 * Each file is re-read, merged and written under an exclusive lock (a lock directory), so concurrent
 * merges serialise instead of losing keys. Existing keys are overwritten by the fragment's value.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Tree = { [k: string]: unknown };

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/i18n');
const LOCK = path.join(DIR, '.merge-lock');

function merge(target: Tree, source: Tree): Tree {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    if (v && typeof v === 'object' && !Array.isArray(v) && current && typeof current === 'object' && !Array.isArray(current)) {
      merge(current as Tree, v as Tree);
    } else {
      target[k] = v;
    }
  }
  return target;
}

async function withLock<T>(fn: () => T): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than 30 s belongs to a merge that died; take it over.
      const age = Date.now() - fs.statSync(LOCK).mtimeMs;
      if (age > 30000 || attempt > 600) fs.rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: locale-merge.ts <folder of {lang}.json fragments>');
  process.exit(2);
}
const fragments = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
const unknown = fragments.filter((f) => !fs.existsSync(path.join(DIR, f)));
if (unknown.length) {
  console.error(`no such locale file in public/i18n: ${unknown.join(', ')}`);
  process.exit(1);
}

await withLock(() => {
  for (const file of fragments) {
    const fragment = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Tree;
    const target = path.join(DIR, file);
    const merged = merge(JSON.parse(fs.readFileSync(target, 'utf8')) as Tree, fragment);
    fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
  }
});
console.log(`merged ${fragments.length} fragment(s) into public/i18n`);
