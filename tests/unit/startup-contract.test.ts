import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every contract module the start-up code imports is built (all its schemas) at every launch,
 * whichever screen the launch opens. The search replies' schemas are needed only by the search
 * screen, which loads them with its own code. This walks the static imports from
 * the app's entry the way the bundler does (type-only imports vanish, `import()` starts a chunk).
 */

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'src/app/main.tsx');

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Specifiers of the imports and re-exports that stay in the built code. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, clause, spec] of code.matchAll(statement)) {
    if (typeOnly) continue;
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const onlyTypes =
      names !== undefined &&
      !/^\s*\w+\s*,/.test(clause) &&
      names.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '));
    if (!onlyTypes) found.push(spec);
  }
  return found;
}

function startupModules(): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      const next = resolve(file, spec);
      if (next) queue.push(next);
    }
  }
  return seen;
}

describe('a launch builds only the contract it needs', () => {
  const contract = [...startupModules()]
    .filter((f) => f.includes(`${path.sep}src${path.sep}api${path.sep}`))
    .map((f) => path.basename(f));

  it('reaches the session contracts and the search box terms', () => {
    // The walk finds what it should: without these the test below would pass on an empty set.
    expect(contract).toEqual(expect.arrayContaining(['tenant.ts', 'account.ts', 'search-terms.ts']));
  });

  it('leaves the search replies to the search screen', () => {
    expect(contract).not.toContain('search.ts');
  });
});
