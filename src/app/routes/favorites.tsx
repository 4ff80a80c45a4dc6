import { FavoritesPage } from '../features/favorites/components/FavoritesPage';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { useSession } from '../features/session/components/session-context';

/** /favorites: my favorites (000 §2.1). */
export function Component() {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <FavoritesPage onOpenDocument={(code) => void openDocument(code)} />
      {dialog}
    </>
  );
}
