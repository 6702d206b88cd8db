import PDFDocument from 'pdfkit';

/**
 * A US Letter document with 50-point margins, and its bytes once it is ended. `createdAt` fixes the
 * creation date it records (an issued document drawn again gives the same bytes).
 */
export function letterDocument(title: string, createdAt?: Date) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: createdAt ? { Title: title, CreationDate: createdAt } : { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}
