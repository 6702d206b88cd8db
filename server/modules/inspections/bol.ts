import { formatNumber } from '@core/format';
import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  damageTypeLabels,
  diagramOutlines,
  diagramViewLabels,
  diagramViews,
  equipmentItems,
  fuelLevelLabels,
  photoDistanceSummary,
} from '@core/inspections';
import { jobNumber } from '@core/jobs';
import { vehicleTypeLabels } from '@core/labels';
import { formatUsd } from '@core/money';
import { formatInZone, timePlaceOf } from '@core/zones';
import PDFDocument from 'pdfkit';
import { notFound } from '../../lib/errors';
import { deadLink, linkSigner } from '../../lib/link-tokens';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { drawThumbnails, type Thumbnail, thumbnails } from './bol-photos';
import type { InspectionsContext } from './context';
import { describeReports } from './records';
import type { ReportParts } from './views';

/** The public copy of a bill of lading (for a receiver without an account) works this long. */
const PUBLIC_LINK_DAYS = 30;

export const bolNumber = (job: Job) => `BOL-${jobNumber(job.number)}`;

const signer = (ctx: InspectionsContext) => linkSigner(ctx.secret, 'bill-of-lading');

/** A code printed on the BOL that only Pathway can produce for this job: operators check a copy with it. */
export const verificationCode = (ctx: InspectionsContext, job: Job) =>
  signer(ctx).sign([job.id], 0).slice(0, 10).toUpperCase().replace(/[-_]/g, 'X');

/** The online copy: a signed link to the PDF, for people without an account (the receiver). */
export function publicBolUrl(ctx: InspectionsContext, job: Job): string {
  const exp = Math.floor(ctx.now().getTime() / 1000) + PUBLIC_LINK_DAYS * 86_400;
  return `${ctx.publicUrl}/api/bol/${job.id}.pdf?exp=${exp}&sig=${signer(ctx).sign([job.id], exp)}`;
}

/** Draws one view of the vehicle with its numbered marks, in a box at (x, y) of width w. */
function drawView(
  doc: PDFKit.PDFDocument,
  job: Job,
  parts: ReportParts,
  view: (typeof diagramViews)[number],
  x: number,
  y: number,
  w: number,
  firstNumber: number,
) {
  const scale = w / DIAGRAM_WIDTH;
  doc.save().translate(x, y).scale(scale);
  doc.lineWidth(1.2 / scale).strokeColor('#64748b');
  for (const d of diagramOutlines[job.vehicleType][view]) doc.path(d).stroke();
  let n = firstNumber;
  for (const m of parts.marks.filter((mk) => mk.view === view)) {
    doc.circle(m.x, m.y, 6).fillAndStroke('#dc2626', '#7f1d1d');
    doc
      .fillColor('#ffffff')
      .fontSize(7)
      .text(String(n), m.x - 6, m.y - 3.5, { width: 12, align: 'center' });
    n += 1;
  }
  doc.restore();
  doc
    .fillColor('#475569')
    .fontSize(8)
    .text(diagramViewLabels[view], x, y + DIAGRAM_HEIGHT * scale + 2, { width: w, align: 'center' });
  doc.fillColor('#0f172a');
  return n;
}

function drawSignature(doc: PDFKit.PDFDocument, strokes: string, x: number, y: number, w: number, h: number) {
  // Strokes were captured in a 300 × 100 pad.
  doc.save().rect(x, y, w, h).strokeColor('#cbd5e1').stroke();
  doc
    .translate(x, y)
    .scale(w / 300, h / 100)
    .lineWidth(2)
    .strokeColor('#0f172a')
    .path(strokes)
    .stroke();
  doc.restore();
}

function conditionSection(
  doc: PDFKit.PDFDocument,
  job: Job,
  title: string,
  parts: ReportParts | null,
  when: (d: Date | null | undefined) => string,
  photos: Thumbnail[],
) {
  doc.moveDown(0.8).fontSize(13).fillColor('#0f172a').text(title, 50);
  if (!parts?.report.submittedAt) {
    doc.fontSize(10).fillColor('#475569').text('Not recorded yet.');
    return;
  }
  const r = parts.report;
  doc.fontSize(10).fillColor('#0f172a');
  doc.text(
    `Recorded ${when(r.submittedAt)}. Odometer ${r.odometer === null || r.odometer === undefined ? '—' : formatNumber(r.odometer)} mi, fuel ${r.fuelLevel ? fuelLevelLabels[r.fuelLevel] : '—'}.`,
  );
  const failed = equipmentItems.filter((i) => r.equipment[i.key]?.ok === false);
  doc.text(
    failed.length === 0
      ? 'Equipment: every item in good working order.'
      : `Equipment failed: ${failed.map((i) => `${i.label} (${r.equipment[i.key]?.note ?? ''})`).join('; ')}.`,
  );
  const far = parts.photos.filter((p) => p.farFromSite).length;
  const unplaced = parts.photos.filter((p) => p.lat === null || p.lng === null).length;
  doc.text(photoDistanceSummary({ total: parts.photos.length, far, unplaced }, r.sitePrecision, r.stage));
  // The diagram: five views in a row, marks numbered in order.
  const top = doc.y + 6;
  let n = 1;
  diagramViews.forEach((view, i) => {
    n = drawView(doc, job, parts, view, 50 + i * 104, top, 96, n);
  });
  doc.y = top + (DIAGRAM_HEIGHT * 96) / DIAGRAM_WIDTH + 16;
  doc.x = 50;
  if (parts.marks.length === 0) doc.fontSize(10).text('No damage marked.');
  parts.marks
    .slice()
    .sort((a, b) => diagramViews.indexOf(a.view) - diagramViews.indexOf(b.view))
    .forEach((m, i) => {
      doc
        .fontSize(10)
        .text(
          `${i + 1}. ${diagramViewLabels[m.view]}: ${damageTypeLabels[m.type].toLowerCase()}, ${m.severity}${m.note ? ` (${m.note})` : ''}`,
        );
    });
  if (photos.length > 0) drawThumbnails(doc, photos);
  if (r.partyRefusedReason)
    doc
      .fillColor('#b91c1c')
      .text(`The other party refused to sign: ${r.partyRefusedReason}`)
      .fillColor('#0f172a');
  if (r.customerNotAvailable)
    doc.text(
      `Nobody was there to sign: keys and the truck's place photographed; remote signature ${r.remoteStatus ?? 'waiting'}.`,
    );
}

/**
 * The consignee: who signed for the truck at delivery, else who the delivery report names, else the
 * receiver the request named; only with none of them is it left to the delivery.
 */
function consignee(job: Job, delivery: ReportParts | null): string {
  const signed = delivery?.signatures.find((s) => s.role === 'receiving')?.signerName;
  const name = signed ?? delivery?.report.receiverName ?? job.receiverName;
  if (!name) return 'Named at delivery';
  const contact = signed || delivery?.report.receiverName ? null : (job.receiverEmail ?? job.receiverPhone);
  return contact ? `${name} <${contact}>` : name;
}

/** The numbered bill of lading of a job, as a PDF: parties, route, vehicle, both conditions, charges, signatures. */
export async function renderBol(ctx: InspectionsContext, job: Job): Promise<Buffer> {
  // Each record on the clock of the place it was made at, the zone named.
  const pickupClock = timePlaceOf(job.pickupLocation, job.pickupLat, job.pickupLng, ctx.timeZone).zone;
  const deliveryClock = timePlaceOf(
    job.destinationLocation,
    job.destinationLat,
    job.destinationLng,
    ctx.timeZone,
  ).zone;
  const when = (d: Date | null | undefined, zone = pickupClock) =>
    d ? formatInZone(d.getTime(), zone) : '—';
  const all = await describeReports(ctx, job);
  const { pickup, delivery } = all.parts;
  const client = await ctx.accounts.getUser(job.clientId);
  const driver = job.driverId ? await ctx.accounts.getUser(job.driverId) : undefined;
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Pathway ${bolNumber(job)}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).text('Bill of lading');
  doc.fontSize(12).fillColor('#475569').text(bolNumber(job));
  doc
    .fillColor('#0f172a')
    .fontSize(10)
    .text(`Issued ${when(pickup?.report.submittedAt ?? ctx.now())} by Pathway for a driveaway move.`);
  doc.moveDown(0.6);
  const row = (label: string, value: string) =>
    doc.fontSize(10).text(`${label}: `, { continued: true }).text(value);
  row('Consignor (shipper)', `${client?.name ?? 'Client'} <${client?.email ?? ''}>`);
  row('Consignee (receiver)', consignee(job, delivery));
  row('Carrier (driver)', driver?.name ?? '—');
  row('Origin', `${job.pickupLocation}, picked up ${when(pickup?.report.submittedAt)}`);
  row(
    'Destination',
    `${job.destinationLocation}, delivered ${when(delivery?.report.submittedAt, deliveryClock)}`,
  );
  const r = pickup?.report;
  row(
    'Vehicle',
    `${vehicleTypeLabels[job.vehicleType]}${r?.make ? `, ${r.make} ${r.model ?? ''}` : ''}; VIN ${r?.vin ?? '—'}; plate ${r?.plate ?? '—'}`,
  );
  row('Charges', `${formatUsd(job.priceCents)} prepaid by the consignor through Pathway`);

  conditionSection(doc, job, 'Condition at pickup', pickup, when, await thumbnails(ctx, pickup));
  conditionSection(
    doc,
    job,
    'Condition at delivery',
    delivery,
    (d) => when(d, deliveryClock),
    await thumbnails(ctx, delivery),
  );
  const fresh = all.delivery?.marks.filter((m) => m.comparedToPickup !== 'known') ?? [];
  if (fresh.length > 0)
    doc
      .fillColor('#b91c1c')
      .text(`New or worse at delivery: ${fresh.length} of the marks above.`)
      .fillColor('#0f172a');

  doc.addPage().fontSize(13).text('Signatures');
  const signatures = [
    ...(pickup?.signatures ?? []).map((s) => ({ s, at: 'pickup' })),
    ...(delivery?.signatures ?? []).map((s) => ({ s, at: 'delivery' })),
  ];
  const roleLabel = { releasing: 'Released by', receiving: 'Received by', driver: 'Driver' } as const;
  let y = doc.y + 8;
  for (const { s, at } of signatures) {
    drawSignature(doc, s.strokes, 50, y, 180, 60);
    doc
      .fontSize(10)
      .text(`${roleLabel[s.role]} (${at}): ${s.signerName}`, 245, y + 10)
      .fillColor('#475569')
      .text(
        `Signed ${when(s.signedAt, at === 'delivery' ? deliveryClock : pickupClock)}${s.remote ? ' from the emailed link' : ' on the driver’s screen'}`,
        245,
      )
      .fillColor('#0f172a');
    y += 74;
  }
  doc.y = y;
  doc.x = 50;
  doc.moveDown().fontSize(9).fillColor('#475569');
  doc.text(`Verification code ${verificationCode(ctx, job)}. Online copy: ${publicBolUrl(ctx, job)}`);
  doc.text('Electronic signatures are valid (E-SIGN Act). The driven vehicle is the cargo.');
  doc.end();
  return done;
}

const NO_BOL = 'No bill of lading yet: it is made when the pickup report is submitted.';

/** GET …/bol.pdf: the client, the assigned driver and operators. */
export async function billOfLading(ctx: InspectionsContext, actor: SessionUser, jobId: string) {
  const job = await ctx.jobs.findVisible(actor, jobId);
  const pickup = (await describeReports(ctx, job)).pickup;
  if (pickup?.status !== 'submitted') throw notFound(NO_BOL);
  return { fileName: `${bolNumber(job)}.pdf`, pdf: await renderBol(ctx, job) };
}

/** GET /api/bol/:id.pdf?exp&sig: the signed online copy, for the receiver. */
export async function publicBillOfLading(ctx: InspectionsContext, jobId: string, exp: number, sig: string) {
  if (!signer(ctx).verify([jobId], exp, sig)) throw deadLink(404, 'Bill of lading not found');
  if (exp * 1000 < ctx.now().getTime())
    throw deadLink(410, 'This link to the bill of lading has expired.', 'link_expired');
  const job = await ctx.jobs.findById(jobId);
  if (!job) throw deadLink(404, 'Bill of lading not found');
  return { fileName: `${bolNumber(job)}.pdf`, pdf: await renderBol(ctx, job) };
}

/** The client's documents keep the latest version of the job's bill of lading. */
export async function keepBolCopy(ctx: InspectionsContext, job: Job): Promise<void> {
  await ctx.documents.keepBillOfLading(
    job.clientId,
    job.id,
    `${bolNumber(job)}.pdf`,
    await renderBol(ctx, job),
  );
}

/** The BOL by e-mail: to the client (and the receiver at delivery), at each end; with the signing link when nobody signed. */
export async function sendBillOfLading(
  ctx: InspectionsContext,
  job: Job,
  stage: 'pickup' | 'delivery',
  signingUrl: string | null,
) {
  const client = await ctx.accounts.getUser(job.clientId);
  const all = await describeReports(ctx, job);
  const receiverEmail = all.parts.delivery?.report.receiverEmail ?? null;
  const receiverPhone = all.parts.delivery?.report.receiverPhone ?? null;
  const copy = publicBolUrl(ctx, job);
  const part = stage === 'pickup' ? 'the pickup part' : 'the complete bill of lading';
  const sign = signingUrl
    ? `\n\nNobody was there to sign, so please review the report and sign it, or tell us what is wrong, within 24 hours: ${signingUrl}`
    : '';
  if (client?.email)
    await ctx.mail.queue({
      to: client.email,
      subject: `${bolNumber(job)}: ${stage === 'pickup' ? 'your truck was picked up' : 'your truck was delivered'}`,
      body: `${part[0]!.toUpperCase()}${part.slice(1)} of ${jobNumber(job.number)} (${job.pickupLocation} → ${job.destinationLocation}) is ready: ${copy}\nIt is also in your documents and on the tracking page (${ctx.publicUrl}/tracking?id=${job.id}).${sign}`,
      kind: 'bill_of_lading',
      userId: job.clientId,
    });
  if (stage === 'delivery' && receiverEmail)
    await ctx.mail.queue({
      to: receiverEmail,
      subject: `${bolNumber(job)}: the truck delivered to you`,
      body: `The bill of lading of the truck Pathway delivered to you (${job.destinationLocation}): ${copy}${sign}`,
      kind: 'bill_of_lading',
      userId: null,
    });
  // A receiver who gave a phone number gets the copy (and the signing link) by text too.
  if (stage === 'delivery' && receiverPhone)
    await ctx.mail.queue({
      channel: 'sms',
      to: receiverPhone,
      subject: bolNumber(job),
      body: `Pathway ${bolNumber(job)}: the bill of lading of the truck delivered to you: ${copy}${signingUrl ? ` Sign or dispute within 24 hours: ${signingUrl}` : ''}`,
      kind: 'bill_of_lading',
      userId: null,
    });
}
