/**
 * Reads the demo catalogue the journey server seeded (its DATA_DIR is E2E_DATA_DIR, see
 * playwright.config.ts), so the journeys name real designations and content codes instead of
 * copies of the seed's output that would go stale when the seed changes.
 */
import { queryServerDb } from './server-db';

/** One seeded document as the journeys need it. */
export interface CatalogueDocument {
  contentCode: string;
  designation: string;
  designationNo: string;
  status: string;
  publisherCode: string;
  publisherName: string;
  languageCode: string;
}

/** Every document (translations included) of the journey server's catalogue, in id order. */
export function readCatalogue(): CatalogueDocument[] {
  return queryServerDb<CatalogueDocument>(
    `select d.content_code as contentCode, d.designation, d.designation_no as designationNo, d.status,
            p.code as publisherCode, p.name as publisherName, d.language_code as languageCode
       from documents d join publishers p on p.id = d.publisher_id
      order by d.id`,
  );
}

/**
 * An active edition of `publisherCode` whose designation has no translation, no dual (/) form
 * and no other active edition: opening it by designation has exactly one right answer.
 */
export function plainActiveDocument(catalogue: CatalogueDocument[], publisherCode: string, skip = 0): CatalogueDocument {
  const candidates = catalogue.filter(
    (d) =>
      d.publisherCode === publisherCode &&
      d.status === 'Active' &&
      d.languageCode === 'en-US' &&
      !d.designation.includes('/') &&
      /^[A-Z]+\d+$/.test(d.designation) &&
      // No translation and no second active edition share the designation.
      catalogue.filter((o) => o.designation === d.designation && o.status === 'Active').length === 1,
  );
  const doc = candidates[skip];
  if (!doc) throw new Error(`the catalogue has no plain active ${publisherCode} document #${skip}`);
  return doc;
}

/** A historical (superseded) edition of `publisherCode`, for the historical resolver path. */
export function historicalDocument(catalogue: CatalogueDocument[], publisherCode: string): CatalogueDocument {
  const doc = catalogue.find(
    (d) =>
      d.publisherCode === publisherCode &&
      d.status === 'Historical' &&
      d.languageCode === 'en-US' &&
      /^[A-Z]+\d+$/.test(d.designation),
  );
  if (!doc) throw new Error(`the catalogue has no historical ${publisherCode} document`);
  return doc;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
