import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const INPUTS = ['src/app', 'src/api', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const STAMP = '.build-stamp';

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/** True when dist/ is missing or older than any input of the PWA build. */
export function pwaIsStale(root: string, distDir: string): boolean {
  const stamp = path.join(distDir, STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(distDir, 'index.html'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((i) => newestMtime(path.join(root, i)) > built);
}

/** Builds the PWA with Vite when stale; `npm start` on a fresh clone needs no separate build step. */
export function buildPwaIfStale(root: string, distDir: string, log: (m: string) => void): void {
  if (!pwaIsStale(root, distDir)) return;
  log('building the PWA (dist/ is missing or stale)…');
  const started = Date.now();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('PWA build failed');
  fs.writeFileSync(path.join(distDir, STAMP), new Date().toISOString());
  log(`PWA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
