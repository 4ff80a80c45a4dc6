import type { DocumentDraft } from '../../content/draft';
import type { PublisherMatch } from '../../repositories/content-writes';
import { Refusal } from '../../content/refusal';
import { contentCodeOf } from '../documents/content-code';

/*
 * Which edition a delivered document is: its publisher (the originator the file names, matched
 * to a publisher's code, name or subscription, else the import's --publisher), its designation
 * number (the printed designation without the publisher's prefix) and its family (the undated
 * designation). A translation is decided later, against the catalogue (publish.ts).
 */

export interface EditionIdentity {
  publisher: PublisherMatch;
  /** As printed: "MSA E102-16", "ISO 13849-1:2006". */
  printed: string;
  /** Without the publisher's code: "E102-16". */
  designationNo: string;
  /** The family's value: "E102". */
  family: string;
  language: string;
  /** The content code when the edition is not a translation. */
  contentCode: string;
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The publisher a delivery names (code, name or subscription), or the fallback code's. */
export function matchPublisher(named: string | null, publishers: PublisherMatch[], fallback: string | null): PublisherMatch {
  if (named) {
    const key = fold(named);
    const found =
      publishers.find((p) => fold(p.code) === key) ??
      publishers.find((p) => fold(p.name) === key) ??
      publishers.find((p) => p.aliases.some((a) => fold(a) === key));
    if (found) return found;
  }
  if (fallback) {
    const key = fold(fallback);
    const found = publishers.find((p) => fold(p.code) === key);
    if (!found)
      throw new Refusal(
        `cannot be imported under ${fallback}: no publisher has that code (codes: ${publishers.map((p) => p.code).join(', ')})`,
      );
    return found;
  }
  if (named) throw new Refusal(`names the publisher "${named}", which Bearing does not know: import it with --publisher CODE`);
  throw new Refusal('names no publisher: import it with --publisher CODE');
}

/** "MSA E102-16" → "E102-16" for MSA; a designation of another originator stays whole. */
export function withoutPublisher(printed: string, code: string): string {
  const p = printed.trim();
  const prefix = new RegExp(`^${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s/-]+`, 'i');
  const rest = p.replace(prefix, '');
  return rest.trim() || p;
}

/** The family of a dated designation with no undated form: its year (":2019", ":2019-05", "-2019") dropped. */
export function undatedOf(printed: string): string {
  return printed.replace(/\s*(:\s*(19|20)\d{2}(-\d{2})?|-(19|20)\d{2})(\s*\(.*\))?$/, '').trim() || printed;
}

const MAX_DESIGNATION = 200;

export function identify(d: DocumentDraft, publishers: PublisherMatch[], fallbackPublisher: string | null): EditionIdentity {
  const publisher = matchPublisher(d.publisher, publishers, fallbackPublisher);
  const printed = (d.printed ?? '').replace(/\s+/g, ' ').trim();
  if (!printed)
    throw new Refusal(
      'has no designation: its STS metadata names none (std-ref, std-ident); give it one there or in a manifest row',
    );
  if (printed.length > MAX_DESIGNATION) throw new Refusal(`has a designation longer than ${MAX_DESIGNATION} characters`);
  const designationNo = withoutPublisher(printed, publisher.code);
  const family = d.family ?? withoutPublisher(d.undated ?? undatedOf(printed), publisher.code);
  return {
    publisher,
    printed,
    designationNo,
    family,
    language: d.language ?? 'en',
    contentCode: contentCodeOf(publisher.code, designationNo),
  };
}
