import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Each start-up break ends a task of the start-up code's evaluation (lib/start-up-breaks).
import './lib/start-up-breaks/after-react';
import './styles.css';
import { Providers } from './app/providers';
import './lib/start-up-breaks/after-providers';
import { AppRouter, preloadCurrentScreen } from './app/router';
import './lib/start-up-breaks/after-router';
import { startSessionEarly, startTenantEarly } from './app/early-session';
import { loadDocumentEarly, startDocumentEarlyOnLink } from './features/document/document-link';
import { basePath } from './lib/auth';
import { initI18n } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { warmIntl } from './lib/intl-formats';
import { restoreKeptSession } from './lib/kept-session';

/** Bootstrap: translations first (no flash of raw keys), then the router under the providers. */
async function start(): Promise<void> {
  // Evaluating the start-up code is one long task already: each step below starts a task of its
  // own, so none of them lengthens another on a phone's main thread.
  await nextTask();
  // A document link's page 1 the server already put in the shell. Only such a shell has the layer,
  // so only it loads the code that takes the layer over; without that code the layer must not stay.
  const firstPage = document.getElementById('first-page')
    ? import('./app/first-page').then(
        (m) => m.takeOverFirstPage(),
        () => document.getElementById('first-page')?.remove(),
      )
    : null;
  // A document link's early start loads its code now, beside the session restore below.
  loadDocumentEarly(basePath())?.catch(() => undefined);
  await nextTask();
  startTenantEarly();
  // The first screen's code starts downloading in a task of its own while the kept session is
  // read: asking for a screen's modules costs the main thread a little per module, and in the same
  // task as the session start it would make one long task of the two.
  setTimeout(() => preloadCurrentScreen(basePath() || '/'), 0);
  // A launch (a new browsing context) finds the sign-in kept from the last one: no redirect.
  await restoreKeptSession();
  // The session's calls start now, not after translations and the first render.
  startSessionEarly();
  // A document link's metadata and first page start now, not after the session start; once a
  // layer's page is adopted, so that its reply is taken rather than asked for again.
  void Promise.resolve(firstPage).then(() => startDocumentEarlyOnLink(basePath()));
  try {
    // Locale data for the dates the first screen shows loads while the translations download.
    await initI18n(warmIntl);
  } catch {
    // A missing locale file leaves raw keys; the app still works.
  }
  // The layer's reply must be adopted before the reader asks for its page.
  await firstPage;
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
