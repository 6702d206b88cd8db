import type { Order } from '@core/contracts/orders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@web/components/ui/badge';

export const paymentLabels: Record<Order['paymentStatus'], { label: MessageDescriptor; tone: BadgeTone }> = {
  unpaid: { label: msg`Awaiting payment`, tone: 'warning' },
  paid: { label: msg`Paid`, tone: 'success' },
  on_terms: { label: msg`On terms`, tone: 'brand' },
  refunded: { label: msg`Refunded`, tone: 'neutral' },
};

export const statusLabel = (status: string) => status.replace('_', ' ');
