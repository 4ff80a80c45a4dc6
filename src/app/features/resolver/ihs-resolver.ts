import { searchUrlFor } from './resolver-links';

/** The fields an ihsResolver value may carry (000 §2.6). */
export interface IhsResolverFields {
  search: string | null;
  designation: string | null;
  year: string | null;
  status: string | null;
  publisher: string | null;
  page: string | null;
}

/** What the home page does with an ihsResolver value. */
export type IhsResolverAction =
  | { kind: 'search'; url: string }
  /** Look the content code up; open it (with page) or fall back to `fallbackUrl` on 'Not found Content'. */
  | { kind: 'lookup'; designation: string; year: string | null; status: string | null; page: string | null; fallbackUrl: string }
  | { kind: 'none' };

/** Base64 (standard or URL-safe, padding optional) to UTF-8 text; null when it is not base64. */
export function decodeBase64(value: string): string | null {
  const cleaned = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '');
  if (cleaned === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned) || cleaned.length % 4 === 1) return null;
  const padded = cleaned.padEnd(cleaned.length + ((4 - (cleaned.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Decodes the parameter into its fields; null when it is not base64 of a query string. */
export function decodeIhsResolver(value: string): IhsResolverFields | null {
  const text = decodeBase64(value);
  if (text === null) return null;
  const qs = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const get = (k: string) => {
    const v = qs.get(k)?.trim();
    return v ? v : null;
  };
  return {
    search: get('search'),
    designation: get('designation'),
    year: get('year'),
    status: get('status'),
    publisher: get('publisher'),
    page: get('page'),
  };
}

/**
 * 000 §2.6 rules, in order: a designation with a year or status is looked up (content search on
 * 'Not found Content'); a designation alone goes to content search; a search term goes to
 * /content-search/?content={search}[-year]; only a year or status searches for them as the term.
 */
export function ihsResolverAction(f: IhsResolverFields | null): IhsResolverAction {
  if (!f) return { kind: 'none' };
  if (f.designation) {
    if (f.year || f.status) {
      return {
        kind: 'lookup',
        designation: f.designation,
        year: f.year,
        status: f.status,
        page: f.page,
        fallbackUrl: searchUrlFor(f.designation),
      };
    }
    return { kind: 'search', url: searchUrlFor(f.designation) };
  }
  if (f.search) return { kind: 'search', url: searchUrlFor(f.year ? `${f.search}-${f.year}` : f.search) };
  const term = [f.year, f.status].filter(Boolean).join(' ');
  if (term) return { kind: 'search', url: searchUrlFor(term) };
  return { kind: 'none' };
}
