/** The dates a home card may carry (000 §3 home card document). */
export interface CardDates {
  documentType: string | null;
  lastUpdateDate: string | null;
  publishDate: string | null;
  publishedOnlineDate: string | null;
}

/** What a card footer says: a label key and the ISO date it shows. */
export interface CardFooter {
  labelKey: 'home.card.published' | 'home.card.lastUpdated';
  date: string;
}

/** Research reports are dated by publication, not by update. */
export function isResearchReport(documentType: string | null): boolean {
  return (documentType ?? '').toLowerCase().replace(/[\s_-]+/g, '') === 'researchreport';
}

/**
 * 000 §2.6: 'Published' for research reports, 'Last updated' for the others; when the card's own
 * date is missing, fall back to the published date, then the published-online date.
 */
export function cardFooter(doc: CardDates): CardFooter | null {
  const fallback = doc.publishDate || doc.publishedOnlineDate || null;
  if (isResearchReport(doc.documentType)) {
    return fallback ? { labelKey: 'home.card.published', date: fallback } : null;
  }
  if (doc.lastUpdateDate) return { labelKey: 'home.card.lastUpdated', date: doc.lastUpdateDate };
  return fallback ? { labelKey: 'home.card.published', date: fallback } : null;
}
