import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code, tests and documents describe Bearing as it is, for whoever reads them next: not the work
 * that led to it. A reader cannot look up a work session or an issue tracker's number, so words
 * that point at them say nothing. "Session" is also a product word (a sign-in session, session
 * rules, "this session's identity token"), so only phrases that can only mean a stretch of work
 * are matched. Each pattern is built from pieces, so this file's own source never matches it.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WALKED = ['src', 'sw', 'tests'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.css', '.md']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

const words = (...parts: string[]) => parts.join('\\s+');
const S = 'sess' + 'ion';

const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  { rule: 'session-before', pattern: new RegExp(`\\b(the|a|one) ${words(S, 'before')}\\b`, 'i') },
  { rule: 'earlier-session', pattern: new RegExp(`\\b(last|previous|prior|earlier|former) ${S}s?\\b`, 'i') },
  { rule: 'in-this-session', pattern: new RegExp(`\\b${words('in', '(this|that)', S)}\\b`, 'i') },
  { rule: 'since-this-session', pattern: new RegExp(`\\b(before|during|since|after) ${words('this', S)}\\b`, 'i') },
  {
    rule: 'session-work',
    pattern: new RegExp(`\\b(this|the) ${S}'s (changes|work|commits?|measurements?|starting build)\\b`, 'i'),
  },
  { rule: 'sessions-ago', pattern: new RegExp(`\\b${words(`${S}s?`, 'ago')}\\b`, 'i') },
  { rule: 'table-before', pattern: new RegExp(`\\b${words('the', 'table', 'before')}\\b`, 'i') },
  { rule: 'tried-and-dropped', pattern: new RegExp(`\\b${words('tried', 'and', 'dropped')}\\b`, 'i') },
  { rule: 'issue-number', pattern: new RegExp(`\\b${words('is' + 'sue', '#?\\d+')}\\b`, 'i') },
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(path.join(dir, entry.name));
    } else if (EXTENSIONS.has(path.extname(entry.name))) yield path.join(dir, entry.name);
  }
}

/** Every forbidden phrase in the text, as `line: phrase (rule)`. */
function findForbidden(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const { rule, pattern } of FORBIDDEN) {
      const hit = pattern.exec(line);
      if (hit) found.push(`${i + 1}: "${hit[0]}" (${rule})`);
    }
  });
  return found;
}

describe('documents and code speak of Bearing as it is, not of the work behind it', () => {
  it('matches the work-history phrases and leaves the product word alone', () => {
    const history = [
      `measured in ${'this'} ${S}`,
      `the ${S} before, on a slower machine`,
      `since the last ${S}`,
      `the ${'table'} before`,
      `${'tried'} and dropped: terser`,
      `(000 §4, ${'issue'} 19)`,
      `${'Issue'} #18`,
    ];
    for (const phrase of history) expect(findForbidden(phrase), phrase).not.toEqual([]);
    const product = [
      `the central login takes this ${S}'s identity token`,
      `a sign-in ${S} whose amr says SSO`,
      `stores the choice for this ${S} only`,
      `${S} rules (000 §4)`,
      `the provider keeps its ${S}s in the database`,
      'the table below lists the issuer',
    ];
    for (const phrase of product) expect(findForbidden(phrase), phrase).toEqual([]);
  });

  it('finds none in src, sw, tests or README.md', () => {
    const checked = [...WALKED.flatMap((dir) => [...files(path.join(ROOT, dir))]), path.join(ROOT, 'README.md')];
    const offences = checked.flatMap((file) =>
      findForbidden(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(checked.length).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  });
});
