import { plural, t } from '@lingui/core/macro';
import { toast } from '@web/components/ui/use-toast';
import type { LiveConnection } from '@web/lib/live';
import { useEffect, useRef } from 'react';
import { useHighPriorityMessages } from '../api';

const alert = (count: number) =>
  toast({
    title: plural(count, { one: '# high-priority message', other: '# high-priority messages' }),
    description: t`Open Messages to read and answer.`,
    variant: 'destructive',
  });

/**
 * The destructive toast for unread high-priority messages (product/platform §4): on load with their count, and again
 * the moment a new one arrives over the live connection (the 30 s poll is the fallback), even when its
 * conversation is open and reads it at once.
 */
export function HighPriorityAlerts({ userId, live }: { userId: string; live: LiveConnection | null }) {
  const urgent = useHighPriorityMessages(userId);
  const announced = useRef(new Set<string>());
  const unreadIds = useRef<string[]>([]);
  unreadIds.current = (urgent.data ?? []).map((m) => m.id);

  useEffect(() => {
    const ids = (urgent.data ?? []).map((m) => m.id);
    const fresh = ids.filter((id) => !announced.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) announced.current.add(id);
    alert(ids.length);
  }, [urgent.data]);

  useEffect(() => {
    if (!live) return;
    return live.subscribe((event) => {
      if (event.type !== 'message.created' || event.priority !== 'high' || event.recipientId !== userId)
        return;
      if (announced.current.has(event.messageId)) return;
      announced.current.add(event.messageId);
      alert(new Set([...unreadIds.current, event.messageId]).size);
    });
  }, [live, userId]);

  return null;
}
