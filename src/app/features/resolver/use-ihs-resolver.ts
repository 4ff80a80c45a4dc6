import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { decodeIhsResolver, ihsResolverAction } from './ihs-resolver';
import { useResolveAndOpen, type OpenFound } from './use-resolve-and-open';

/** Home's ihsResolver query parameter (000 §2.6): search, or look up and open the document. Returns true while resolving. */
export function useIhsResolver(openFound: OpenFound): boolean {
  const [qs] = useSearchParams();
  const navigate = useNavigate();
  const raw = qs.get('ihsResolver');
  const action = useMemo(() => (raw ? ihsResolverAction(decodeIhsResolver(raw)) : { kind: 'none' as const }), [raw]);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || action.kind !== 'search') return;
    handled.current = true;
    navigate(action.url, { replace: true });
  }, [action, navigate]);
  const lookup = useMemo(
    () =>
      action.kind === 'lookup'
        ? {
            designation: action.designation,
            ...(action.year ? { year: action.year } : {}),
            ...(action.status ? { status: action.status } : {}),
          }
        : null,
    [action],
  );
  useResolveAndOpen(lookup, openFound, {
    active: action.kind === 'lookup',
    page: action.kind === 'lookup' ? action.page : null,
    fallbackUrl: action.kind === 'lookup' ? action.fallbackUrl : '/home',
  });
  return action.kind !== 'none';
}
