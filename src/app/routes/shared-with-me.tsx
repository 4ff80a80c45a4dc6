import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { useSession } from '../features/session/components/session-context';
import { SharedDocumentsPage } from '../features/sharing/components/SharedDocumentsPage';

/** /sharedWithMe: My Shared Documents (002 §2). */
export function Component() {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <SharedDocumentsPage onOpenDocument={(code) => void openDocument(code)} />
      {dialog}
    </>
  );
}
