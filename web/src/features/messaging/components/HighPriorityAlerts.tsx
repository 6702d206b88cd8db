import { toast } from '@web/components/ui/use-toast';
import { useEffect, useRef } from 'react';
import { useHighPriorityMessages } from '../api';

/**
 * The destructive toast for unread high-priority messages (spec §4): on load, and again whenever a new
 * one arrives (live events refresh the list; the 30 s poll is the fallback).
 */
export function HighPriorityAlerts({ userId }: { userId: string }) {
  const urgent = useHighPriorityMessages(userId);
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const list = urgent.data ?? [];
    const fresh = list.filter((m) => !announced.current.has(m.id));
    if (fresh.length === 0) return;
    for (const m of fresh) announced.current.add(m.id);
    toast({
      title: `${list.length} high-priority ${list.length === 1 ? 'message' : 'messages'}`,
      description: 'Open Messages to read and answer.',
      variant: 'destructive',
    });
  }, [urgent.data]);
  return null;
}
