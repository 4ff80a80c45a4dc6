import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeShakeRouter } from '../../vite.config';

/*
 * The build rewrites React Router's production files by pattern (vite.config.ts). An upgrade
 * that changes how those files are written would silently turn the rewrite into a no-op and put
 * the unused form code back into the start-up chunk: this fails loudly instead.
 */

const dir = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
type Transform = (code: string, id: string) => { code: string } | null;
const transform = treeShakeRouter().transform as unknown as Transform;

describe('the React Router rewrite still finds what it removes in the installed version', () => {
  it('drops DevTools labels and marks top-level forwardRef/memo/createContext calls pure, line for line', () => {
    let labels = 0;
    let pure = 0;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
      const id = path.join(dir, name);
      const code = fs.readFileSync(id, 'utf8');
      const out = transform(code, id)!.code;
      expect(out.split('\n').length, name).toBe(code.split('\n').length);
      labels +=
        (code.match(/^\w+\.displayName = "[^"\n]*";$/gm) ?? []).length -
        (out.match(/^\w+\.displayName = "[^"\n]*";$/gm) ?? []).length;
      pure += (out.match(/\/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/g) ?? []).length;
    }
    // A handful at least: none means the patterns no longer match the files.
    expect(labels).toBeGreaterThanOrEqual(5);
    expect(pure).toBeGreaterThanOrEqual(5);
  });
  it('leaves every other module alone', () => {
    expect(transform('Form.displayName = "Form";', '/x/node_modules/react/index.js')).toBeNull();
  });
});
