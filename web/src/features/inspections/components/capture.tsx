import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { Camera } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { OutboxEntry } from '../outbox';
import { enqueue, newClientId } from '../outbox';

export type Stage = 'pickup' | 'delivery';

/** Where the phone is, if it says within a few seconds (photos are stamped with it). */
export function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: 4000, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}

/** Keeps a photo in the outbox, stamped with the time and the phone's position; answers its id. */
export async function queuePhoto(jobId: string, stage: Stage, kind: string, file: File, label: string) {
  const clientId = newClientId();
  const at = await currentPosition();
  await enqueue({
    jobId,
    stage,
    kind: 'photo',
    body: { kind, clientId, takenAt: new Date().toISOString(), ...(at ?? {}) },
    photo: file,
    label,
  });
  return clientId;
}

export const pickedFile = (e: ChangeEvent<HTMLInputElement>) => {
  const file = e.target.files?.[0] ?? null;
  e.target.value = '';
  return file;
};

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id} className="text-lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3" role="group" aria-labelledby={id}>
        {children}
      </CardContent>
    </Card>
  );
}

export function PhotoButton({
  label,
  onFile,
  done,
  far,
}: {
  label: string;
  onFile: (file: File) => void;
  done?: string | null;
  far?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex aspect-[4/3] cursor-pointer flex-col items-center justify-center overflow-hidden rounded-xl border-2 bg-slate-50 text-sm font-semibold',
        done ? 'border-emerald-500' : 'border-dashed border-slate-300',
      )}
    >
      {done ? <img src={done} alt={label} className="absolute inset-0 h-full w-full object-cover" /> : null}
      <span className="relative flex items-center gap-1 rounded-lg bg-white/90 px-2 py-1">
        <Camera aria-hidden="true" className="h-4 w-4" />
        {label}
      </span>
      {far ? (
        <span className="relative mt-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
          <Trans>Far from the site</Trans>
        </span>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        aria-label={t`${label} photo`}
        onChange={(e) => {
          const f = pickedFile(e);
          if (f) onFile(f);
        }}
      />
    </label>
  );
}

/** A picture of a chosen file to show before it is sent, released when the file changes or the form closes. */
export function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Pictures of the photos waiting in the outbox, one per entry for as long as it waits (a phone offline
 * with dozens of photos keeps one copy of each, not one per render).
 */
export function usePendingPreviews(entries: OutboxEntry[]): ReadonlyMap<number, string> {
  const cache = useRef(new Map<number, string>());
  const [previews, setPreviews] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    const live = new Set<number>();
    for (const e of entries) {
      if (e.kind !== 'photo' || !e.photo || e.seq === undefined) continue;
      live.add(e.seq);
      if (!cache.current.has(e.seq)) cache.current.set(e.seq, URL.createObjectURL(e.photo));
    }
    for (const [seq, url] of cache.current)
      if (!live.has(seq)) {
        URL.revokeObjectURL(url);
        cache.current.delete(seq);
      }
    setPreviews(new Map(cache.current));
  }, [entries]);
  useEffect(() => {
    const held = cache.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
    };
  }, []);
  return previews;
}
