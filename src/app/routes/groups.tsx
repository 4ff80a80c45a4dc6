import { GroupsPage } from '../features/groups/components/GroupsPage';
import { useSession } from '../features/session/components/session-context';

/** /groups (002 §2). */
export function Component() {
  const { account } = useSession();
  return <GroupsPage accountId={account.selectedAccountId} />;
}
