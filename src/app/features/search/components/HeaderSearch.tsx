import { useLocation, useSearchParams } from 'react-router-dom';
import type { TenantConfig } from '../../../../api/tenant';
import { parseSearchParams, searchModeFromPath } from '../search-url';
import { SearchBar } from './SearchBar';

/** The header's search box (AppHeader searchSlot): on a search page it shows and checks that page's query. */
export function HeaderSearch({
  tenant,
  semanticSearchFlag,
  onOpenDocument,
}: {
  tenant: TenantConfig;
  semanticSearchFlag: boolean;
  onOpenDocument: (contentCode: string) => void;
}) {
  const location = useLocation();
  const [qs] = useSearchParams();
  const pageMode = searchModeFromPath(location.pathname);
  const params = pageMode ? parseSearchParams(qs) : null;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <SearchBar
        tenant={tenant}
        semanticSearchFlag={semanticSearchFlag}
        pageMode={pageMode}
        initialContent={params?.content ?? ''}
        initialStype={params?.stype ?? 'A'}
        variant="header"
        onOpenDocument={onOpenDocument}
      />
    </div>
  );
}
