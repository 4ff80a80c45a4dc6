/**
 * The server's PWA build. `npm start` builds the app first when dist/ (DIST_DIR) is missing or older
 * than its sources, with Vite, a devDependency; `npm run build` builds it ahead and leaves the same
 * stamp, so a production install (`npm ci --omit=dev`, no Vite) starts on the prebuilt dist/.
 * SKIP_PWA_BUILD=1 (read in server.ts) skips the check and the build and serves dist/ as it is:
 * for processes that share a dist/ another one built, and for tests that need no app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const INPUTS = ['src/app', 'src/api', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
/** Written into dist/ by every build (this one and `vite build`'s); its time says how fresh dist/ is. */
export const BUILD_STAMP = '.build-stamp';
const STAMP = BUILD_STAMP;

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
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!fs.existsSync(vite)) {
    // A production install has no Vite: a built app is served as it is, none is an error.
    if (fs.existsSync(path.join(distDir, 'index.html'))) {
      log('dist/ looks older than its sources, but Vite is not installed (npm ci --omit=dev): serving it as built');
      return;
    }
    throw new Error('dist/ has no built app and Vite is not installed: run `npm run build` with the devDependencies first');
  }
  log('building the PWA (dist/ is missing or stale)…');
  const started = Date.now();
  const res = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('PWA build failed');
  fs.writeFileSync(path.join(distDir, STAMP), new Date().toISOString());
  log(`PWA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
