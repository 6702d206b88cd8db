/**
 * Draws the app icons from the logo (the favicon in web/index.html: a navy rounded square with an amber
 * "P") into web/public/icons: 192 and 512 px "any" icons and a 512 px maskable one whose logo sits in
 * the safe zone on a full-bleed background. Run `npx tsx scripts/build/icons.ts` after changing the logo.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const NAVY = [0x0b, 0x2a, 0x5b] as const;
const AMBER = [0xf5, 0x9e, 0x0b] as const;
const SAMPLES = 4;

/** The logo's "P" in its 32-unit box: M9 22 V10 h7 a5 5 0 0 1 0 10 h-3 v2 z. */
function inP(x: number, y: number): boolean {
  if (x >= 9 && x <= 13 && y >= 10 && y <= 22) return true;
  if (x >= 9 && x <= 16 && y >= 10 && y <= 20) return true;
  return x >= 16 && (x - 16) ** 2 + (y - 15) ** 2 <= 25;
}

function inRoundedSquare(x: number, y: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** RGBA pixels of the icon: `maskable` fills the square and shrinks the logo into the safe zone. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.72 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!maskable && !inRoundedSquare(x, y, 8)) continue;
          bg += 1;
          // Centre the P (its box is x 9..21, y 10..22) and scale it about the middle.
          const lx = (x - 16) / scale + 15;
          const ly = (y - 16) / scale + 16;
          if (inP(lx, ly)) fg += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      const f = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(NAVY[c]! * (1 - f) + AMBER[c]! * f);
      pixels[i + 3] = Math.round((bg / total) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, '../../web/public/icons');
fs.mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  fs.writeFileSync(path.join(out, name), png(size, draw(size, maskable)));
  console.log(`wrote web/public/icons/${name}`);
}
