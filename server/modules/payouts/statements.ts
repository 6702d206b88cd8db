import type { RecoveryRequest } from '@core/contracts/jobs';
import { csvOf, decimalDollars as dollars } from '@core/csv';
import type { Locale } from '@core/i18n';
import { formatUsd } from '@core/money';
import { dateInZone } from '@core/zones';
import { letterDocument } from '../../lib/pdf';
import type { SessionUser } from '../accounts/service';
import type { PayoutsContext } from './context';
import { earnings } from './earnings';
import { penaltiesRepo } from './penalties-repo';
import { payoutsRepo } from './repo';
import { statementMessages } from './statement-messages';

export interface StatementLine {
  date: string;
  description: string;
  amountCents: number;
  state: string;
}

export interface Statement {
  /** YYYY-MM for a month, YYYY for a year. */
  period: string;
  driverName: string;
  lines: StatementLine[];
  releasedCents: number;
  paidToBankCents: number;
  feesCents: number;
  /** Calendar year to date: what a 1099-NEC reports as nonemployee compensation (box 1). */
  yearToDateCents: number;
  /**
   * A 1099-NEC statement only when the payout provider holds the driver's full taxpayer id (only its
   * last 4 is not enough to file one); otherwise an earnings statement.
   */
  is1099: boolean;
  /** The driver's language: the lines and the PDF are written in it. */
  locale: Locale;
}

/**
 * The driver's month (or year): each released half, each payout, and the year's running total (what a
 * 1099-NEC reports in box 1, nonemployee compensation: what was released to them in the calendar year).
 */
export async function statement(
  ctx: PayoutsContext,
  actor: SessionUser,
  period: string,
  jobs: RecoveryRequest[],
): Promise<Statement> {
  const zone = ctx.timeZone;
  const day = (d: Date) => dateInZone(d.getTime(), zone);
  const [transfers, payouts, user, view, penalties, account] = await Promise.all([
    payoutsRepo.transfersOf(ctx.db, actor.id),
    payoutsRepo.payoutsOf(ctx.db, actor.id, 5000),
    ctx.accounts.getUser(actor.id),
    earnings(ctx, actor, jobs),
    penaltiesRepo.penaltiesOf(ctx.db, actor.id),
    payoutsRepo.account(ctx.db, actor.id),
  ]);
  // A half is earned whole; what was kept back from it against a penalty shows as the penalty's line.
  const earned = (t: (typeof transfers)[number]) => t.amountCents + t.penaltyCents;
  const numberOf = new Map(jobs.map((j) => [j.id, j.jobNumber]));
  const stateOf = new Map([
    ...view.jobs.flatMap((j) => j.halves.map((h) => [`${j.jobId}:${h.half}`, h.state] as const)),
    ...view.jobs.flatMap((j) => j.reimbursements.map((r) => [r.id, r.state] as const)),
  ]);
  const kindOf = new Map(view.jobs.flatMap((j) => j.reimbursements.map((r) => [r.id, r.kind] as const)));
  // Reimbursed receipts are paid back, not earned: their own lines, outside the released and 1099 totals.
  const pay = transfers.filter((t) => !t.tripCostId);
  const locale = user?.locale ?? 'en';
  const m = statementMessages[locale];
  const lines: StatementLine[] = [];
  for (const t of transfers) {
    const date = day(t.releasedAt);
    if (!date.startsWith(period)) continue;
    const state = stateOf.get(t.tripCostId ?? `${t.jobId}:${t.half}`);
    const what = m.what(
      t.tripCostId
        ? kindOf.get(t.tripCostId) === 'fuel'
          ? 'fuel'
          : 'return'
        : t.half === 1
          ? 'first'
          : 'second',
    );
    lines.push({
      date,
      description: `${numberOf.get(t.jobId) ?? m.job}: ${what}`,
      amountCents: earned(t),
      state: state ? m.halfState[state] : '',
    });
  }
  for (const p of penalties) {
    const date = day(p.createdAt);
    if (!date.startsWith(period)) continue;
    lines.push({
      date,
      description: m.deduction(p.reason, (p.jobId && numberOf.get(p.jobId)) || null),
      amountCents: -p.amountCents,
      state: p.recoveredCents >= p.amountCents ? m.recovered : m.keptBack,
    });
  }
  for (const p of payouts) {
    const date = day(p.settledAt ?? p.createdAt);
    if (!date.startsWith(period)) continue;
    lines.push({
      date,
      description: m.payout({
        instant: p.method === 'instant',
        fee: p.feeCents ? formatUsd(p.feeCents) : null,
      }),
      amountCents: -p.amountCents,
      state:
        p.status === 'paid'
          ? m.paid
          : p.status === 'failed'
            ? m.failed(p.failureReason ?? '')
            : m.arriving(String(p.arrivalOn)),
    });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const year = period.slice(0, 4);
  const released = (prefix: string) =>
    pay.filter((t) => day(t.releasedAt).startsWith(prefix)).reduce((s, t) => s + earned(t), 0);
  const paidInPeriod = payouts.filter(
    (p) => p.status === 'paid' && p.settledAt && day(p.settledAt).startsWith(period),
  );
  return {
    period,
    driverName: user?.name ?? actor.name,
    lines,
    releasedCents: released(period),
    paidToBankCents: paidInPeriod.reduce((s, p) => s + p.amountCents, 0),
    feesCents: paidInPeriod.reduce((s, p) => s + p.feeCents, 0),
    yearToDateCents: pay
      .filter((t) => {
        const d = day(t.releasedAt);
        return d.startsWith(year) && (period.length === 4 || d.slice(0, 7) <= period);
      })
      .reduce((s, t) => s + earned(t), 0),
    is1099: account?.taxIdOnFile ?? false,
    locale,
  };
}

/** The statement's name, and how its year-to-date total is labelled. */
export function statementTitle(s: Statement): string {
  return statementMessages[s.locale].title(s.is1099);
}

const yearToDateLabel = (s: Statement) =>
  statementMessages[s.locale].yearToDate(s.period.slice(0, 4), s.is1099);

const periodWords = (s: Statement) => statementMessages[s.locale].period(s.period.length === 4);

export function statementCsv(s: Statement): string {
  const m = statementMessages[s.locale];
  const rows = [
    m.columns,
    ...s.lines.map((l) => [l.date, l.description, dollars(l.amountCents), l.state]),
    [],
    ['', m.released(periodWords(s)), dollars(s.releasedCents), ''],
    ['', m.paidToBank(periodWords(s)), dollars(s.paidToBankCents), ''],
    ['', m.fees(periodWords(s)), dollars(s.feesCents), ''],
    ['', yearToDateLabel(s), dollars(s.yearToDateCents), ''],
  ];
  return csvOf(rows);
}

export function statementPdf(s: Statement): Promise<Buffer> {
  const m = statementMessages[s.locale];
  const { doc, done } = letterDocument(`Pathway statement ${s.period}`);
  doc.fontSize(20).text(statementTitle(s));
  doc.moveDown(0.3).fontSize(11).fillColor('#475569').text(`${s.driverName} · ${s.period}`);
  doc.moveDown().fillColor('#0f172a');
  if (s.lines.length === 0) doc.fontSize(11).text(m.nothing(periodWords(s)));
  for (const l of s.lines) {
    const y = doc.y;
    doc.fontSize(10).text(l.date, 50, y, { width: 70 });
    doc.text(l.description, 125, y, { width: 240 });
    doc.text(formatUsd(l.amountCents), 370, y, { width: 80, align: 'right' });
    doc.fillColor('#475569').text(l.state, 460, y, { width: 100 });
    doc.fillColor('#0f172a').moveDown(0.4);
  }
  doc.moveDown().fontSize(11);
  const total = (label: string, cents: number) => doc.text(`${label}: ${formatUsd(cents)}`, 50);
  total(m.released(periodWords(s)), s.releasedCents);
  total(m.paidToBank(periodWords(s)), s.paidToBankCents);
  total(m.fees(periodWords(s)), s.feesCents);
  total(yearToDateLabel(s), s.yearToDateCents);
  doc.end();
  return done;
}
