import path from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pureContract } from '../../vite.config';

/*
 * The build marks the contract's top-level schemas pure (vite.config.ts) so that a chunk which
 * imports one name from a contract module does not carry the module's other schemas. This bundles
 * a one-line module that uses only a contract module's path constant, with and without the
 * rewrite: the search contract, and a contract module whose schema a helper builds (no
 * `z.lazy`, which the bundler already takes for pure), as the rewrite is there for.
 */

const searchContract = path.resolve(import.meta.dirname, '../../src/api/search.ts');
const pagingContract = path.resolve(import.meta.dirname, '../../src/api/paging.ts');
// Its id is a contract module's, so that the rewrite takes it as one.
const helperBuilt = path.resolve(import.meta.dirname, '../../src/api/helper-built-fixture.ts');
const helperBuiltSource = [
  `import * as z from 'zod/mini';`,
  `import { pageOf } from ${JSON.stringify(pagingContract)};`,
  `export const FIXTURE_PATH = '/api/fixture';`,
  `export const fixturePage = pageOf(z.object({ name: z.string().check(z.regex(/^[a-z]+$/)) }));`,
].join('\n');

async function bundle(plugins: RolldownPlugin[], contract = searchContract, name = 'SEARCH_PATH'): Promise<string> {
  const entry: RolldownPlugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' || id === helperBuilt ? id : null),
    load: (id) => {
      if (id === helperBuilt) return helperBuiltSource;
      return id === 'entry' ? `import { ${name} } from ${JSON.stringify(contract)}; console.log(${name});` : null;
    },
  };
  const build = await rolldown({
    input: 'entry',
    plugins: [entry, ...plugins],
    treeshake: { manualPureFunctions: ['z'] },
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

describe('a chunk carries only the contract schemas it uses', () => {
  it('takes no schema, and none of zod, when only the search path is imported', async () => {
    const pure = await bundle([pureContract() as RolldownPlugin]);
    expect(pure).not.toContain('ZodMini');
    expect(pure).toContain('/api/documents/search');
  });

  it('drops a helper-built schema the bundler would otherwise keep', async () => {
    const plain = await bundle([], helperBuilt, 'FIXTURE_PATH');
    const pure = await bundle([pureContract() as RolldownPlugin], helperBuilt, 'FIXTURE_PATH');
    // Without the rewrite the helper-built, regex-checked schema stays, and zod with it.
    expect(plain).toContain('ZodMini');
    expect(pure).not.toContain('ZodMini');
    expect(pure).toContain('/api/fixture');
  });

  it('leaves modules outside the contract alone', () => {
    const transform = pureContract().transform as unknown as (code: string, id: string) => unknown;
    expect(transform.call({}, 'export const x = f();', '/x/src/app/lib/thing.ts')).toBeNull();
  });
});
