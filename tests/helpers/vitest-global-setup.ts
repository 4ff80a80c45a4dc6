import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDemoTemplate, TEMPLATE_ENV } from './demo-template';

/** Vitest's global setup: the demo database is seeded and indexed once per run (demo-template.ts). */
export default async function setup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-template-'));
  const file = path.join(dir, 'demo.sqlite');
  await buildDemoTemplate(file);
  process.env[TEMPLATE_ENV] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
