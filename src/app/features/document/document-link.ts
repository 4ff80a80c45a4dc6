/** The document screens' paths (000 §2.1), relative to the app's base path. */
const DOCUMENT_PATHS = new Set(['/document', '/document-view']);

/** The content code of a document link (`/document?contentCode=…` under the base path), else null. */
export function documentLinkContentCode(basename: string, location: Pick<Location, 'pathname' | 'search'>): string | null {
  const path = (location.pathname.slice(basename.length) || '/').replace(/(.)\/+$/, '$1');
  if (!DOCUMENT_PATHS.has(path)) return null;
  return new URLSearchParams(location.search).get('contentCode')?.trim() || null;
}

let earlyOpen: Promise<typeof import('./early-open')> | null = null;

/**
 * Starts loading the early start's code (early-open.ts) when the address is a document link:
 * every other launch, home first among them, never needs it, nor the document contract it
 * brings. Called at the top of start-up, so the code is there by the time the session is.
 */
export function loadDocumentEarly(basename: string, location: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (!documentLinkContentCode(basename, location)) return null;
  return (earlyOpen ??= import('./early-open').catch((e: unknown) => {
    earlyOpen = null;
    throw e;
  }));
}

/** The early start of a document link (early-open.ts); nothing on any other address. */
export function startDocumentEarlyOnLink(basename: string): void {
  // A failed load only loses the head start: the screen makes its own calls as it always did.
  void loadDocumentEarly(basename)?.then(
    (m) => m.startDocumentEarly(basename),
    () => undefined,
  );
}
