import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A screen's chunk evaluates every contract module it imports, and a zod schema is a tree of
 * objects built as its module evaluates: a document's launch built the compass points' and the
 * document calls' whole contract (writes, exports, audits) on the main thread before its first
 * page, to parse two replies. So a top-level schema of src/api made of several parts is written
 * `z.lazy(() => …)`: built the first time something parses with it, or asks for its JSON Schema.
 * A schema that another extends or trims (z.extend, z.omit…) needs its shape at once and stays
 * as it is.
 */

const apiDir = fileURLToPath(new URL('../../src/api', import.meta.url));
const contractFiles = fs
  .readdirSync(apiDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.join(apiDir, f));
const contract = contractFiles.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

function sourceTexts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceTexts(file);
    return /\.tsx?$/.test(e.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}
const everySource = sourceTexts(fileURLToPath(new URL('../../src', import.meta.url)));

/** A schema whose shape another schema, anywhere in the code or its tests, takes at once. */
const isReshaped = (name: string) =>
  everySource.some((text) => new RegExp(`z\\.(extend|safeExtend|omit|pick|partial|required|keyof)\\(\\s*${name}\\b`).test(text));

/** Top-level schemas built of three or more zod calls that are built as the module evaluates. */
function eagerSchemas(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const eager: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!d.initializer || !ts.isCallExpression(d.initializer) || !ts.isIdentifier(d.name)) continue;
      const code = d.initializer.getText(source);
      if (code.startsWith('z.lazy(') || (code.match(/\bz\.\w+\(/g) ?? []).length < 3) continue;
      if (!isReshaped(d.name.text)) eager.push(`${path.basename(file)}: ${d.name.text}`);
    }
  }
  return eager;
}

describe('a contract schema is built on its first use', () => {
  it('wraps every top-level schema of several parts in z.lazy, but those another schema reshapes', () => {
    expect(contract.flatMap(({ file, text }) => eagerSchemas(file, text))).toEqual([]);
  });

  it('would name a schema written to be built at once', () => {
    const text = 'export const reply = z.object({ a: z.string(), b: z.number() });';
    expect(eagerSchemas('/x/src/api/fixture.ts', text)).toEqual(['fixture.ts: reply']);
  });

  it('parses through the lazy schema as through the schema itself', async () => {
    const { homeTabReply } = await import('../../src/api/home');
    const reply = { count: 0, notices: 0, page: 0, size: 6, nextPageFlag: false, documents: [] };
    expect(homeTabReply.parse(reply)).toEqual(reply);
    expect(homeTabReply.safeParse({ ...reply, count: 'many' }).success).toBe(false);
  });
});
