import type { Order } from '@core/contracts/orders';
import type { BadgeTone } from '@web/components/ui/badge';

export const paymentLabels: Record<Order['paymentStatus'], { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  on_terms: { label: 'On terms', tone: 'brand' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export const statusLabel = (status: string) => status.replace('_', ' ');
