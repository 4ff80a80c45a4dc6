import { describe, expect, it } from 'vitest';
import {
  COUNTER_TOPICS,
  DISCOVERY_VENDORS,
  DOI_STRUCTURES,
  LIBRARY_SUBSECTIONS,
  REPRINT_POINTS,
  RESOURCE_SECTIONS,
  TIP_ARTICLES,
  mailLink,
  scrollOffset,
  scrollTarget,
  visibleSubsections,
} from './resources-model';

describe('Every section and subsection of 002 §2 User resources, in order', () => {
  it('has the five sections and the seven library subsections', () => {
    expect(RESOURCE_SECTIONS).toEqual(['library', 'admins', 'authors', 'researchers', 'tips']);
    expect(LIBRARY_SUBSECTIONS).toEqual(['counter', 'discovery', 'marc', 'doi', 'reprints', 'shibboleth', 'adfs']);
  });
  it('lists the COUNTER questions, the ten discovery vendors, seven DOI structures, six reprint bullets, four articles', () => {
    expect(COUNTER_TOPICS).toEqual(['what', 'how', 'often', 'long', 'version', 'complaint', 'reference']);
    expect(DISCOVERY_VENDORS.map(([k]) => k)).toEqual([
      'clarivate',
      'compendex',
      'ebsco',
      'exlibris',
      'googleScholar',
      'inspec',
      'oclc',
      'proquest',
      'scopus',
      'tdnet',
    ]);
    expect(DOI_STRUCTURES.map(([k]) => k)).toEqual([
      'journals',
      'monographs',
      'monographChapters',
      'stps',
      'stpPapers',
      'manuals',
      'manualChapters',
    ]);
    expect(REPRINT_POINTS).toHaveLength(6);
    expect(TIP_ARTICLES).toHaveLength(4);
  });
  it('shows MARC records only for the main tenant', () => {
    expect(visibleSubsections(true)).toContain('marc');
    expect(visibleSubsections(false)).not.toContain('marc');
  });
});

describe('The side index scrolls to a section with an offset (002 §2, §9: about 150-190 px, breakpoint 992)', () => {
  it('uses 150 px below 992 px and 190 px from 992 px', () => {
    expect(scrollOffset(360)).toBe(150);
    expect(scrollOffset(991)).toBe(150);
    expect(scrollOffset(992)).toBe(190);
  });
  it('puts the section top that far below the viewport top, never above the page', () => {
    expect(scrollTarget(400, 1000, 150)).toBe(1250);
    expect(scrollTarget(50, 0, 150)).toBe(0);
  });
});

describe("Administrators' tools are e-mail links with a subject", () => {
  it('encodes the subject', () =>
    expect(mailLink('support@bearing.example', 'Request a visit')).toBe(
      'mailto:support@bearing.example?subject=Request%20a%20visit',
    ));
});
