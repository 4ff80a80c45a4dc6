import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportEnv, type ImportEnv } from '../../../../tests/helpers/import-env';
import { entityExpansionSts, externalEntitySts, fullNisoSts, scriptingSts } from '../../../../tests/fixtures/content/sts-samples';
import {
  interactivePdf,
  loopingPagesPdf,
  manualPages,
  manyPagesPdf,
  textPdf,
} from '../../../../tests/fixtures/content/pdf-samples';
import { makeZip } from '../../../../tests/fixtures/content/zip-writer';

/*
 * Hostile deliveries: each is refused with its reason or imported safely; nothing outside the
 * delivery is read or written, and the HTML view never carries script from the XML.
 */

let env: ImportEnv;
beforeAll(async () => {
  env = await createImportEnv();
}, 120_000);
afterAll(async () => env?.close());

const only = async (dir: string, publisher = 'MSA') => {
  const { report } = await env.run([dir], { publisher });
  return report.map((e) => ({ file: path.basename(e.file), status: e.status, reason: e.reason }));
};
const documents = async () =>
  Number(
    (
      await env.db
        .selectFrom('documents')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('XML with external entities or entity expansion is refused, and reads nothing of the machine', () => {
  it('an external entity (file:///etc/passwd)', async () => {
    const dir = env.delivery('xxe');
    fs.writeFileSync(path.join(dir, 'xxe.xml'), externalEntitySts);
    expect(await only(dir)).toEqual([
      {
        file: 'xxe.xml',
        status: 'refused',
        reason: 'uses the external entity &secret; (an XML file that reads other files is refused)',
      },
    ]);
  });
  it('a billion laughs', async () => {
    const dir = env.delivery('laughs');
    fs.writeFileSync(path.join(dir, 'laughs.xml'), entityExpansionSts);
    expect((await only(dir))[0]).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/\(an entity-expansion attack\)$/),
    });
  });
});

describe('an STS template without a designation is refused with what to do', () => {
  it('says where the designation belongs', async () => {
    const dir = env.delivery('no-designation');
    fs.writeFileSync(
      path.join(dir, 'template.xml'),
      '<standard><front><iso-meta><std-ref type="dated"></std-ref></iso-meta></front><body><p>x</p></body></standard>',
    );
    expect(await only(dir)).toEqual([
      {
        file: 'template.xml',
        status: 'refused',
        reason: 'has no designation: its STS metadata names none (std-ref, std-ident); give it one there or in a manifest row',
      },
    ]);
  });
});

describe('the HTML view never carries script, event attributes or javascript: links from the XML', () => {
  it('imports the document with its text and none of its active content', async () => {
    const dir = env.delivery('scripting');
    fs.writeFileSync(path.join(dir, 'cmb-666.xml'), scriptingSts);
    expect(await only(dir)).toEqual([{ file: 'cmb-666.xml', status: 'imported', reason: null }]);
    const row = await env.db
      .selectFrom('documents')
      .select('html_path')
      .where('content_code', '=', 'msa-cmb-666-2024')
      .executeTakeFirstOrThrow();
    const html = fs.readFileSync(path.join(env.filesDir, row.html_path!), 'utf8');
    expect(html).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|data:text\/html/i);
    expect(html).toContain('Hostile &lt;script&gt;alert(1)&lt;/script&gt; title');
  });
});

describe('ZIP deliveries: entries that climb out, links, bombs and lies are refused whole', () => {
  it('an entry named ../../ refuses the archive, and nothing is written outside the work folder', async () => {
    const dir = env.delivery('zip-slip');
    const outside = path.join(env.dir, 'escaped.txt');
    fs.writeFileSync(
      path.join(dir, 'batch.zip'),
      makeZip([
        { name: 'ok.xml', data: fullNisoSts({ dated: 'CMB 9:2020', undated: 'CMB 9' }) },
        { name: `../../../../${path.relative('/', outside)}`, data: 'pwned' },
      ]),
    );
    const report = await only(dir);
    expect(report).toEqual([
      {
        file: 'batch.zip',
        status: 'refused',
        reason: expect.stringMatching(/^has an entry whose name climbs out of its folder/),
      },
    ]);
    expect(fs.existsSync(outside)).toBe(false);
  });
  it('a symbolic link inside an archive', async () => {
    const dir = env.delivery('zip-link');
    fs.writeFileSync(
      path.join(dir, 'links.zip'),
      makeZip([{ name: 'passwd', data: '/etc/passwd', store: true, mode: 0o120777 }]),
    );
    expect((await only(dir))[0]).toMatchObject({ status: 'refused', reason: 'holds a symbolic link (passwd)' });
  });
  it('an archive that would expand a thousandfold (a zip bomb)', async () => {
    const dir = env.delivery('zip-bomb');
    fs.writeFileSync(path.join(dir, 'bomb.zip'), makeZip([{ name: 'zeros.xml', data: Buffer.alloc(200 * 1024 ** 2) }]));
    expect((await only(dir))[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/\(a zip bomb\)$/) });
  });
  it('an archive whose sizes lie expands no further than it said', async () => {
    const dir = env.delivery('zip-lie');
    fs.writeFileSync(
      path.join(dir, 'lie.zip'),
      makeZip([{ name: 'big.xml', data: Buffer.alloc(5 * 1024 ** 2), declaredSize: 100 }]),
    );
    expect((await only(dir))[0]).toMatchObject({ status: 'refused' });
  });
  it('a good archive unpacks and imports, its files named under it', async () => {
    const dir = env.delivery('zip-good');
    fs.writeFileSync(
      path.join(dir, 'good.zip'),
      makeZip([{ name: 'docs/cmb-11.xml', data: fullNisoSts({ dated: 'CMB 11:2021', undated: 'CMB 11' }) }]),
    );
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report.map((e) => [e.file.split(path.sep).slice(-3).join('/'), e.status, e.contentCode])).toEqual([
      ['good.zip/docs/cmb-11.xml', 'imported', 'msa-cmb-11-2021'],
    ]);
  });
});

describe('files that are not what their name says, empty files and links are refused', () => {
  it('a .pdf holding a ZIP archive, an empty file, text of no kind, a symbolic link', async () => {
    const dir = env.delivery('mislabelled');
    fs.writeFileSync(path.join(dir, 'manual.pdf'), makeZip([{ name: 'a.txt', data: 'a' }]));
    fs.writeFileSync(path.join(dir, 'empty.xml'), '');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'just some words');
    fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd.xml'));
    expect(await only(dir)).toEqual([
      { file: 'empty.xml', status: 'refused', reason: 'is empty' },
      { file: 'manual.pdf', status: 'refused', reason: 'is named .pdf but holds a ZIP archive' },
      { file: 'notes.txt', status: 'refused', reason: 'is text of no kind Bearing imports' },
      { file: 'passwd.xml', status: 'refused', reason: 'is a symbolic link (links are not followed out of a delivery)' },
    ]);
  });
  it('a manifest row naming a file outside the delivery reads nothing, and the manifest says it named no file', async () => {
    const dir = env.delivery('manifest-out');
    fs.writeFileSync(path.join(dir, 'manifest.csv'), 'file,designation,title\n../../../../etc/passwd,MSA X1-20,Secrets\n');
    expect(await only(dir)).toEqual([{ file: 'manifest.csv', status: 'refused', reason: 'names no file of the delivery' }]);
  });
});

describe('hostile PDFs: JavaScript noted and never run, a looping page tree refused, ten thousand pages imported', () => {
  it('a PDF with JavaScript, forms and annotations is imported, and says what it carries', async () => {
    const dir = env.delivery('js-pdf');
    fs.writeFileSync(path.join(dir, 'MSA-F1-24.pdf'), await interactivePdf());
    expect(await only(dir)).toEqual([{ file: 'MSA-F1-24.pdf', status: 'imported', reason: null }]);
    const row = await env.db
      .selectFrom('documents')
      .select(['import_notes', 'html_path'])
      .where('content_code', '=', 'msa-f1-24')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.import_notes!)).toEqual(expect.arrayContaining(['carries JavaScript, which Bearing never runs']));
    expect(row.html_path).toBeNull();
  });
  it('a page tree that loops', async () => {
    const dir = env.delivery('loop');
    fs.writeFileSync(path.join(dir, 'MSA-L1-24.pdf'), await loopingPagesPdf());
    const before = await documents();
    expect((await only(dir))[0]).toMatchObject({ status: 'refused' });
    expect(await documents()).toBe(before);
  });
  // npm test imports 2,000 pages; `npm run test:heavy-files` the 10,000 (about a minute on two cores).
  const PAGES = Number(process.env.HOSTILE_PDF_PAGES ?? 2000);
  it(`a ${PAGES.toLocaleString('en')}-page PDF is imported with every page`, async () => {
    const dir = env.delivery('huge');
    fs.writeFileSync(path.join(dir, `MSA-R${PAGES}-24.pdf`), await manyPagesPdf(PAGES));
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report[0]).toMatchObject({ status: 'imported', pages: PAGES });
  }, 600_000);
  it('a PDF delivered beside a refused STS of its name is refused with it', async () => {
    const dir = env.delivery('half-pair');
    fs.writeFileSync(path.join(dir, 'pair.xml'), externalEntitySts);
    fs.writeFileSync(path.join(dir, 'pair.pdf'), await textPdf(manualPages(1)));
    expect((await only(dir)).map((e) => e.status)).toEqual(['refused', 'refused']);
  });
});
