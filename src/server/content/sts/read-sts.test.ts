import { describe, expect, it } from 'vitest';
import {
  externalEntitySts,
  entityExpansionSts,
  fullNisoSts,
  isoStsAdoption,
  scriptingSts,
  textEntitiesSts,
} from '../../../../tests/fixtures/content/sts-samples';
import { Refusal } from '../refusal';
import { readSts, type StsDocument } from './read-sts';
import type { GraphicLookup } from './render';

/*
 * The STS reader, element class by element class, on Bearing's own fictional STS files
 * (tests/fixtures/content/sts-samples.ts). The figure's PNG is "in the delivery"; the TIFF is not.
 */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const graphics: GraphicLookup = (href) => (href === 'fig-slider.png' ? { kind: 'image', dataUri: PNG } : { kind: 'missing' });
const read = (xml: string) => readSts(Buffer.from(xml), graphics);
const html = (d: StsDocument) => d.units.map((u) => u.html).join('\n');
const unit = (d: StsDocument, anchor: string) => d.units.find((u) => u.anchor === anchor)!;

describe('STS metadata: designation, titles per language, originator, edition, date, ICS, committee, keywords', () => {
  const d = read(fullNisoSts());
  it('reads std-ident, the dated and undated std-ref and the release date', () => {
    expect(d.metadata).toMatchObject({
      source: 'std-meta',
      originator: 'CMB',
      docNumber: '4410',
      partNumber: '2',
      edition: '3',
      dated: 'CMB 4410-2:2024',
      undated: 'CMB 4410-2',
      releaseDate: '2024-05-14',
      language: 'en',
      committee: 'CMB/TC 7/SC 2',
    });
  });
  it('keeps a title per language, built from intro, main and complement when there is no full title', () => {
    expect(d.metadata.titles.en).toBe('Timber decking — Slip resistance of wet boards — Part 2: Pendulum method');
    expect(d.metadata.titles.fr).toMatch(/^Platelage en bois/);
  });
  it('reads ICS codes, keywords and the copyright statement', () => {
    expect(d.metadata.ics).toEqual(['79.080', '91.060.30']);
    expect(d.metadata.keywords).toEqual(['decking', 'slip resistance', 'pendulum']);
    expect(d.metadata.copyright).toMatch(/^© CMB 2024/);
  });
  it('an ISO STS adoption is named by its national metadata, and takes the adopted titles and ICS it lacks', () => {
    const a = read(isoStsAdoption());
    expect(a.metadata).toMatchObject({ source: 'nat-meta', dated: 'NWP 77:2023', undated: 'NWP 77', releaseDate: '2023-02-01' });
    expect(a.metadata.ics).toEqual(['13.340.60']);
    expect(a.metadata.titles.de).toBe('Seilzugang — Ankerprüfungen');
    expect(a.adopted.map((m) => m.dated)).toEqual(['RSB 77:2022']);
    expect(a.units.map((u) => u.heading)).toEqual(['National foreword', 'Scope']);
  });
});

describe('STS clauses: the front matter, body and back in order, anchored by their XML ids', () => {
  const d = read(fullNisoSts());
  it('units are the foreword, the top-level clauses, the annex and the bibliography', () => {
    expect(d.units.map((u) => [u.anchor, u.label, u.heading])).toEqual([
      ['sec_foreword', '', 'Foreword'],
      ['sec_1', '1', 'Scope'],
      ['sec_2', '2', 'Normative references'],
      ['sec_3', '3', 'Terms and definitions'],
      ['sec_4', '4', 'Apparatus'],
      ['sec_5', '5', 'Calculation'],
      ['anx_A', 'Annex A', 'Precision of the method'],
      ['sec_bibl', '', 'Bibliography'],
    ]);
  });
  it('a clause heading carries its XML id, a subclause is a heading one level down with its own id', () => {
    expect(unit(d, 'sec_4').html).toContain('<h2 id="sec_4">4 Apparatus</h2>');
    expect(unit(d, 'sec_4').html).toContain('<h3 id="sec_4.1">4.1 Pendulum tester</h3>');
  });
  it("a clause's text is its blocks separated by blank lines, subclause headings among them", () => {
    expect(unit(d, 'sec_1').text).toBe(
      'This part specifies a pendulum method for the slip resistance of wet timber decking boards.\n\nIt applies to boards of softwood and hardwood, see Clause 3 and Table 1.',
    );
    expect(unit(d, 'sec_4').text.split('\n\n')[0]).toBe('4.1 Pendulum tester');
  });
});

describe('STS cross-references and links: xref as links inside the document, only http(s) and mailto outside', () => {
  const d = read(fullNisoSts());
  it('xref becomes a link to its target id', () => {
    expect(unit(d, 'sec_1').html).toContain('<a href="#sec_3">Clause 3</a>');
    expect(unit(d, 'sec_1').html).toContain('<a href="#tab_1">Table 1</a>');
  });
  it('ext-link keeps an https address', () => {
    expect(unit(d, 'sec_5').html).toContain('<a href="https://example.org/cmb/decking">the board&#39;s guidance</a>');
  });
  it('normative references list their std citations', () => {
    expect(unit(d, 'sec_2').html).toContain('<cite class="std">CMB 100:2019</cite>');
    expect(unit(d, 'sec_2').text).toContain('CMB 230, Conditioning of test pieces');
  });
});

describe('STS terms: TBX entries with preferred, admitted and deprecated terms, definition, note and source', () => {
  const t = read(fullNisoSts()).units.find((u) => u.anchor === 'sec_3')!;
  it('each term is a definition term marked with its status', () => {
    expect(t.html).toContain('<div class="term-entry" id="term_3.1">');
    expect(t.html).toContain('<p class="term preferredTerm"><dfn>pendulum value</dfn></p>');
    expect(t.html).toContain('<dfn>PTV</dfn> <span class="term-status">admitted</span>');
    expect(t.html).toContain('<dfn>skid number</dfn> <span class="term-status">deprecated</span>');
  });
  it('the definition is searchable with its terms and label, the source after it', () => {
    expect(t.text).toContain('3.1 pendulum value, PTV, skid number: reading of the pendulum scale');
    expect(t.text).toContain('[SOURCE: CMB 100:2019, 4.7]');
  });
});

describe('STS tables: XHTML and OASIS (CALS) tables with their spans', () => {
  const u = read(fullNisoSts()).units.find((x) => x.anchor === 'sec_5')!;
  it('an XHTML table keeps rowspan and colspan', () => {
    expect(u.html).toContain('<th rowspan="2" scope="col">Class</th><th colspan="2" scope="col">Pendulum value</th>');
    expect(u.html).toContain('<td colspan="2">36 and above</td>');
  });
  it('a CALS table gets its colspan from namest/nameend and its rowspan from morerows', () => {
    expect(u.html).toContain('<th colspan="2" scope="col">Hours</th>');
    expect(u.html).toContain('<td rowspan="2">Softwood</td>');
  });
  it('a table has its label and caption, its footnote below it, and each row as a line of text', () => {
    expect(u.html).toContain(
      '<figure class="table" id="tab_1"><figcaption><span class="label">Table 1</span> — Classes of slip resistance</figcaption>',
    );
    expect(u.html).toContain('<div class="fn" id="tfn_1"><span class="label">a</span> <p>Readings on wet boards.</p></div>');
    expect(u.text).toContain('Low risk | 36 and above');
  });
});

describe('STS formulas: MathML shown as MathML, inline and displayed', () => {
  const u = read(fullNisoSts()).units.find((x) => x.anchor === 'sec_5')!;
  it('inline-formula is inline MathML, disp-formula is block MathML with its label', () => {
    expect(u.html).toContain('<math display="inline"><mover><mi>v</mi><mo>‾</mo></mover></math>');
    expect(u.html).toMatch(
      /<div class="formula" id="formula_1"><math display="block"><mrow>.*<mfrac><mn>1<\/mn><mi>n<\/mi><\/mfrac>.*<\/math><span class="label">\(1\)<\/span><\/div>/,
    );
  });
  it('a formula reads as its tokens in the text', () => {
    expect(u.text).toContain('v ‾ = 1 n ∑ i = 1 n v i (1)');
  });
});

describe('STS figures: the graphic the delivery has, a caption and a note for one it does not', () => {
  const u = read(fullNisoSts()).units.find((x) => x.anchor === 'sec_4')!;
  it('a supplied graphic is shown inline', () => {
    expect(u.html).toContain(`<figure id="fig_1"><img src="${PNG}" alt="Setting the slider" loading="lazy">`);
  });
  it('a graphic not supplied shows its caption and says so', () => {
    expect(u.html).toContain(
      '<figure id="fig_2"><p class="graphic-missing">Graphic not supplied with this delivery.</p><figcaption><span class="label">Figure 2</span> — Board grooves</figcaption></figure>',
    );
  });
});

describe('STS lists, notes, examples and footnotes', () => {
  const u = read(fullNisoSts()).units.find((x) => x.anchor === 'sec_4')!;
  it('labelled list items keep their labels; a bullet list is a plain list', () => {
    expect(u.html).toContain(
      '<ul class="labelled"><li><span class="label">a)</span> <p>a pendulum arm with a rubber slider;</p></li>',
    );
    expect(u.html).toContain('<ul><li><p>a spray bottle of clean water;</p></li>');
    expect(u.text).toContain('a) a pendulum arm with a rubber slider;');
  });
  it('notes and examples are asides with their labels', () => {
    expect(u.html).toContain(
      '<aside class="note"><p class="label">NOTE 1</p><p>Sliders wear; a worn slider gives low readings.</p></aside>',
    );
    expect(u.html).toContain('<aside class="example"><p class="label">EXAMPLE</p>');
  });
  it('a footnote reference links to the footnote, listed at the end of its clause with a way back', () => {
    expect(u.html).toContain('<sup><a href="#fn_1" id="fn_1-ref"><sup>1</sup></a></sup>');
    expect(u.html).toMatch(
      /<aside class="footnotes" aria-label="Footnotes"><ol><li id="fn_1"><span class="label">1<\/span> The swing is checked before each series of readings\. <a href="#fn_1-ref"/,
    );
  });
});

describe('hostile STS: no external entity, no entity expansion, no script in the HTML view', () => {
  it('an external entity is refused, and nothing is read from the machine', () => {
    expect(() => read(externalEntitySts)).toThrow(Refusal);
    expect(() => read(externalEntitySts)).toThrow(/external entity &secret;/);
  });
  it('entities the file declares expand within a budget: a billion laughs is refused with its reason', () => {
    expect(() => read(entityExpansionSts)).toThrow(/expands to more than 1,000,000 characters \(an entity-expansion attack\)/);
  });
  it('short text entities the file declares are expanded', () => {
    expect(read(textEntitiesSts).units[0].text).toBe('table cell text and table cell text');
  });
  it('script, event attributes, javascript: and data: links, MathML links and bad ids never reach the HTML', () => {
    const out = html(read(scriptingSts));
    expect(out).not.toMatch(/<script|\bon[a-z]+=|javascript:|data:text|<img[^>]*onerror|href="[^#h]/i);
    expect(out).not.toContain('alert(5)');
    expect(out).toContain('Click here or there.');
    expect(out).toContain('<h2>Second</h2>');
  });
  it('XML that is not STS, or not well-formed, is refused with its reason', () => {
    expect(() => read('<html><body>hi</body></html>')).toThrow(/root element is <html>, not an STS document/);
    expect(() => read('<standard><front><std-meta>')).toThrow(/not well-formed XML/);
    expect(() => read('<standard><body/></standard>')).toThrow(/without metadata/);
  });
});
