/**
 * `npm test`: the unit and integration tests (Vitest) and the browser journeys (Playwright),
 * summed into one last line `N passed, N failed` that CI reads. Exits non-zero on any failure.
 * The typecheck, the linter and knip run first and count as one check each. `--unit` (checks and Vitest)
 * or `--e2e` runs one half only; a full run runs Vitest, then the journeys.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest, type PwReport } from './failure-digest';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');

interface Counts {
  passed: number;
  failed: number;
}

/**
 * Runs a command; with `quietTo`, its output goes to that file instead of the terminal (a suite
 * running beside another prints its log once it is done, not interleaved).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, quietTo?: string): Promise<number> {
  return new Promise((done) => {
    const out = quietTo ? openSync(quietTo, 'w') : 'inherit';
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    const finish = (code: number) => {
      if (typeof out === 'number') closeSync(out);
      if (quietTo) process.stdout.write(readFileSync(quietTo, 'utf8'));
      done(code);
    };
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(1));
  });
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function runVitest(outDir: string, quiet = false): Promise<Counts> {
  const out = join(outDir, 'vitest.json');
  const code = await run(
    join(BIN, 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {},
    quiet ? join(outDir, 'vitest.log') : undefined,
  );
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites?: number;
    testResults?: Array<{ status: string; assertionResults: unknown[] }>;
  }>(out);
  if (!report) return { passed: 0, failed: 1 }; // Vitest crashed before reporting: that is a failure.
  // A test file that fails to load has no assertions but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = report.numFailedTests + brokenFiles;
  return { passed: report.numPassedTests, failed: failed === 0 && code !== 0 ? 1 : failed };
}

async function runPlaywright(outDir: string): Promise<Counts> {
  const out = join(outDir, 'playwright.json');
  const code = await run(join(BIN, 'playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=line,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson<PwReport & { stats: { expected: number; unexpected: number; flaky: number } }>(out);
  if (!report) return { passed: 0, failed: 1 };
  const digest = failureDigest(report);
  if (digest.length > 0) console.log(`\nWhat failed in the journeys:\n${digest.join('\n')}`);
  // Global errors (the server did not start, a spec did not compile) fail the run even with no test counted.
  const failed = report.stats.unexpected + (report.errors?.length ?? 0);
  return { passed: report.stats.expected + report.stats.flaky, failed: failed === 0 && code !== 0 ? 1 : failed };
}

async function main(): Promise<void> {
  const only = process.argv.includes('--unit') ? 'unit' : process.argv.includes('--e2e') ? 'e2e' : 'all';
  const outDir = mkdtempSync(join(tmpdir(), 'bearing-test-'));
  const total: Counts = { passed: 0, failed: 0 };
  const parts: string[] = [];
  try {
    // House rule 10: the typecheck, the linter and knip (unused files, exports and dependencies) run
    // first, side by side; any failing fails the run.
    if (only !== 'e2e') {
      const checks = [
        ['typecheck', ['run', '--silent', 'typecheck']],
        ['lint', ['run', '--silent', 'lint']],
        ['knip', ['run', '--silent', 'knip']],
      ] as const;
      const codes = await Promise.all(checks.map(([name, args]) => run('npm', [...args], {}, join(outDir, `${name}.log`))));
      checks.forEach(([name], i) => {
        const ok = codes[i] === 0;
        parts.push(`${name} ${ok ? 'passed' : 'FAILED'}`);
        if (ok) total.passed++;
        else total.failed++;
      });
    }
    // The two suites run one after the other, each with the whole machine: side by side on two
    // cores they fought over the CPU (Vitest's clusters against the browsers) and took twice as long
    // as in turn, with journeys timing out. TEST_PARALLEL=1 runs them side by side.
    const sequential = process.env.TEST_PARALLEL !== '1' || only !== 'all';
    const unitRun = only !== 'e2e' ? (sequential ? runVitest(outDir) : runVitest(outDir, true)) : null;
    if (sequential) await unitRun;
    const e2eRun = only !== 'unit' ? runPlaywright(outDir) : null;
    const [unit, e2e] = await Promise.all([unitRun, e2eRun]);
    if (unit) {
      parts.push(`vitest ${unit.passed} passed, ${unit.failed} failed`);
      total.passed += unit.passed;
      total.failed += unit.failed;
    }
    if (e2e) {
      parts.push(`playwright ${e2e.passed} passed, ${e2e.failed} failed`);
      total.passed += e2e.passed;
      total.failed += e2e.failed;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`\n${parts.join('; ')}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exitCode = total.failed > 0 ? 1 : 0;
}

await main();
