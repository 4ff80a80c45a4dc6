import { attr, childElements, descendants, firstChild, local, textOf, type XmlElement } from '../xml';

/*
 * The front matter of an STS document (NISO STS std-meta, ISO STS iso-meta, national nat-meta,
 * regional reg-meta): who published it, what it is called in each language, its edition and
 * date, its subjects. An adoption (a national edition of a regional or international standard)
 * is named by its outermost metadata: the national designation is the one its readers look for.
 */

/** A relation to another document (std-xref): translation-of, supplement-to, related, replaced-by… */
export interface StsRelation {
  type: string;
  ref: string;
}

export interface StsMetadata {
  /** The element the metadata came from. */
  source: 'nat-meta' | 'reg-meta' | 'std-meta' | 'iso-meta';
  originator: string | null;
  docType: string | null;
  docNumber: string | null;
  partNumber: string | null;
  edition: string | null;
  /** The undated reference ("ISO 13849-1"): the family. */
  undated: string | null;
  /** The dated reference ("ISO 13849-1:2006"): this edition. */
  dated: string | null;
  /** Full title per language code (lower-case primary tag first as found: "en", "fr", "en-us"). */
  titles: Record<string, string>;
  language: string | null;
  /** ISO date (YYYY-MM-DD) of the release, completed with the first month or day when only a year or month is given. */
  releaseDate: string | null;
  ics: string[];
  committee: string | null;
  keywords: string[];
  abstract: string | null;
  copyright: string | null;
  relations: StsRelation[];
  /** custom-meta name → value, names lower-cased. */
  custom: Record<string, string>;
}

const META_ORDER = ['nat-meta', 'reg-meta', 'std-meta', 'iso-meta'] as const;

/** "2006-11", "20061101", "2006-11-01T…" → "2006-11-01"; null when it is no date. */
export function normaliseDate(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const s = raw.trim();
  const m = /^(\d{4})(?:-?(\d{2}))?(?:-?(\d{2}))?/.exec(s);
  if (!m) return null;
  const [, y, mo = '01', d = '01'] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${y}-${mo}-${d}`;
}

function titleOf(wrap: XmlElement): string {
  const full = textOf(firstChild(wrap, 'full'));
  if (full) return full;
  const parts = ['intro', 'main', 'compl'].map((n) => textOf(firstChild(wrap, n))).filter(Boolean);
  if (parts.length) return parts.join(' — ');
  return textOf(wrap);
}

/** The metadata elements of a document's front (or an adoption's front), outermost first. */
export function metaElements(front: XmlElement): XmlElement[] {
  const found = childElements(front).filter((e) => (META_ORDER as readonly string[]).includes(local(e.name)));
  return found.sort((a, b) => META_ORDER.indexOf(local(a.name) as never) - META_ORDER.indexOf(local(b.name) as never));
}

/** Reads one metadata element; `fallbackLanguage` is the document's xml:lang. */
export function readMetadata(meta: XmlElement, fallbackLanguage: string | null): StsMetadata {
  const ident = firstChild(meta, 'std-ident');
  const identText = (name: string) => textOf(firstChild(ident, name)) || null;
  const refs = childElements(meta, 'std-ref');
  const refOf = (type: string) => textOf(refs.find((r) => attr(r, 'type') === type)) || null;
  const titles: Record<string, string> = {};
  for (const wrap of childElements(meta, 'title-wrap')) {
    const lang = (attr(wrap, 'lang') ?? fallbackLanguage ?? 'en').toLowerCase();
    const title = titleOf(wrap);
    if (title && !titles[lang]) titles[lang] = title;
  }
  const custom: Record<string, string> = {};
  for (const cm of descendants(meta, 'custom-meta')) {
    const name = textOf(firstChild(cm, 'meta-name')).toLowerCase();
    if (name) custom[name] = textOf(firstChild(cm, 'meta-value'));
  }
  const relations: StsRelation[] = childElements(meta, 'std-xref').map((x) => ({
    type: attr(x, 'type') ?? 'related',
    ref: textOf(firstChild(x, 'std-ref')) || textOf(x),
  }));
  const permissions = firstChild(meta, 'permissions');
  const copyright =
    textOf(firstChild(permissions, 'copyright-statement')) ||
    [textOf(firstChild(permissions, 'copyright-year')), textOf(firstChild(permissions, 'copyright-holder'))]
      .filter(Boolean)
      .join(' ') ||
    null;
  const release = firstChild(meta, 'release-date') ?? firstChild(meta, 'pub-date');
  const ics = descendants(meta, 'ics')
    .map((e) => (descendants(e, 'ics-code')[0] ? textOf(descendants(e, 'ics-code')[0]) : textOf(e)))
    .map((code) => code.split(/\s/)[0])
    .filter((code) => /^\d{2}(\.\d{3}(\.\d{2})?)?$/.test(code));
  const language = textOf(firstChild(meta, 'content-language')) || fallbackLanguage;
  const originator = identText('originator');
  const docNumber = identText('doc-number');
  const partNumber = identText('part-number');
  const builtUndated = originator && docNumber ? `${originator} ${docNumber}${partNumber ? `-${partNumber}` : ''}` : null;
  const releaseDate = normaliseDate(release ? (attr(release, 'iso-8601-date') ?? textOf(release)) : null);
  return {
    source: local(meta.name) as StsMetadata['source'],
    originator,
    docType: identText('doc-type'),
    docNumber,
    partNumber,
    edition: identText('edition'),
    undated: refOf('undated') || textOf(firstChild(meta, 'doc-ref')) || builtUndated || null,
    dated: refOf('dated') || (builtUndated && releaseDate ? `${builtUndated}:${releaseDate.slice(0, 4)}` : null),
    titles,
    language: language ? language.toLowerCase() : null,
    releaseDate,
    ics: [...new Set(ics)],
    committee: textOf(firstChild(meta, 'comm-ref')) || null,
    keywords: descendants(meta, 'kwd').map(textOf).filter(Boolean),
    abstract: textOf(firstChild(meta, 'abstract')) || null,
    copyright,
    relations,
    custom,
  };
}
