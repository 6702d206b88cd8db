/**
 * Messages written with no signal: kept in IndexedDB with the phone's key, shown in the thread as
 * "Waiting for signal", and sent in the order written when the signal returns (catch-up, `online`, the
 * thread opening). The server stores a key once, so a message whose answer was lost is not doubled.
 */
import { t } from '@lingui/core/macro';
import { requestAnswer } from '@web/lib/queryClient';
import { useEffect, useState } from 'react';
import { offlineDb, type QueuedMessage } from './db';
import { positionOutcome } from './rules';

const listeners = new Set<(sent: boolean) => void>();
const changed = (sent = false) => {
  for (const l of listeners) l(sent);
};

export async function queueMessage(message: Omit<QueuedMessage, 'seq' | 'writtenAt'>): Promise<void> {
  await (await offlineDb()).add('messages', { ...message, writtenAt: new Date().toISOString() });
  changed();
}

/** Whether this person has messages waiting (a new one then waits behind them, in order). */
export async function hasQueuedMessages(senderId: string): Promise<boolean> {
  return (await (await offlineDb()).getAll('messages')).some((m) => m.senderId === senderId && !m.error);
}

export async function queuedMessageCount(): Promise<number> {
  return (await offlineDb()).count('messages');
}

let flushing: Promise<boolean> | null = null;

/** Sends this person's waiting messages, oldest first; answers whether none waits any more. */
export function flushMessages(senderId: string): Promise<boolean> {
  flushing ??= (async () => {
    try {
      const db = await offlineDb();
      for (;;) {
        const next = (await db.getAll('messages')).find((m) => m.senderId === senderId && !m.error);
        if (!next) return true;
        const { recipientId, content, priority, clientKey } = next;
        const answer = await requestAnswer('POST', '/api/driver-messaging', {
          recipientId,
          content,
          priority,
          clientKey,
          messageType: 'text',
        });
        const outcome = positionOutcome(answer);
        if (outcome === 'wait') return false;
        if (outcome === 'sent') await db.delete('messages', next.seq!);
        else {
          const reason =
            answer.kind === 'answer' ? (answer.body as { message?: string } | undefined)?.message : undefined;
          await db.put('messages', { ...next, error: reason ?? t`Pathway refused this message.` });
        }
        changed(outcome === 'sent');
      }
    } catch {
      return false;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * This conversation's messages waiting on the phone, kept up to date; `onSent` runs when one went out
 * (the thread reads the server's copy again). Opening it tries to send them.
 */
export function useQueuedMessages(
  senderId: string,
  recipientId: string,
  onSent: () => void,
): QueuedMessage[] {
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  useEffect(() => {
    let live = true;
    const read = (sent: boolean) => {
      if (sent) onSent();
      void offlineDb()
        .then((db) => db.getAll('messages'))
        .then((all) => {
          if (live) setQueued(all.filter((m) => m.senderId === senderId && m.recipientId === recipientId));
        })
        .catch(() => {});
    };
    read(false);
    listeners.add(read);
    const kick = () => void flushMessages(senderId);
    window.addEventListener('online', kick);
    kick();
    return () => {
      live = false;
      listeners.delete(read);
      window.removeEventListener('online', kick);
    };
  }, [senderId, recipientId, onSent]);
  return queued;
}
