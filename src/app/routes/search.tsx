import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { SearchScreen } from '../features/search/components/SearchScreen';
import { useSession } from '../features/session/components/session-context';

/** /content-search, /mysubscription-search, /semantic-search (000 §2.3). */
export function Component() {
  const { tenant, account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  return (
    <>
      <SearchScreen
        tenant={tenant}
        semanticSearchFlag={account.semanticSearchFlag}
        refinementSections={account.refinementSections}
        onOpenDocument={(c, page) => void openDocument(c, page ? { page } : {})}
      />
      {dialog}
    </>
  );
}
