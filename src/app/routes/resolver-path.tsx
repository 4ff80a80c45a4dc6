import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { OPEN_OPTION, isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { ResolvingPage } from '../features/resolver/components/ResolvingPage';
import { resolverPathLookup } from '../features/resolver/resolve-paths';
import { useResolveAndOpen } from '../features/resolver/use-resolve-and-open';
import { useSession } from '../features/session/components/session-context';

/** /DIGITAL_LIBRARY/* and /Standards/*: the path names the document (000 §2.6, 002 §2). */
export function Component() {
  const { account } = useSession();
  const { pathname } = useLocation();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  const lookup = useMemo(() => resolverPathLookup(pathname), [pathname]);
  const openFound = useCallback((code: string) => openDocument(code, { option: OPEN_OPTION.BACKTOHOME }), [openDocument]);
  useResolveAndOpen(lookup, openFound);
  return (
    <>
      <ResolvingPage />
      {dialog}
    </>
  );
}
