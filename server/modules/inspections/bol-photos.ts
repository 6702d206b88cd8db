/** The bill of lading's photos: every photo of a report as a labelled thumbnail, rows flowing onto new pages. */
import { type ConditionPhotoKind, conditionPhotoLabels } from '@core/inspections';
import type { InspectionsContext } from './context';
import type { ReportParts } from './views';

/** A report photo for the print: its label, and its bytes when the PDF can embed them (JPEG, PNG). */
export interface Thumbnail {
  label: string;
  bytes: Buffer | null;
  format: string;
}

/** The photos beyond the required sides: close-ups of damage and failed items, and the unattended hand-over. */
const extraPhotoLabels: Record<string, string> = {
  damage: 'Damage close-up',
  equipment: 'Failed item',
  keys: 'Keys',
  left_at: 'Where it was left',
};

/** Every photo of the report, in the order taken; WebP and HEIC (which pdfkit cannot draw) as labelled frames. */
export async function thumbnails(ctx: InspectionsContext, parts: ReportParts | null): Promise<Thumbnail[]> {
  const out: Thumbnail[] = [];
  for (const photo of parts?.photos ?? []) {
    const label =
      conditionPhotoLabels[photo.kind as ConditionPhotoKind] ?? extraPhotoLabels[photo.kind] ?? 'Photo';
    const read = await ctx.files.read(photo.fileId);
    if (!read) continue;
    const format = read.file.contentType.replace('image/', '').toUpperCase();
    if (!/^image\/(jpeg|png)$/.test(read.file.contentType)) {
      read.stream.destroy();
      out.push({ label, bytes: null, format });
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of read.stream) chunks.push(chunk as Buffer);
    out.push({ label, bytes: Buffer.concat(chunks), format });
  }
  return out;
}

const THUMB = { w: 84, h: 63, gap: 8, perRow: 6 } as const;

/** The photos as a grid of thumbnails with their labels, rows flowing onto the next page. */
export function drawThumbnails(doc: PDFKit.PDFDocument, photos: Thumbnail[]) {
  let y = doc.y + 4;
  photos.forEach((photo, i) => {
    const col = i % THUMB.perRow;
    if (col === 0 && i > 0) y += THUMB.h + 18;
    if (col === 0 && y + THUMB.h + 14 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.y;
    }
    const x = 50 + col * (THUMB.w + THUMB.gap);
    let drawn = false;
    if (photo.bytes) {
      try {
        doc.image(photo.bytes, x, y, { fit: [THUMB.w, THUMB.h], align: 'center', valign: 'center' });
        drawn = true;
      } catch {
        // Damaged bytes: the frame below says so; the photo stays in the online record.
      }
    }
    if (!drawn) {
      doc.save().rect(x, y, THUMB.w, THUMB.h).fillAndStroke('#f1f5f9', '#cbd5e1').restore();
      doc
        .fillColor('#475569')
        .fontSize(7)
        .text(`${photo.format} photo: in the online record`, x + 4, y + THUMB.h / 2 - 8, {
          width: THUMB.w - 8,
          align: 'center',
        });
    }
    doc
      .fillColor('#475569')
      .fontSize(7)
      .text(photo.label, x, y + THUMB.h + 2, { width: THUMB.w, align: 'center' });
  });
  doc.y = y + THUMB.h + 16;
  doc.x = 50;
  doc.fillColor('#0f172a');
}
