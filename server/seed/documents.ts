import PDFDocument from 'pdfkit';
import { toSessionUser } from '../modules/accounts/service';
import type { Services } from '../services';

function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [420, 260], margin: 24, info: { Title: title } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(16).font('Helvetica-Bold').text(title);
    doc.moveDown(0.5).fontSize(10).font('Helvetica').text('DEMO DOCUMENT, NOT VALID FOR TRAVEL');
    doc.moveDown();
    for (const line of lines) doc.fontSize(11).text(line);
    doc.end();
  });
}

/**
 * The demo client's insurance card and registration, approved by the demo operator through the real
 * review, so the Verified Account badge comes from data. Idempotent: each kind is filed once (other
 * documents, such as the completed demo move's bill of lading, do not stand in for them).
 */
export async function seedDemoDocuments(services: Services): Promise<void> {
  const clientRow = await services.accounts.findByEmail('client@demo.pathway');
  const adminRow = await services.accounts.findByEmail('admin@demo.pathway');
  if (!clientRow || !adminRow) return;
  const client = toSessionUser(clientRow);
  const admin = toSessionUser(adminRow);
  const filed = new Set((await services.documents.listFor(client, client.id)).map((d) => d.documentType));
  const docs = [
    {
      documentType: 'insurance' as const,
      fileName: 'insurance-card-demo.pdf',
      bytes: await demoPdf('Commercial Auto Insurance Card', [
        `Insured: ${client.name}`,
        'Policy: DEMO-CA-100234',
        'Vehicles: 2019 Freightliner Cascadia, VIN 3AKJHHDR5KSKA1234',
        'Valid: 2025-01-01 to 2027-01-01',
      ]),
    },
    {
      documentType: 'registration' as const,
      fileName: 'vehicle-registration-demo.pdf',
      bytes: await demoPdf('Vehicle Registration', [
        `Registered owner: ${client.name}`,
        'Plate: TX DEMO-101 · VIN 3AKJHHDR5KSKA1234',
        'Expires: 2027-06-30',
      ]),
    },
  ];
  for (const d of docs) {
    if (filed.has(d.documentType)) continue;
    const doc = await services.documents.importBytes(
      client,
      { documentType: d.documentType, fileName: d.fileName },
      d.bytes,
    );
    await services.documents.review(admin, doc.id, { decision: 'approve' });
  }
}
