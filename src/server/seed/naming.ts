import type { Rng } from './rng';

/*
 * Designations, content codes and dates. Content codes derive from publisher + designation
 * number, so a code names one edition forever (DOMAIN invariant 3) and is stable across seeds.
 */

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** Title case as standards print it: small words stay lower case except at the start. */
export const titleCase = (s: string) =>
  s
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/(^|-)([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join(' ');

export { contentCodeOf } from '../services/documents/content-code';

/** Two-digit year suffix as standards print it: D1234-19. */
export const yearSuffix = (year: number) => String(year % 100).padStart(2, '0');

const ISO_DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface EditionDates {
  publish_date: string;
  published_online_date: string;
  last_update_date: string;
}

/** Dates of an edition published in `year`; never later than the catalogue's fixed 'today'. */
export function editionDates(rng: Rng, year: number): EditionDates {
  const limit = Date.UTC(2026, 0, 15);
  const publish = Math.min(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)), limit - 60 * ISO_DAY);
  const online = publish + rng.int(5, 40) * ISO_DAY;
  const updated = Math.min(online + rng.int(0, 240) * ISO_DAY, limit);
  return { publish_date: iso(publish), published_online_date: iso(online), last_update_date: iso(updated) };
}

/** Strictly increasing edition years ending at `newest`. */
export function editionYears(rng: Rng, count: number, newest: number): number[] {
  const years = [newest];
  while (years.length < count) years.unshift(years[0] - rng.int(3, 7));
  return years;
}

export const LANGUAGES: [string, string][] = [
  ['fr-FR', 'FR'],
  ['de-DE', 'DE'],
  ['es-ES', 'ES'],
];

export const STANDARD_KINDS = ['Test Method', 'Specification', 'Practice', 'Guide', 'Terminology'] as const;
export type StandardKind = (typeof STANDARD_KINDS)[number];

/** A standard's title from its kind and subject. */
export function standardTitle(
  rng: Rng,
  kind: StandardKind,
  material: string,
  property: string,
  phenomenon: string,
  topicName: string,
): string {
  switch (kind) {
    case 'Test Method':
      return titleCase(`Standard Test Method for ${property} of ${material}`);
    case 'Specification':
      return titleCase(`Standard Specification for ${material}${rng.chance(0.4) ? ' for General Service' : ''}`);
    case 'Practice':
      return titleCase(
        `Standard Practice for ${rng.pick(['sampling', 'conditioning', 'preparing specimens of', 'inspecting', 'evaluating'])} ${material}`,
      );
    case 'Guide':
      return titleCase(`Standard Guide for assessing ${phenomenon} in ${material}`);
    case 'Terminology':
      return `Standard Terminology Relating to ${topicName}`;
  }
}
