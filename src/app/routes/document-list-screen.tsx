import type { ComponentType } from 'react';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { useSession } from '../features/session/components/session-context';

/**
 * A list screen whose rows open documents: every row goes through the same entitlement check and
 * dialog, in the session's DRM mode, so the list screens cannot differ in how a document opens.
 */
export function DocumentListScreen({ list: List }: { list: ComponentType<{ onOpenDocument: (contentCode: string) => void }> }) {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <List onOpenDocument={(code) => void openDocument(code)} />
      {dialog}
    </>
  );
}
