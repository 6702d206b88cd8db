import {
  INVALID_SCHEDULE_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  type ScheduleInput,
} from '@core/contracts/scheduling';
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

/** The two validation toasts (product/platform §5), or null when the form may be sent. */
export function validateSchedule(v: ScheduleFormValues): { title: string; description: string } | null {
  if (
    v.serviceTypeId === null ||
    v.pickupDate === null ||
    v.pickupHour === null ||
    v.deliveryDate === null ||
    v.deliveryHour === null ||
    !v.pickupLocation.trim() ||
    !v.destination.trim()
  ) {
    return { title: 'Missing Information', description: MISSING_INFORMATION_MESSAGE };
  }
  if (atHour(v.deliveryDate, v.deliveryHour).getTime() <= atHour(v.pickupDate, v.pickupHour).getTime()) {
    return { title: 'Invalid Schedule', description: INVALID_SCHEDULE_MESSAGE };
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
