import type { CompassPoint } from '../../../../api/compass-points';

/*
 * Compass points as W3C Web Annotations (https://www.w3.org/TR/annotation-model/), so a team can
 * take its notes on a standard to any tool that reads the standard format. The target names the
 * edition's document address; two selectors place the note: the quoted text with its context
 * (TextQuoteSelector, which survives re-pagination) and the PDF page (FragmentSelector per
 * RFC 3778, `page=N`).
 */

const PDF_FRAGMENT = 'http://tools.ietf.org/rfc/rfc3778';

export function toWebAnnotation(p: CompassPoint, origin: string) {
  const body: object[] = [{ type: 'TextualBody', purpose: 'tagging', value: p.name, format: 'text/plain' }];
  if (p.description) body.push({ type: 'TextualBody', purpose: 'commenting', value: p.description, format: 'text/plain' });
  if (p.overlayDetails) body.push({ type: 'TextualBody', purpose: 'describing', value: p.overlayDetails, format: 'text/plain' });
  const quote: Record<string, string> = { type: 'TextQuoteSelector', exact: p.selectionMetadata.selectionText };
  if (p.selectionData.prefix) quote.prefix = p.selectionData.prefix;
  if (p.selectionData.suffix) quote.suffix = p.selectionData.suffix;
  return {
    id: `${origin}/compasspoint/${encodeURIComponent(p.compassPointUUID)}`,
    type: 'Annotation',
    motivation: p.description ? 'commenting' : 'highlighting',
    created: p.createdDate,
    modified: p.lastModifiedDate,
    creator: { type: 'Person', name: p.createdUserName },
    body,
    target: {
      source: `${origin}/document?contentCode=${encodeURIComponent(p.contentCode)}`,
      type: 'Text',
      format: 'application/pdf',
      selector: [quote, { type: 'FragmentSelector', conformsTo: PDF_FRAGMENT, value: `page=${p.selectionMetadata.pageNumber}` }],
    },
    // Bearing's own words for what the standard model has no term for.
    'bearing:status': p.status,
    'bearing:designation': p.designation,
  };
}

/** A whole export: one annotation collection with its single page, as the model's examples give it. */
export function toAnnotationCollection(points: CompassPoint[], origin: string, label: string) {
  return {
    '@context': ['http://www.w3.org/ns/anno.jsonld', { bearing: `${origin}/ns/compass-point#` }],
    type: 'AnnotationCollection',
    label,
    total: points.length,
    first: { type: 'AnnotationPage', startIndex: 0, items: points.map((p) => toWebAnnotation(p, origin)) },
  };
}
