/**
 * Playwright journeys against the REAL server (src/server/server.ts) on a fresh data directory.
 * Two projects: a Pixel-sized phone and a desktop window, both Chromium.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, chromiumLaunchOptions } from './env';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

// The config is evaluated by the runner and again in every worker: create the data directory
// once and hand it to the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bearing-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(ROOT, 'test-results'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry everywhere: on a loaded two-core machine a journey can miss a timeout once; a real
  // failure fails twice, and a flaky pass is reported as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['line']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // Tracing every journey costs the browsers about a fifth of their CPU; a failure is retried
    // once anyway, and that retry records the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    // Most journeys run as a first visit does, before the service worker has installed: installing
    // it precaches the whole shell (about 130 files) in every new context, a fifth of a short
    // journey's time. The journeys of what it does (offline, launches, updates, CSP) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions() },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/server.ts',
    cwd: ROOT,
    url: `http://localhost:${E2E_PORT}/api/health`,
    // The server builds the PWA first when its dist is missing or stale (src/server/build-pwa.ts).
    timeout: 300_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: process.env.E2E_SERVER_LOG === '1' ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A private build: another `npm start` rebuilding dist/ mid-run cannot pull files from
      // under the journeys, and the journeys always test the current sources.
      DIST_DIR: join(process.env.E2E_DATA_DIR, 'dist'),
      SEED_DOCUMENTS: process.env.SEED_DOCUMENTS ?? '60',
      // One heavy handbook (MSA HB12-24, 20 MB) for the real-document journeys, made once per
      // machine in a shared cache rather than per run.
      SEED_HEAVY: process.env.SEED_HEAVY ?? '1',
      // Previews render when a journey asks for one: warming every document's first page would
      // only compete with the journeys for the two cores.
      PREVIEW_WARM: process.env.PREVIEW_WARM ?? '0',
      HEAVY_CACHE_DIR: process.env.HEAVY_CACHE_DIR ?? join(tmpdir(), 'bearing-heavy-cache'),
      LOG_LEVEL: 'warn',
    },
  },
});
