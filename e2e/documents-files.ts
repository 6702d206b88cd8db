/** Real document files made on the fly for the documents journey: a PNG and a PDF. */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of random pixels (random so it stays large: about width × height × 3 bytes), big
 * enough for the upload progress bar to be seen moving on a throttled connection.
 */
export function noisyPng(width = 640, height = 480): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a title and an embedded photo (so it is not tiny either). */
export function registrationPdf(photo: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(22).text('Vehicle Registration');
    doc.moveDown().fontSize(12).text('VIN 1FUJGLDR5CSBM1234 · Plate TX 4PW-1001 · Expires 2027-06-30');
    doc.image(photo, { width: 400 });
    doc.end();
  });
}
