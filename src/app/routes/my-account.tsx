import { useQuery } from '@tanstack/react-query';
import { MyAccountPage } from '../features/account/components/MyAccountPage';
import { accountQueryOptions } from '../features/session/api/get-account';
import { useSession } from '../features/session/components/session-context';

/** /myAccount: my account (002 §2). */
export function Component() {
  const { account } = useSession();
  // The profile screen shows what the server holds: a cache restored right after a save (the
  // persister writes at most once a second) must not show the old address.
  const fresh = useQuery({ ...accountQueryOptions(), refetchOnMount: 'always' });
  return <MyAccountPage profile={(fresh.data ?? account).userAccounts} />;
}
