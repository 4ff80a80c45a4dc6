import { rgb } from 'pdf-lib';
import { startBearingPdf, wrapText } from './bearing-pdf';

/** The licence agreement a tenant's subscribers accept (2.4), rendered once per tenant name. */
export async function renderLicencePdf(tenantName: string): Promise<Uint8Array> {
  const { pdf, font, bold } = await startBearingPdf(`${tenantName} licence agreement`);
  const clauses: [string, string][] = [
    [
      '1. Licence',
      `${tenantName} grants the subscribing organisation a non-exclusive, non-transferable licence to read, search and download the documents its subscriptions cover, for the internal use of its authorised users.`,
    ],
    [
      '2. Authorised users',
      'Authorised users are the employees and contractors the subscriber registers. Credentials are personal and may not be shared.',
    ],
    [
      '3. Permitted copies',
      'Users may keep copies for offline reading on their own devices while the subscription is active, and print extracts for project work. Copies must carry the document designation and edition.',
    ],
    [
      '4. Restrictions',
      'Documents may not be redistributed, resold, posted on public networks or used to train systems outside the subscribing organisation.',
    ],
    [
      '5. Currency of editions',
      'Subscribers are responsible for checking that the edition they rely on is current. Bearing marks withdrawn and replaced editions but does not warrant fitness for a particular purpose.',
    ],
    [
      '6. Term',
      'This agreement runs with the subscription and ends when the subscription ends. Sections 4 and 5 survive its end.',
    ],
  ];
  let page = pdf.addPage([595, 842]);
  let y = 780;
  page.drawText(`${tenantName} licence agreement`, { x: 56, y, size: 18, font: bold, color: rgb(0.06, 0.24, 0.37) });
  y -= 36;
  for (const [head, body] of clauses) {
    if (y < 120) {
      page = pdf.addPage([595, 842]);
      y = 780;
    }
    page.drawText(head, { x: 56, y, size: 12, font: bold });
    y -= 18;
    for (const line of wrapText(body, 483, 11, font)) {
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 15;
    }
    y -= 12;
  }
  return pdf.save({ useObjectStreams: false });
}
