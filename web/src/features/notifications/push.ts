/**
 * Push notifications on this browser (server module `push`): the state of this phone's subscription,
 * turning it on (the browser asks for permission, subscribes with the server's key, the server keeps it)
 * and off. The service worker shows what arrives (web/public/push-sw.js).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractOf, getJson, isApiError, sendJson } from '@web/lib/queryClient';
import { notificationKeys } from './keys';

const schema = contractOf<typeof import('@core/contracts/push')>();

/** on: this browser gets pushes; off: it could; blocked: the person refused notifications to Pathway in the browser; unsupported: no push here. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

const pushKey = [...notificationKeys.all, 'push', 'this-browser'] as const;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, or null where none runs (development server, a browser without it). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The key as the browser wants it (bytes), from the server's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  Boolean(a) && new Uint8Array(a!).length === b.length && new Uint8Array(a!).every((x, i) => x === b[i]);

/** The key the server signs its pushes with, as the browser wants it. */
const serverKey = async () =>
  keyBytes((await getJson('/api/push/public-key', schema('pushPublicKeyResponse'), {})).publicKey);

const save = (subscription: PushSubscription) =>
  sendJson('POST', '/api/push/subscriptions', schema('pushSubscriptionView'), subscription.toJSON());

async function readState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await reg.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // Made with a key the server no longer signs with (its keys changed): nothing it sends would arrive.
  if (!sameKey(subscription.options.applicationServerKey, await serverKey())) return 'off';
  // Said again on each visit: the server may have dropped it, or another person used this phone before.
  await save(subscription);
  return 'on';
}

/** This browser's push state. */
export function usePushState() {
  return useQuery({ queryKey: pushKey, queryFn: readState });
}

async function turnOn(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const key = await serverKey();
  const active = await navigator.serviceWorker.ready;
  const existing = await active.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be reused.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, key)
      ? existing
      : await active.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await save(subscription);
  return 'on';
}

async function turnOff(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return 'off';
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await sendJson('DELETE', '/api/push/subscriptions', schema('pushUnsubscribeResponse'), { endpoint });
  } catch (err) {
    // Already gone on the server (removed there, or never saved): off is off.
    if (!isApiError(err, 404)) throw err;
  }
  return 'off';
}

/** Turns push on or off for this browser; the answer is the new state. */
export function useSetPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (state) => queryClient.setQueryData(pushKey, state),
  });
}
