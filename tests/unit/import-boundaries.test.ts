import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* The house's import boundaries (src/README.md §3.2) as the linter enforces them in `npm test`. */

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'tests/lint/eslint.config.js' });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.map((m) => m.message);
}

describe('imports flow one way', () => {
  it('the app does not import the server', async () => {
    expect(await problems('src/app/lib/x.ts', "import { loadConfig } from '../../server/config';\nvoid loadConfig;\n")).toEqual([
      expect.stringContaining('The app and the server meet only in src/api'),
    ]);
  });

  it('the server does not import the app', async () => {
    expect(
      await problems('src/server/services/x.ts', "import { loadPdfJs } from '../../app/lib/pdf';\nvoid loadPdfJs;\n"),
    ).toEqual([expect.stringContaining('The app and the server meet only in src/api')]);
  });

  it('a feature does not import another feature, but may import its own files and lib', async () => {
    const code =
      "import { SearchBar } from '../search/components/SearchBar';\nimport { rules } from './activity-rules';\nimport { t } from '../../lib/i18n';\nvoid SearchBar; void rules; void t;\n";
    expect(await problems('src/app/features/document/x.ts', code)).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it('components/ui does not import a feature', async () => {
    expect(
      await problems(
        'src/app/components/ui/x.tsx',
        "import { SearchBar } from '../../features/search/components/SearchBar';\nvoid SearchBar;\n",
      ),
    ).toEqual([expect.stringContaining('components/ui and lib sit below features')]);
  });

  it("the app uses its own Link, not React Router's", async () => {
    expect(await problems('src/app/routes/x.tsx', "import { Link } from 'react-router-dom';\nvoid Link;\n")).toEqual([
      expect.stringContaining("Use the app's own Link"),
    ]);
  });
});
