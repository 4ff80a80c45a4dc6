import { UserResourcesPage } from '../features/user-resources/components/UserResourcesPage';
import { useSession } from '../features/session/components/session-context';

/** /user-resources: the support and help page, main tenant only (002 §2). */
export function Component() {
  const { tenant } = useSession();
  return <UserResourcesPage tenant={tenant} />;
}
