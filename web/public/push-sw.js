// Pathway's push notifications, imported into the service worker that Workbox generates (vite.config.ts:
// workbox.importScripts). The server encrypts each push to this browser's subscription
// (server/modules/push); its JSON is core/contracts/push.ts `PushPayload`.

const DECLINE_REASON = 'Declined from the notification';

/** Only links into Pathway itself are opened; anything else opens the app's start. */
function appUrl(link) {
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const wanted = Array.isArray(data.actions) ? data.actions : [];
  const actions = [];
  if (wanted.includes('view')) actions.push({ action: 'view', title: 'View' });
  if (wanted.includes('decline') && data.jobId) actions.push({ action: 'decline', title: 'Decline' });
  const link = data.link || (data.jobId ? `/jobs/${encodeURIComponent(data.jobId)}` : '/');
  event.waitUntil(
    self.registration.showNotification(data.title || 'Pathway', {
      body: data.body || '',
      tag: data.tag || undefined,
      // A newer push about the same offer replaces the old one and still alerts.
      renotify: Boolean(data.tag),
      // An offer stays on screen until the driver answers it.
      requireInteraction: data.kind === 'job_offered',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions,
      data: { link, jobId: data.jobId || null, kind: data.kind || null },
    }),
  );
});

/** Focuses an open Pathway window on the link, or opens one. */
async function openApp(link) {
  const url = appUrl(link);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    try {
      const focused = await client.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open a new one below.
    }
  }
  await self.clients.openWindow(url);
}

/**
 * Passes on the offer as the driver's session (the browser sends its cookie: same origin). When it
 * cannot (the offer has ended, the driver signed out), the driver is told why, with View to open it.
 */
async function decline(data) {
  let message;
  try {
    const res = await fetch(`/api/recovery-requests/${encodeURIComponent(data.jobId)}/offer/decline`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ reason: DECLINE_REASON }),
    });
    const body = await res.json().catch(() => ({}));
    if (res.ok) return;
    message =
      res.status === 401 ? 'Sign in to Pathway to answer this offer.' : body.message || `Error ${res.status}`;
  } catch {
    message = 'No connection: open Pathway to answer the offer.';
  }
  await self.registration.showNotification('Could not decline the offer', {
    body: message,
    tag: `decline-failed:${data.jobId}`,
    icon: '/icons/icon-192.png',
    actions: [{ action: 'view', title: 'View' }],
    data,
  });
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  // Decline answers from the notification; View, or a tap on the notification itself, opens the offer.
  event.waitUntil(event.action === 'decline' && data.jobId ? decline(data) : openApp(data.link));
});

// Background Sync (where the browser has it): the connection is back, so the open pages send what waits
// on the phone and read the server again (web/src/features/offline/catchUp.ts, SYNC_TAG).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'pathway-catch-up') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'pathway-catch-up' });
    }),
  );
});
