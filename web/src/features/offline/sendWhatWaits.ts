/** Before signing out: one more try at sending what waits, then what still does (loaded on the tap). */
import { flushOutbox, outboxWaitingCount } from '@web/features/inspections';
import { offlineDb } from './db';
import { flushMessages, queuedMessageCount } from './messages';
import { flushPositions } from './positions';
import type { Waiting } from './rules';

/** How long the tap waits for the sending before it asks (a weak signal must not hang sign-out). */
const SEND_WITHIN_MS = 10_000;

export async function sendWhatWaits(senderId: string | null): Promise<Waiting> {
  const sending = Promise.allSettled([
    flushPositions(),
    flushOutbox(),
    senderId ? flushMessages(senderId) : null,
  ]);
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, SEND_WITHIN_MS))]);
  const db = await offlineDb();
  const [positions, reports, messages] = await Promise.all([
    db.count('positions'),
    outboxWaitingCount(),
    queuedMessageCount(),
  ]);
  return { positions, reports, messages };
}
