import type { JobStatus, PaymentStatus } from '@core/jobs';
import { t } from '@lingui/core/macro';
import type { BadgeTone } from '@web/components/ui/badge';

type Tone = BadgeTone;

export function needsPayment(job: { status: JobStatus; paymentStatus: PaymentStatus }): boolean {
  return job.status === 'pending' && job.paymentStatus === 'unpaid';
}

export interface StatusView {
  /** The card's heading. */
  title: string;
  badge: { label: string; tone: Tone };
  description: string;
  /** Show the delivery ETA. */
  showEta: boolean;
}

/** What the status card says for each state of product/foundations §5, in the active language. */
export function statusView(job: { status: JobStatus; paymentStatus: PaymentStatus }): StatusView {
  switch (job.status) {
    case 'pending':
      if (job.paymentStatus !== 'paid') {
        return {
          title: t`Payment Required`,
          badge: { label: t`Unpaid`, tone: 'warning' },
          description: t`Pay for your request to send it to verified drivers.`,
          showEta: false,
        };
      }
      return {
        title: t`Recovery in Progress`,
        badge: { label: t`Finding a driver`, tone: 'brand' },
        description: t`Payment received. Your request is open to verified drivers.`,
        showEta: true,
      };
    case 'accepted':
      return {
        title: t`Recovery in Progress`,
        badge: { label: t`Driver assigned`, tone: 'brand' },
        description: t`A driver accepted your job and is heading to the pickup.`,
        showEta: true,
      };
    case 'in_progress':
      return {
        title: t`Recovery in Progress`,
        badge: { label: t`On the road`, tone: 'brand' },
        description: t`Pre-trip checklist done. Your truck is on its way.`,
        showEta: true,
      };
    case 'delivered':
      return {
        title: t`Delivered`,
        badge: { label: t`Delivered`, tone: 'success' },
        description: t`The driver recorded the delivery. Check the truck and confirm the delivery.`,
        showEta: false,
      };
    case 'completed':
      return {
        title: t`Recovery Complete`,
        badge: { label: t`Completed`, tone: 'success' },
        description: t`Delivery confirmed. Thank you for moving with Pathway.`,
        showEta: false,
      };
    case 'cancelled':
      return {
        title: t`Request Cancelled`,
        badge: { label: t`Cancelled`, tone: 'danger' },
        description:
          job.paymentStatus === 'refunded'
            ? t`This request was cancelled. What was refunded is on your invoice, with its credit note.`
            : t`This request was cancelled.`,
        showEta: false,
      };
  }
}

/** The short status shown in the list of requests. */
export function listStatus(job: { status: JobStatus; paymentStatus: PaymentStatus }): {
  label: string;
  tone: Tone;
} {
  if (needsPayment(job)) return { label: t`Awaiting payment`, tone: 'warning' };
  return statusView(job).badge;
}

/** {4.8, 12} -> "4.8 ★ (12)"; null -> null (a new driver: fewer than 3 ratings). */
export function formatRating(rating: { average: number; count: number } | null): string | null {
  if (rating === null || !Number.isFinite(rating.average)) return null;
  return `${rating.average.toFixed(1)} ★ (${rating.count})`;
}
