import { formatNumber } from '@core/format';
import type { Locale } from '@core/i18n';
import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  diagramOutlines,
  diagramViews,
  equipmentItems,
  photoDistanceSummary,
} from '@core/inspections';
import { jobNumber } from '@core/jobs';
import { formatMoment } from '@core/moment';
import { formatUsd } from '@core/money';
import { timePlaceOf } from '@core/zones';
import PDFDocument from 'pdfkit';
import { notFound } from '../../lib/errors';
import { deadLink, linkSigner } from '../../lib/link-tokens';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { type BolMessages, bolMailMessages, bolMessages } from './bol-messages';
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

/**
 * The BOL's languages: English, and Spanish too when the driver or the receiver reads it. Labels read
 * "English / Español"; each sentence is printed in English with its Spanish under it, in grey italics.
 */
interface Words {
  second: Locale | null;
  label(pick: (m: BolMessages) => string): string;
  /** Writes a sentence (then its second language, when it differs) and leaves the colour as `color`. */
  say(doc: PDFKit.PDFDocument, pick: (m: BolMessages, locale: Locale) => string, color?: string): void;
}

function wordsFor(second: Locale | null): Words {
  const other = second ? bolMessages[second] : null;
  return {
    second,
    label: (pick) => (other ? `${pick(bolMessages.en)} / ${pick(other)}` : pick(bolMessages.en)),
    say(doc, pick, color = '#0f172a') {
      const english = pick(bolMessages.en, 'en');
      doc.fillColor(color).text(english);
      if (!other || !second) return;
      const translated = pick(other, second);
      if (translated !== english)
        doc
          .font('Helvetica-Oblique')
          .fillColor('#64748b')
          .text(translated)
          .font('Helvetica')
          .fillColor(color);
    },
  };
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
  words: Words,
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
    .text(
      words.label((t) => t.views[view]),
      x,
      y + DIAGRAM_HEIGHT * scale + 2,
      { width: w, align: 'center' },
    );
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

type When = (d: Date | null | undefined, locale: Locale) => string;

function conditionSection(
  doc: PDFKit.PDFDocument,
  job: Job,
  words: Words,
  title: (m: BolMessages) => string,
  parts: ReportParts | null,
  when: When,
  photos: Thumbnail[],
) {
  doc.moveDown(0.8).fontSize(13).fillColor('#0f172a').text(words.label(title), 50);
  if (!parts?.report.submittedAt) {
    doc.fontSize(10);
    words.say(doc, (m) => m.notRecorded, '#475569');
    return;
  }
  const r = parts.report;
  doc.fontSize(10).fillColor('#0f172a');
  const odometer = r.odometer === null || r.odometer === undefined ? '—' : formatNumber(r.odometer);
  words.say(doc, (m, locale) =>
    m.recorded({
      when: when(r.submittedAt, locale),
      odometer,
      fuel: r.fuelLevel ? m.fuel[r.fuelLevel] : '—',
    }),
  );
  const failed = equipmentItems.filter((i) => r.equipment[i.key]?.ok === false);
  words.say(doc, (m) =>
    failed.length === 0
      ? m.equipmentOk
      : m.equipmentFailed(
          failed.map((i) => `${m.equipment[i.key]} (${r.equipment[i.key]?.note ?? ''})`).join('; '),
        ),
  );
  const far = parts.photos.filter((p) => p.farFromSite).length;
  const unplaced = parts.photos.filter((p) => p.lat === null || p.lng === null).length;
  const total = parts.photos.length;
  words.say(doc, (m, locale) =>
    locale === 'en'
      ? photoDistanceSummary({ total, far, unplaced }, r.sitePrecision, r.stage)
      : m.photos({ total, far, unplaced }),
  );
  // The diagram: five views in a row, marks numbered in order.
  const top = doc.y + 6;
  let n = 1;
  diagramViews.forEach((view, i) => {
    n = drawView(doc, job, parts, view, 50 + i * 104, top, 96, n, words);
  });
  doc.y = top + (DIAGRAM_HEIGHT * 96) / DIAGRAM_WIDTH + 16 + (words.second ? 10 : 0);
  doc.x = 50;
  doc.fontSize(10);
  if (parts.marks.length === 0) words.say(doc, (m) => m.noDamage);
  parts.marks
    .slice()
    .sort((a, b) => diagramViews.indexOf(a.view) - diagramViews.indexOf(b.view))
    .forEach((mk, i) => {
      words.say(doc, (m) =>
        m.mark({
          n: i + 1,
          view: m.views[mk.view],
          type: m.damage[mk.type],
          severity: m.severity[mk.severity],
          note: mk.note ?? null,
        }),
      );
    });
  if (photos.length > 0) drawThumbnails(doc, photos);
  const refused = r.partyRefusedReason;
  if (refused) words.say(doc, (m) => m.refused(refused), '#b91c1c');
  doc.fillColor('#0f172a');
  if (r.customerNotAvailable) words.say(doc, (m) => m.nobodyThere(r.remoteStatus ?? 'waiting'));
}

/**
 * The consignee: who signed for the truck at delivery, else who the delivery report names, else the
 * receiver the request named; only with none of them is it left to the delivery.
 */
function consignee(job: Job, delivery: ReportParts | null, m: BolMessages): string {
  const signed = delivery?.signatures.find((s) => s.role === 'receiving')?.signerName;
  const name = signed ?? delivery?.report.receiverName ?? job.receiverName;
  if (!name) return m.namedAtDelivery;
  const contact = signed || delivery?.report.receiverName ? null : (job.receiverEmail ?? job.receiverPhone);
  return contact ? `${name} <${contact}>` : name;
}

/**
 * The second language of a job's BOL: the driver's when they read Spanish, else the receiver's when
 * the client chose Spanish for them; none (English alone) otherwise.
 */
export function bolSecondLocale(
  job: Pick<Job, 'receiverLocale'>,
  driverLocale: Locale | null,
): Locale | null {
  if (driverLocale && driverLocale !== 'en') return driverLocale;
  return job.receiverLocale !== 'en' ? job.receiverLocale : null;
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
  const when = (d: Date | null | undefined, locale: Locale, zone = pickupClock) =>
    d ? formatMoment(d.getTime(), { zone, style: 'dayTime', locale }) : '—';
  const all = await describeReports(ctx, job);
  const { pickup, delivery } = all.parts;
  const client = await ctx.accounts.getUser(job.clientId);
  const driver = job.driverId ? await ctx.accounts.getUser(job.driverId) : undefined;
  const words = wordsFor(bolSecondLocale(job, driver?.locale ?? null));
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Pathway ${bolNumber(job)}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).text(words.label((m) => m.title));
  doc.fontSize(12).fillColor('#475569').text(bolNumber(job));
  doc.fontSize(10);
  words.say(doc, (m, locale) => m.issued(when(pickup?.report.submittedAt ?? ctx.now(), locale)));
  doc.moveDown(0.6);
  // A party or a place: the label in both languages, the value in English and, when it differs, Spanish.
  const row = (label: (m: BolMessages) => string, value: (m: BolMessages, locale: Locale) => string) => {
    doc
      .fontSize(10)
      .fillColor('#0f172a')
      .text(`${words.label(label)}: `, { continued: true })
      .text(value(bolMessages.en, 'en'));
    if (!words.second) return;
    const translated = value(bolMessages[words.second], words.second);
    if (translated !== value(bolMessages.en, 'en'))
      doc
        .font('Helvetica-Oblique')
        .fillColor('#64748b')
        .text(translated, { indent: 12 })
        .font('Helvetica')
        .fillColor('#0f172a');
  };
  row(
    (m) => m.consignor,
    (m) => `${client?.name ?? m.client} <${client?.email ?? ''}>`,
  );
  row(
    (m) => m.consignee,
    (m) => consignee(job, delivery, m),
  );
  row(
    (m) => m.carrier,
    () => driver?.name ?? '—',
  );
  row(
    (m) => m.origin,
    (m, locale) => m.pickedUp(job.pickupLocation, when(pickup?.report.submittedAt, locale)),
  );
  row(
    (m) => m.destination,
    (m, locale) =>
      m.delivered(job.destinationLocation, when(delivery?.report.submittedAt, locale, deliveryClock)),
  );
  const r = pickup?.report;
  row(
    (m) => m.vehicle,
    (m) =>
      m.vehicleValue({
        type: m.vehicleTypes[job.vehicleType],
        makeModel: r?.make ? `${r.make} ${r.model ?? ''}` : null,
        vin: r?.vin ?? '—',
        plate: r?.plate ?? '—',
      }),
  );
  row(
    (m) => m.charges,
    (m) => m.chargesValue(formatUsd(job.priceCents)),
  );

  conditionSection(doc, job, words, (m) => m.conditionAtPickup, pickup, when, await thumbnails(ctx, pickup));
  conditionSection(
    doc,
    job,
    words,
    (m) => m.conditionAtDelivery,
    delivery,
    (d, locale) => when(d, locale, deliveryClock),
    await thumbnails(ctx, delivery),
  );
  const fresh = all.delivery?.marks.filter((m) => m.comparedToPickup !== 'known') ?? [];
  if (fresh.length > 0) words.say(doc, (m) => m.newOrWorse(fresh.length), '#b91c1c');
  doc.fillColor('#0f172a');

  doc
    .addPage()
    .fontSize(13)
    .text(words.label((m) => m.signatures));
  const signatures = [
    ...(pickup?.signatures ?? []).map((s) => ({ s, at: 'pickup' as const })),
    ...(delivery?.signatures ?? []).map((s) => ({ s, at: 'delivery' as const })),
  ];
  let y = doc.y + 8;
  for (const { s, at } of signatures) {
    drawSignature(doc, s.strokes, 50, y, 180, 60);
    const zone = at === 'delivery' ? deliveryClock : pickupClock;
    doc.fontSize(10).text(bolMessages.en.signedBy({ role: s.role, at, name: s.signerName }), 245, y + 10);
    doc
      .fillColor('#475569')
      .text(bolMessages.en.signedAt({ when: when(s.signedAt, 'en', zone), remote: s.remote }), 245);
    if (words.second) {
      const m = bolMessages[words.second];
      doc
        .font('Helvetica-Oblique')
        .fillColor('#64748b')
        .text(m.signedBy({ role: s.role, at, name: s.signerName }), 245)
        .text(m.signedAt({ when: when(s.signedAt, words.second, zone), remote: s.remote }), 245)
        .font('Helvetica');
    }
    doc.fillColor('#0f172a');
    y += words.second ? 84 : 74;
  }
  doc.y = y;
  doc.x = 50;
  doc.moveDown().fontSize(9);
  words.say(doc, (m) => m.verification(verificationCode(ctx, job), publicBolUrl(ctx, job)), '#475569');
  words.say(doc, (m) => m.esign, '#475569');
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
  const number = jobNumber(job.number);
  if (client?.email)
    await ctx.mail.queue({
      to: client.email,
      ...bolMailMessages[client.locale].client({
        bol: bolNumber(job),
        number,
        stage,
        from: job.pickupLocation,
        to: job.destinationLocation,
        copy,
        tracking: `${ctx.publicUrl}/tracking?id=${job.id}`,
        signingUrl,
      }),
      kind: 'bill_of_lading',
      userId: job.clientId,
    });
  const toReceiver = bolMailMessages[job.receiverLocale];
  if (stage === 'delivery' && receiverEmail)
    await ctx.mail.queue({
      to: receiverEmail,
      ...toReceiver.receiverEmail({ bol: bolNumber(job), place: job.destinationLocation, copy, signingUrl }),
      kind: 'bill_of_lading',
      userId: null,
    });
  // A receiver who gave a phone number gets the copy (and the signing link) by text too.
  if (stage === 'delivery' && receiverPhone)
    await ctx.mail.queue({
      channel: 'sms',
      to: receiverPhone,
      ...toReceiver.receiverSms({ bol: bolNumber(job), copy, signingUrl }),
      kind: 'bill_of_lading',
      userId: null,
    });
}
