import { DocumentRoute } from './document';

/** /document-view/?contentCode=: no header and footer, the only document route under DRM (001 §2). */
export function Component() {
  return (
    <main className="min-h-dvh bg-ink-50">
      <DocumentRoute viewOnly />
    </main>
  );
}
