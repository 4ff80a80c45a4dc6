import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

/** Bootstrap: translations first (no flash of raw keys), then the router under the providers. */
async function start(): Promise<void> {
  try {
    await initI18n();
  } catch {
    // A missing locale file leaves raw keys; the app still works.
  }
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first
  // render of the whole shell is not one long task that blocks a phone's main thread (issue 7).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
