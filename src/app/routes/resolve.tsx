import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { OPEN_OPTION, isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { ResolvingPage } from '../features/resolver/components/ResolvingPage';
import { resolveTypeLookup } from '../features/resolver/resolve-paths';
import { useResolveAndOpen } from '../features/resolver/use-resolve-and-open';
import { useSession } from '../features/session/components/session-context';

/** /resolve/{type}: SUBSCRIPTION or EDIT with an edit value opens that document; otherwise home (000 §2.6). */
export function Component() {
  const { account } = useSession();
  const { type } = useParams();
  const [qs] = useSearchParams();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  const lookup = useMemo(() => resolveTypeLookup(type, qs), [type, qs]);
  const openFound = useCallback((code: string) => openDocument(code, { option: OPEN_OPTION.BACKTOHOME }), [openDocument]);
  useResolveAndOpen(lookup, openFound);
  return (
    <>
      <ResolvingPage />
      {dialog}
    </>
  );
}
