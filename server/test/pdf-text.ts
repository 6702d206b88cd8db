import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, for tests: each content stream inflated, and the hex strings of
 * its text operators decoded (pdfkit writes standard-font text as hex), joined per text object.
 * A stream is read by its /Length: compressed bytes may end in \r or hold "endstream" themselves.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + Number(m[1]));
    const filtered = /\/Filter \/FlateDecode/.test(m[0]);
    const content = (filtered ? inflateSync(data) : data).toString('latin1');
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const hex = [...block.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      if (hex.length > 0) out.push(hex.join(''));
    }
  }
  return out.join('\n');
}
