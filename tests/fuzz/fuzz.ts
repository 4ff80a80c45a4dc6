/**
 * `npm run fuzz`: the contract fuzzer against a real server on a fresh demo database, signed in
 * as a demo user (`--cases 10000 --seed 1 --email ivy@example.com`). Prints the figures and every
 * failure, and exits 1 on any. Schemathesis is run as well when the script can install it from
 * PyPI into tests/fuzz/.venv (`--schemathesis`): this machine's package index does not carry it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzDemoServer } from './harness';
import { summary } from './summary';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Installs Schemathesis into a virtual environment of its own; false when the index lacks it. */
function schemathesisAvailable(): string | null {
  const venv = join(fileURLToPath(new URL('.', import.meta.url)), '.venv');
  const st = join(venv, 'bin', 'st');
  if (existsSync(st)) return st;
  if (spawnSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' }).status !== 0) return null;
  const pip = spawnSync(join(venv, 'bin', 'pip'), ['install', '--quiet', 'schemathesis'], { stdio: 'inherit' });
  return pip.status === 0 && existsSync(st) ? st : null;
}

async function main(): Promise<void> {
  const cases = Number(arg('cases', '10000'));
  const seed = Number(arg('seed', '1'));
  const email = arg('email', 'ivy@example.com');
  if (process.argv.includes('--schemathesis') && !schemathesisAvailable()) {
    console.log('Schemathesis could not be installed from the configured package index; only the contract fuzzer runs.');
  }
  const { report, seconds } = await fuzzDemoServer({ cases, seed, email });
  console.log(summary(report, seconds, { seed, email }));
  process.exit(report.failures.length ? 1 : 0);
}

void main();
