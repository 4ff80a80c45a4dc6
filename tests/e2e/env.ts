import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Port of the server the journeys run against (8180 so a developer's :8080 keeps running). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);

/** Origins of the three tenant situations; Chromium resolves *.localhost to loopback. */
export const ORIGINS = {
  main: `http://localhost:${E2E_PORT}`,
  northwind: `http://northwind.localhost:${E2E_PORT}`,
  unknown: `http://unknown.localhost:${E2E_PORT}`,
} as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium when installed (the CI image), else Playwright's own browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  return { executablePath, args: CHROMIUM_ARGS };
}
