import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Wraps text to a width in points for a given font size. */
function wrap(text: string, width: number, size: number, measure: (s: string, n: number) => number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, size) > width && line) { out.push(line); line = word; } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/** The licence agreement a tenant's subscribers accept (2.4), rendered once per tenant name. */
export async function renderLicencePdf(tenantName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${tenantName} licence agreement`);
  pdf.setProducer('Bearing');
  pdf.setCreator('Bearing');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const measure = (s: string, n: number) => font.widthOfTextAtSize(s, n);
  const clauses: [string, string][] = [
    ['1. Licence', `${tenantName} grants the subscribing organisation a non-exclusive, non-transferable licence to read, search and download the documents its subscriptions cover, for the internal use of its authorised users.`],
    ['2. Authorised users', 'Authorised users are the employees and contractors the subscriber registers. Credentials are personal and may not be shared.'],
    ['3. Permitted copies', 'Users may keep copies for offline reading on their own devices while the subscription is active, and print extracts for project work. Copies must carry the document designation and edition.'],
    ['4. Restrictions', 'Documents may not be redistributed, resold, posted on public networks or used to train systems outside the subscribing organisation.'],
    ['5. Currency of editions', 'Subscribers are responsible for checking that the edition they rely on is current. Bearing marks withdrawn and replaced editions but does not warrant fitness for a particular purpose.'],
    ['6. Term', 'This agreement runs with the subscription and ends when the subscription ends. Sections 4 and 5 survive its end.'],
  ];
  let page = pdf.addPage([595, 842]);
  let y = 780;
  page.drawText(`${tenantName} licence agreement`, { x: 56, y, size: 18, font: bold, color: rgb(0.06, 0.24, 0.37) });
  y -= 36;
  for (const [head, body] of clauses) {
    if (y < 120) { page = pdf.addPage([595, 842]); y = 780; }
    page.drawText(head, { x: 56, y, size: 12, font: bold });
    y -= 18;
    for (const line of wrap(body, 483, 11, measure)) {
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 15;
    }
    y -= 12;
  }
  return pdf.save({ useObjectStreams: false });
}
