import type { ScheduleInput } from '@core/contracts/scheduling';
import { t } from '@lingui/core/macro';
import { emptyReceiver, type ReceiverValues, receiverBody } from '@web/features/request';

/** With the receiver at the destination (optional), as on the request form. */
export interface ScheduleFormValues extends ReceiverValues {
  serviceTypeId: number | null;
  pickupLocation: string;
  destination: string;
  isWorking: boolean;
  isLoaded: boolean;
  /** Local calendar dates (midnight) and hourly slots (0–23). */
  pickupDate: Date | null;
  pickupHour: number | null;
  deliveryDate: Date | null;
  deliveryHour: number | null;
  notes: string;
}

export const emptySchedule = (): ScheduleFormValues => ({
  serviceTypeId: null,
  pickupLocation: '',
  destination: '',
  isWorking: true,
  isLoaded: false,
  pickupDate: null,
  pickupHour: null,
  deliveryDate: null,
  deliveryHour: null,
  notes: '',
  ...emptyReceiver,
});

/** A local date at an hourly slot, as an ISO moment. */
export function atHour(date: Date, hour: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour, 0, 0, 0);
}

/** The first field a person still has to fill, in the form's order. */
export function firstMissing(v: ScheduleFormValues): keyof ScheduleFormValues {
  if (v.serviceTypeId === null) return 'serviceTypeId';
  if (!v.pickupLocation.trim()) return 'pickupLocation';
  if (!v.destination.trim()) return 'destination';
  if (v.pickupDate === null) return 'pickupDate';
  if (v.pickupHour === null) return 'pickupHour';
  if (v.deliveryDate === null) return 'deliveryDate';
  return 'deliveryHour';
}

/**
 * The two validation toasts (product/platform §5), or null when the form may be sent. The descriptions
 * are core's messages (INVALID_SCHEDULE_MESSAGE, MISSING_INFORMATION_MESSAGE) in the reader's language.
 */
export function validateSchedule(
  v: ScheduleFormValues,
): { kind: 'missing' | 'invalid'; title: string; description: string } | null {
  if (
    v.serviceTypeId === null ||
    v.pickupDate === null ||
    v.pickupHour === null ||
    v.deliveryDate === null ||
    v.deliveryHour === null ||
    !v.pickupLocation.trim() ||
    !v.destination.trim()
  ) {
    return {
      kind: 'missing',
      title: t`Missing Information`,
      description: t`Please fill in all required fields`,
    };
  }
  if (atHour(v.deliveryDate, v.deliveryHour).getTime() <= atHour(v.pickupDate, v.pickupHour).getTime()) {
    return {
      kind: 'invalid',
      title: t`Invalid Schedule`,
      description: t`Delivery time must be after pickup time`,
    };
  }
  return null;
}

/** POST /api/scheduling body for a valid form. */
export function buildScheduleBody(v: ScheduleFormValues, idempotencyKey: string): ScheduleInput {
  return {
    serviceTypeId: v.serviceTypeId!,
    pickupDateTime: atHour(v.pickupDate!, v.pickupHour!).toISOString(),
    deliveryDateTime: atHour(v.deliveryDate!, v.deliveryHour!).toISOString(),
    notes: v.notes.trim() || null,
    pickupLocation: v.pickupLocation.trim(),
    destination: v.destination.trim(),
    isWorking: v.isWorking,
    isLoaded: v.isLoaded,
    idempotencyKey,
    receiver: receiverBody(v),
  };
}
