/** A content-code lookup the resolver pages make (the designation call of 000 §7). */
export interface LookupRequest {
  designation: string;
  /** Asked first when set: the path may name a publication by its asset id (002 §7). */
  assetId?: string;
  year?: string;
  status?: string;
}

/**
 * /resolve/{type} (000 §2.6): a type SUBSCRIPTION or EDIT with an `edit` query value resolves
 * that designation; anything else has nothing to resolve (the page sends the user home).
 */
export function resolveTypeLookup(type: string | undefined, qs: URLSearchParams): LookupRequest | null {
  const t = (type ?? '').toUpperCase();
  const edit = qs.get('edit')?.trim();
  if ((t === 'SUBSCRIPTION' || t === 'EDIT') && edit) return { designation: edit };
  return null;
}

const STATUS_SEGMENTS: Record<string, string> = { historical: 'Historical', withdrawn: 'Withdrawn' };

/** Last path segment without a file extension (links often end in .htm or .pdf). */
function lastSegment(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return (segments.at(-1) ?? '').replace(/\.(html?|pdf)$/i, '').trim();
}

/**
 * /DIGITAL_LIBRARY/… and /Standards/… (000 §2.6, 002 §2): the last segment names the document.
 * A path through a historical or withdrawn folder carries designation and year split on the last
 * dash of that segment (D1234-19 -> D1234, 19) and status Historical or Withdrawn; otherwise the
 * whole segment is the designation (its year suffix, if any, is for the lookup to read).
 */
export function resolverPathLookup(path: string): LookupRequest | null {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  const last = lastSegment(path);
  if (!last || parts.length < 2) return null;
  const statusPart = parts.slice(1, -1).find((p) => p in STATUS_SEGMENTS);
  if (statusPart) {
    const dash = last.lastIndexOf('-');
    const status = STATUS_SEGMENTS[statusPart];
    if (dash <= 0 || !/^\d{2,4}$/.test(last.slice(dash + 1))) return { designation: last, status };
    return { designation: last.slice(0, dash), year: last.slice(dash + 1), status };
  }
  // Digital library titles (journals, manuals) are named by asset id; a designation is the fallback.
  if (parts[0] === 'digital_library') return { designation: last, assetId: last };
  return { designation: last };
}
