import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIhsResolver } from '../use-ihs-resolver';
import type { OpenFound } from '../use-resolve-and-open';
import { ResolvingPage } from './ResolvingPage';

/**
 * Home's ihsResolver parameter at work (000 §2.6): searches, or looks the document up and opens
 * it. A value that names nothing to do is dropped from the address, which shows home.
 */
export function IhsResolverPage({ openFound }: { openFound: OpenFound }) {
  const resolving = useIhsResolver(openFound);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (resolving) return;
    const qs = new URLSearchParams(location.search);
    qs.delete('ihsResolver');
    navigate({ pathname: location.pathname, search: qs.toString() }, { replace: true });
  }, [resolving, location.pathname, location.search, navigate]);
  return resolving ? <ResolvingPage /> : null;
}
