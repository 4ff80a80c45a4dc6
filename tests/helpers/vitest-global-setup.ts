import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV } from './demo-template';

/**
 * The server tests' global setup: a folder for this run's demo template, which the first test that
 * needs the demo catalogue builds (demo-template.ts) — a run of tests that need none seeds nothing.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-template-'));
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
