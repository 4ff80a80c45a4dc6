import { GroupDetailPage } from '../features/groups/components/GroupDetailPage';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { useSession } from '../features/session/components/session-context';

/** /group-detail/?groupId= (002 §2): documents open through the entitlement check. */
export function Component() {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <GroupDetailPage onOpenDocument={(code) => void openDocument(code)} />
      {dialog}
    </>
  );
}
