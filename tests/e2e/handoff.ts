import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORIGINS } from './env';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** A hand-off link as `npm run demo:handoff -- <email>` prints it, for the journey server. */
export function handoffLink(email: string, ...options: string[]): string {
  const out = execFileSync(
    'node',
    ['--import', 'tsx', 'src/server/operations/demo-handoff.ts', email, '--origin', ORIGINS.main, ...options],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
  return out.trim().split('\n').pop()!;
}
