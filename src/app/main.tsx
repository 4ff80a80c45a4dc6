import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { Providers } from './app/providers';
import { AppRouter, preloadCurrentScreen } from './app/router';
import { startSessionEarly, startTenantEarly } from './app/early-session';
import { startDocumentEarly } from './features/document/early-open';
import { takeOverFirstPage } from './app/first-page';
import { basePath } from './lib/auth';
import { initI18n } from './lib/i18n';
import { restoreKeptSession } from './lib/kept-session';

/** Bootstrap: translations first (no flash of raw keys), then the router under the providers. */
async function start(): Promise<void> {
  // A document link's page 1 the server already put in the shell.
  takeOverFirstPage();
  startTenantEarly();
  // A launch (a new browsing context) finds the sign-in kept from the last one: no redirect.
  await restoreKeptSession();
  // The session's calls start now, not after translations and the first render.
  startSessionEarly();
  // The first screen's code downloads while the translations load.
  preloadCurrentScreen(basePath() || '/');
  // A document link's metadata and first page start now, not after the session start.
  startDocumentEarly(basePath());
  try {
    await initI18n();
  } catch {
    // A missing locale file leaves raw keys; the app still works.
  }
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first
  // Render of the whole shell is not one long task that blocks a phone's main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
