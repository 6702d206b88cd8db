import type { JobStatus, PaymentStatus } from '@core/jobs';
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

/** What the status card says for each state of product/foundations §5. */
export function statusView(job: { status: JobStatus; paymentStatus: PaymentStatus }): StatusView {
  switch (job.status) {
    case 'pending':
      if (job.paymentStatus !== 'paid') {
        return {
          title: 'Payment Required',
          badge: { label: 'Unpaid', tone: 'warning' },
          description: 'Pay for your request to send it to verified drivers.',
          showEta: false,
        };
      }
      return {
        title: 'Recovery in Progress',
        badge: { label: 'Finding a driver', tone: 'brand' },
        description: 'Payment received. Your request is open to verified drivers.',
        showEta: true,
      };
    case 'accepted':
      return {
        title: 'Recovery in Progress',
        badge: { label: 'Driver assigned', tone: 'brand' },
        description: 'A driver accepted your job and is heading to the pickup.',
        showEta: true,
      };
    case 'in_progress':
      return {
        title: 'Recovery in Progress',
        badge: { label: 'On the road', tone: 'brand' },
        description: 'Pre-trip checklist done. Your truck is on its way.',
        showEta: true,
      };
    case 'delivered':
      return {
        title: 'Delivered',
        badge: { label: 'Delivered', tone: 'success' },
        description: 'The driver recorded the delivery. Check the truck and confirm the delivery.',
        showEta: false,
      };
    case 'completed':
      return {
        title: 'Recovery Complete',
        badge: { label: 'Completed', tone: 'success' },
        description: 'Delivery confirmed. Thank you for moving with Pathway.',
        showEta: false,
      };
    case 'cancelled':
      return {
        title: 'Request Cancelled',
        badge: { label: 'Cancelled', tone: 'danger' },
        description:
          job.paymentStatus === 'refunded'
            ? 'This request was cancelled. What was refunded is on your invoice, with its credit note.'
            : 'This request was cancelled.',
        showEta: false,
      };
  }
}

/** The short status shown in the list of requests. */
export function listStatus(job: { status: JobStatus; paymentStatus: PaymentStatus }): {
  label: string;
  tone: Tone;
} {
  if (needsPayment(job)) return { label: 'Awaiting payment', tone: 'warning' };
  return statusView(job).badge;
}

/** {4.8, 12} -> "4.8 ★ (12)"; null -> null (a new driver: fewer than 3 ratings). */
export function formatRating(rating: { average: number; count: number } | null): string | null {
  if (rating === null || !Number.isFinite(rating.average)) return null;
  return `${rating.average.toFixed(1)} ★ (${rating.count})`;
}
