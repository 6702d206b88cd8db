import type { OrderMoveInput } from '@core/contracts/orders';
import type { SavedPlace } from '@core/contracts/places';
import { vehicleTypes } from '@core/vehicle-types';
import { startOfDateInZone } from '@core/zones';
import { parse } from 'csv-parse/sync';

/** The template's columns, in order; a file may leave the optional ones out. */
export const ORDER_CSV_COLUMNS = [
  'VIN',
  'Vehicle type',
  'Pickup address',
  'Destination address',
  'Pickup date',
  'Pickup time',
  'Loaded',
  'Receiver name',
  'Receiver phone',
  'Receiver email',
  'Notes',
  'Pickup saved place',
  'Destination saved place',
] as const;
type Column = (typeof ORDER_CSV_COLUMNS)[number];

const EXAMPLE: Record<Column, string> = {
  VIN: '1M8GDM9AXKP042788',
  'Vehicle type': 'bobtail',
  'Pickup address': 'Dallas, TX 75201',
  'Destination address': 'Phoenix, AZ 85004',
  'Pickup date': '',
  'Pickup time': '',
  Loaded: 'no',
  'Receiver name': 'Yard desk',
  'Receiver phone': '+1 555 010 0199',
  'Receiver email': 'yard@example.com',
  Notes: 'Keys at the front desk',
  'Pickup saved place': '',
  'Destination saved place': '',
};

const quoted = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** GET /api/orders/template.csv: the header and one example row. */
export function templateCsv(): string {
  const line = (values: readonly string[]) => values.map(quoted).join(',');
  return `${line(ORDER_CSV_COLUMNS)}\r\n${line(ORDER_CSV_COLUMNS.map((c) => EXAMPLE[c]))}\r\n`;
}

export type CsvRow = { row: number; move: OrderMoveInput | null; errors: string[] };

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const placeAddress = (p: SavedPlace) => [p.address, p.city, `${p.state} ${p.zip ?? ''}`.trim()].join(', ');

/** A date and a 24-hour time read in `zone`, as an ISO moment; an error to show when unreadable. */
function momentOf(date: string, time: string, zone: string): { iso: string } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { error: 'Pickup date must read like 2026-12-01' };
  const m = /^(\d{1,2}):(\d{2})$/.exec(time || '08:00');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59)
    return { error: 'Pickup time must read like 08:30 (24-hour)' };
  const start = startOfDateInZone(date, zone);
  if (Number.isNaN(start)) return { error: 'Pickup date must read like 2026-12-01' };
  return { iso: new Date(start + (Number(m[1]) * 60 + Number(m[2])) * 60_000).toISOString() };
}

/**
 * Reads an uploaded CSV (csv-parse): a header naming the template's columns, then one move per row.
 * A row's own problems (a saved place not found, an unreadable date) are its errors; the contract and
 * the server's checks judge the rest. Throws a message for a file that is not such a CSV at all.
 */
export function readOrderCsv(text: string, places: SavedPlace[], zone: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    throw new Error(`The file could not be read as CSV: ${(err as Error).message}`);
  }
  const header = (records[0] ?? []).map(norm);
  const at = new Map(ORDER_CSV_COLUMNS.map((c) => [c, header.indexOf(norm(c))]));
  const missing = ORDER_CSV_COLUMNS.slice(0, 4).filter((c) => at.get(c)! < 0);
  if (missing.length > 0)
    throw new Error(`The header must name the template's columns; missing: ${missing.join(', ')}.`);
  const byName = new Map(places.map((p) => [norm(p.name), p]));
  return records.slice(1).map((cells, i) => {
    const cell = (c: Column) => (at.get(c)! >= 0 ? (cells[at.get(c)!] ?? '') : '');
    const errors: string[] = [];
    const place = (c: Column) => {
      const name = cell(c);
      if (!name) return null;
      const found = byName.get(norm(name));
      if (!found) errors.push(`${c} "${name}" is not one of your saved places`);
      return found ?? null;
    };
    const pickupPlace = place('Pickup saved place');
    const destinationPlace = place('Destination saved place');
    let scheduledTime: string | null = null;
    if (cell('Pickup date')) {
      const when = momentOf(cell('Pickup date'), cell('Pickup time'), zone);
      if ('error' in when) errors.push(when.error);
      else scheduledTime = when.iso;
    }
    const type = norm(cell('Vehicle type')).replace(/ /g, '-');
    const receiverName = cell('Receiver name');
    const move: OrderMoveInput = {
      vin: cell('VIN') || null,
      vehicleType: (vehicleTypes as readonly string[]).includes(type)
        ? (type as OrderMoveInput['vehicleType'])
        : (type as never),
      pickupLocation: cell('Pickup address') || (pickupPlace ? placeAddress(pickupPlace) : ''),
      destination: cell('Destination address') || (destinationPlace ? placeAddress(destinationPlace) : ''),
      isLoaded: /^(y|yes|true|1)$/i.test(cell('Loaded')),
      serviceTime: scheduledTime ? 'scheduled' : 'now',
      scheduledTime,
      notes: cell('Notes') || null,
      pickupPlaceId: pickupPlace?.id ?? null,
      destinationPlaceId: destinationPlace?.id ?? null,
      receiver:
        receiverName || cell('Receiver phone') || cell('Receiver email')
          ? {
              name: receiverName,
              phone: cell('Receiver phone') || null,
              email: cell('Receiver email') || null,
            }
          : null,
    };
    return { row: i + 2, move, errors };
  });
}
