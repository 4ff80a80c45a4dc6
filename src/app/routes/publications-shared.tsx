import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { useSession } from '../features/session/components/session-context';
import { SharedPublicationsPage } from '../features/sharing/components/SharedPublicationsPage';

/** /publicationsShared: My Publications Shared (002 §2). */
export function Component() {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <SharedPublicationsPage onOpenDocument={(code) => void openDocument(code)} />
      {dialog}
    </>
  );
}
