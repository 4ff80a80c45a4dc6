import { getAuth } from './auth';
import { rememberUser, rememberedUser } from './offline-session';
import { wipeOfflineUserData } from './offline-wipe';
import { queryClient } from './query-client';

/**
 * A user has signed in (callback) or is known signed in (start): the device's offline data is
 * theirs from now on. When it belonged to someone else, that is wiped first, so a shared
 * device never shows one user's persisted screens, documents or queued changes to another.
 */
export async function adoptSignedInUser(): Promise<void> {
  let sub: string | undefined;
  try {
    sub = (await getAuth().getIdTokenClaims())?.sub;
  } catch {
    return;
  }
  if (!sub) return;
  const before = rememberedUser();
  if (before !== null && before !== sub) {
    await wipeOfflineUserData();
    queryClient.clear();
  }
  rememberUser(sub);
}
