import { type HalfState, halfStateLabels } from '@core/payouts';
import type { Catalog } from '../../lib/i18n';

/** The driver's earnings statement (PDF and CSV), in the driver's language. */
export interface StatementMessages {
  job: string;
  what: (kind: 'fuel' | 'return' | 'first' | 'second') => string;
  deduction: (reason: string, job: string | null) => string;
  recovered: string;
  keptBack: string;
  payout: (p: { instant: boolean; fee: string | null }) => string;
  paid: string;
  failed: (reason: string) => string;
  arriving: (on: string) => string;
  halfState: Record<HalfState, string>;
  title: (is1099: boolean) => string;
  yearToDate: (year: string, is1099: boolean) => string;
  period: (isYear: boolean) => string;
  nothing: (period: string) => string;
  released: (period: string) => string;
  paidToBank: (period: string) => string;
  fees: (period: string) => string;
  columns: [string, string, string, string];
}

export const statementMessages = {
  en: {
    job: 'Job',
    what: (kind) =>
      ({
        fuel: 'fuel reimbursement',
        return: 'return travel reimbursement',
        first: 'first half (pre-trip)',
        second: 'second half (delivery)',
      })[kind],
    deduction: (reason, job) => `Deduction: ${reason}${job ? ` (${job})` : ''}`,
    recovered: 'Recovered',
    keptBack: 'Kept back from your next pay',
    payout: ({ instant, fee }) =>
      `${instant ? 'Instant' : 'Daily'} payout to your bank${fee ? ` (fee ${fee})` : ''}`,
    paid: 'Paid',
    failed: (reason) => `Failed: ${reason}`,
    arriving: (on) => `Arriving ${on}`,
    halfState: halfStateLabels,
    title: (is1099) => (is1099 ? 'Pathway: driver 1099-NEC statement' : 'Pathway: driver earnings statement'),
    yearToDate: (year, is1099) =>
      is1099
        ? `Year to date, ${year} (1099-NEC box 1, nonemployee compensation)`
        : `Year to date, ${year} (earnings statement: a 1099-NEC needs your full SSN or ITIN with the payout provider)`,
    period: (isYear) => (isYear ? 'this year' : 'this month'),
    nothing: (period) => `No earnings or payouts ${period}.`,
    released: (period) => `Released to you ${period}`,
    paidToBank: (period) => `Paid to your bank ${period}`,
    fees: (period) => `Instant payout fees ${period}`,
    columns: ['Date', 'Description', 'Amount (USD)', 'State'],
  },
  es: {
    job: 'Trabajo',
    what: (kind) =>
      ({
        fuel: 'reembolso de combustible',
        return: 'reembolso del regreso a casa',
        first: 'primera mitad (pre-trip)',
        second: 'segunda mitad (entrega)',
      })[kind],
    deduction: (reason, job) => `Descuento: ${reason}${job ? ` (${job})` : ''}`,
    recovered: 'Recuperado',
    keptBack: 'Se descuenta de su próximo pago',
    payout: ({ instant, fee }) =>
      `Pago ${instant ? 'instantáneo' : 'diario'} a su banco${fee ? ` (cargo ${fee})` : ''}`,
    paid: 'Pagado',
    failed: (reason) => `Falló: ${reason}`,
    arriving: (on) => `Llega el ${on}`,
    halfState: {
      not_released: 'Todavía no liberado',
      held: 'Retenido hasta que su cuenta de pagos esté lista',
      sending: 'Enviándose a su cuenta de pagos',
      available: 'En su cuenta de pagos: sale con el próximo pago diario',
      in_transit: 'En camino a su banco',
      paid: 'Pagado a su banco',
      failed: 'La transferencia falló: Pathway lo está revisando',
    },
    title: (is1099) =>
      is1099
        ? 'Pathway: estado de cuenta 1099-NEC del conductor'
        : 'Pathway: estado de cuenta de ganancias del conductor',
    yearToDate: (year, is1099) =>
      is1099
        ? `En lo que va de ${year} (1099-NEC casilla 1, compensación de no empleado)`
        : `En lo que va de ${year} (estado de ganancias: un 1099-NEC necesita su SSN o ITIN completo con el proveedor de pagos)`,
    period: (isYear) => (isYear ? 'este año' : 'este mes'),
    nothing: (period) => `Sin ganancias ni pagos ${period}.`,
    released: (period) => `Liberado para usted ${period}`,
    paidToBank: (period) => `Pagado a su banco ${period}`,
    fees: (period) => `Cargos por pagos instantáneos ${period}`,
    columns: ['Fecha', 'Descripción', 'Monto (USD)', 'Estado'],
  },
} satisfies Catalog<StatementMessages>;
