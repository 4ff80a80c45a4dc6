import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { OPEN_OPTION, isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { ResolvingPage } from '../features/resolver/components/ResolvingPage';
import { resolveTypeLookup, type LookupRequest } from '../features/resolver/resolve-paths';
import { useResolveAndOpen } from '../features/resolver/use-resolve-and-open';
import { useSession } from '../features/session/components/session-context';

/** The resolving screen for every resolver route: opens what the lookup finds (Back goes home), else home (000 §2.6). */
export function ResolveRoute({ lookup }: { lookup: LookupRequest | null }) {
  const { account } = useSession();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  const openFound = useCallback((code: string) => openDocument(code, { option: OPEN_OPTION.BACKTOHOME }), [openDocument]);
  useResolveAndOpen(lookup, openFound);
  return (
    <>
      <ResolvingPage />
      {dialog}
    </>
  );
}

/** /resolve/{type}: SUBSCRIPTION or EDIT with an edit value opens that document; otherwise home (000 §2.6). */
export function Component() {
  const { type } = useParams();
  const [qs] = useSearchParams();
  const lookup = useMemo(() => resolveTypeLookup(type, qs), [type, qs]);
  return <ResolveRoute lookup={lookup} />;
}
