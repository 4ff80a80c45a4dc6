import path from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pureContract } from '../../vite.config';

/*
 * The build marks the contract's top-level schemas pure (vite.config.ts) so that a chunk which
 * imports one name from a contract module does not carry the module's other schemas. This bundles
 * a one-line module that uses only the search path constant, with and without the rewrite.
 */

const searchContract = path.resolve(import.meta.dirname, '../../src/api/search.ts');

async function bundle(plugins: RolldownPlugin[]): Promise<string> {
  const entry: RolldownPlugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) =>
      id === 'entry' ? `import { SEARCH_PATH } from ${JSON.stringify(searchContract)}; console.log(SEARCH_PATH);` : null,
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
    const plain = await bundle([]);
    const pure = await bundle([pureContract() as RolldownPlugin]);
    // Without the rewrite the helper-built and regex-checked schemas stay, and zod with them.
    expect(plain).toContain('ZodMini');
    expect(pure).not.toContain('ZodMini');
    expect(pure).toContain('/api/documents/search');
  });

  it('leaves modules outside the contract alone', () => {
    const transform = pureContract().transform as unknown as (code: string, id: string) => unknown;
    expect(transform.call({}, 'export const x = f();', '/x/src/app/lib/thing.ts')).toBeNull();
  });
});
