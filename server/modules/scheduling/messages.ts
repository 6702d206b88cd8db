import type { Catalog } from '../../lib/i18n';

interface PickupReminder {
  number: string;
  from: string;
  to: string;
  /** Times already written by formatMoment in the driver's language. */
  start: string;
  windowEnd: string | null;
  deliverBy: string | null;
}

/** The reminder a driver gets before a scheduled pickup. */
export const reminderMessages = {
  en: {
    pickup: (r: PickupReminder) => ({
      title: `Pickup reminder: ${r.number}`,
      body: `Pick up at ${r.from} from ${r.start}${r.windowEnd ? ` to ${r.windowEnd}` : ''}, then drive to ${r.to}.${r.deliverBy ? ` Deliver by ${r.deliverBy}.` : ''}`,
    }),
  },
  es: {
    pickup: (r: PickupReminder) => ({
      title: `Recordatorio de recogida: ${r.number}`,
      body: `Recoja en ${r.from} desde ${r.start}${r.windowEnd ? ` hasta ${r.windowEnd}` : ''}, y luego maneje a ${r.to}.${r.deliverBy ? ` Entregue antes de ${r.deliverBy}.` : ''}`,
    }),
  },
} satisfies Catalog<{ pickup(r: PickupReminder): { title: string; body: string } }>;
