import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleError } from '../../lib/query-client';
import { lookupContentCode } from './api/lookup-content-code';
import type { LookupRequest } from './resolve-paths';

/** How a resolver opens what it found (the open-document feature's entitlement-checked open). */
export type OpenFound = (contentCode: string, page: string | null) => void | Promise<void>;

/**
 * Runs one content-code lookup and opens the document; 'Not found Content' (or nothing to look
 * up) goes to `fallbackUrl` (home by default, 000 §2.6). Runs once per mount.
 */
export function useResolveAndOpen(
  lookup: LookupRequest | null,
  openFound: OpenFound,
  opts: { page?: string | null; fallbackUrl?: string; active?: boolean } = {},
) {
  const navigate = useNavigate();
  const started = useRef(false);
  const { page = null, fallbackUrl = '/home', active = true } = opts;
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    if (!lookup) {
      navigate(fallbackUrl, { replace: true });
      return;
    }
    lookupContentCode(lookup)
      .then((code) => (code ? openFound(code, page) : navigate(fallbackUrl, { replace: true })))
      .catch((e) => {
        handleError(e, undefined);
        navigate(fallbackUrl, { replace: true });
      });
  }, [active, lookup, openFound, page, fallbackUrl, navigate]);
}
