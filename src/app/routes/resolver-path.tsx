import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { resolverPathLookup } from '../features/resolver/resolve-paths';
import { ResolveRoute } from './resolve';

/** /DIGITAL_LIBRARY/* and /Standards/*: the path names the document (000 §2.6, 002 §2). */
export function Component() {
  const { pathname } = useLocation();
  const lookup = useMemo(() => resolverPathLookup(pathname), [pathname]);
  return <ResolveRoute lookup={lookup} />;
}
