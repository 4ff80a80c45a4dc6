import { ACCOUNT_LOGOUT_PATH, logoutReply } from '../../../../api/account';
import { http } from '../../../lib/http';
import { signOutOfProvider } from '../../../lib/auth';
import { stopPersistingQueries } from '../../../lib/query-persist';

/** POST api/account/logout. */
export const postLogout = () => http.post(ACCOUNT_LOGOUT_PATH, logoutReply);

/** Logout = the server's logout, then the provider's (src/README.md §5: wipe user data). */
export async function logout(clear: () => void | Promise<void>): Promise<void> {
  try {
    await postLogout();
  } catch {
    // The provider logout below still ends the session; a failed server call must not trap the user.
  }
  stopPersistingQueries();
  // Awaited: the provider redirect below unloads the page, which would abort unfinished wipes.
  await clear();
  await signOutOfProvider();
}
