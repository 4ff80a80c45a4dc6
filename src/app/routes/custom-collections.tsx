import { CustomCollectionsPage } from '../features/custom-collections/components/CustomCollectionsPage';
import { useSession } from '../features/session/components/session-context';

/** /custom-collections: the account's custom collection (002 §2). */
export function Component() {
  const { tenant } = useSession();
  return <CustomCollectionsPage tenant={tenant} />;
}
