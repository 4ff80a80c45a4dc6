/**
 * A short account of each failed journey, printed just above the summary line: CI keeps only the
 * tail of the output, and a failure on another machine is fixed from this or not at all.
 */

interface PwResult {
  status: string;
  error?: { message?: string };
  errors?: Array<{ message?: string }>;
}
interface PwTest {
  projectName: string;
  status: string;
  results: PwResult[];
}
interface PwSpec {
  title: string;
  file: string;
  line: number;
  tests: PwTest[];
}
interface PwSuite {
  title: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}
export interface PwReport {
  suites?: PwSuite[];
  errors?: Array<{ message?: string }>;
}

const ANSI = /\u001b\[[0-9;]*m/g;
const MAX_LINES = 14;

function clip(message: string): string {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .filter((l) => l.trim() !== '');
  return lines
    .slice(0, MAX_LINES)
    .map((l) => `      ${l.slice(0, 240)}`)
    .join('\n');
}

function* failedTests(suites: PwSuite[], path: string[] = []): Generator<{ name: string; test: PwTest }> {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected')
          yield { name: `${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}`, test };
      }
    }
    yield* failedTests(suite.suites ?? [], here);
  }
}

/** Lines describing every failed test (each attempt's first error) and every global error. */
export function failureDigest(report: PwReport): string[] {
  const out: string[] = [];
  for (const { name, test } of failedTests(report.suites ?? [])) {
    out.push(`  ✘ [${test.projectName}] ${name}`);
    test.results.forEach((r, i) => {
      const message = r.error?.message ?? r.errors?.[0]?.message ?? r.status;
      out.push(`    attempt ${i + 1} (${r.status}):`, clip(message));
    });
  }
  for (const e of report.errors ?? []) out.push('  ✘ global error:', clip(e.message ?? 'unknown'));
  return out;
}
