/*
 * Content codes derive from publisher + designation number (+ language for a translation), so a
 * code names one edition forever (DOMAIN invariant 3) and the same delivery always gets the same
 * code.
 */

/** `msa-a36-a36m-14`: URL-safe, lower case, unique per publisher and designation number. */
export function contentCodeOf(publisherCode: string, designationNo: string, language?: string): string {
  return [publisherCode, designationNo, language]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
