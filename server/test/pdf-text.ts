import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, for tests: each content stream inflated, and the hex strings of
 * its text operators decoded (pdfkit writes standard-font text as hex), joined per text object.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const hex = [...block.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      if (hex.length > 0) out.push(hex.join(''));
    }
  }
  return out.join('\n');
}
