import { cardBrand, digitsOnly } from '@core/cards';
import type { RecoveryRequest } from '@core/contracts/jobs';
import type { Invoice } from '@core/contracts/payments';
import { dateParts, formatMonthDayYear } from '@core/format';
import type { JobStatus, PaymentStatus } from '@core/jobs';
import { dollarsToCents, formatUsd } from '@core/money';
import type { VehicleType } from '@core/pricing';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** The checkout amount from the address: a finite number of dollars above 0, else null. */
export function parseAmount(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const amount = Number(raw);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export const MAX_CARD_DIGITS = 19;

/**
 * Card number as typed, grouped for reading: "4242424242424242" → "4242 4242 4242 4242";
 * American Express reads 4-6-5. Anything but digits is dropped; at most 19 digits.
 */
export function formatCardNumber(raw: string): string {
  const digits = digitsOnly(raw).slice(0, MAX_CARD_DIGITS);
  if (cardBrand(digits) === 'American Express') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed, shaped MM/YY: "1228" → "12/28", "4" → "04", "123" → "12/3". */
export function formatExpiry(raw: string): string {
  let digits = digitsOnly(raw);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security code as typed: digits only, at most 4. */
export function formatCvc(raw: string): string {
  return digitsOnly(raw).slice(0, 4);
}

type InvoiceStatus = Invoice['status'];

const JOB_STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Driver assigned`,
  in_progress: msg`In progress`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** In the reader's language (call at run time). */
export function jobStatusLabel(status: JobStatus): string {
  const label = JOB_STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
};

/** In the reader's language (call at run time). */
export function paymentStatusLabel(status: PaymentStatus): string {
  const label = PAYMENT_STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}

/** The payment screen's subtitle for a service type (core's serviceTitle), in the reader's language. */
const SERVICE_TITLES: Record<VehicleType, MessageDescriptor> = {
  bobtail: msg`Bobtail Recovery`,
  'bobtail-trailer': msg`Bobtail + Trailer`,
  'box-truck': msg`Box Truck Recovery`,
  trailer: msg`Trailer Recovery`,
};

export function serviceTitleText(serviceType: string | null | undefined): string {
  const key = serviceType?.trim().toLowerCase() ?? '';
  return Object.hasOwn(SERVICE_TITLES, key)
    ? i18n._(SERVICE_TITLES[key as VehicleType])
    : t`Recovery service`;
}

/** The badge tone of an invoice's ledger status: paid green, any refund amber. */
export function invoiceTone(status: InvoiceStatus): 'success' | 'warning' {
  return status === 'paid' ? 'success' : 'warning';
}

/** "May 2, 2025"; the raw text when it is not a date. */
export function formatInvoiceDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatMonthDayYear(dateParts(time));
}

/** Dollars from the server (a number with at most 2 decimals) as "$1,290.00". */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** The product's Pay Now target: /checkout with the server's price, recoveryRequestId and serviceType. */
export function payNowHref(job: Pick<RecoveryRequest, 'id' | 'price' | 'vehicleType'>): string {
  const params = new URLSearchParams({
    amount: String(job.price),
    recoveryRequestId: job.id,
    serviceType: job.vehicleType,
  });
  return `/checkout?${params.toString()}`;
}
