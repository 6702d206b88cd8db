import type { BackgroundJobs, BackgroundQueue, BackgroundTask } from './lib/background';
import { MAX_MAIL_ATTEMPTS } from './modules/mail/service';
import { MONITOR_SCHEDULE, NOTICE_SCHEDULES } from './modules/notices/service';
import type { Services } from './services';

/** The scheduled work and queues main.ts starts (lib/background.ts runs whatever it is given). */
export function backgroundJobs(services: Services, operatorTimeZone = 'UTC'): BackgroundJobs {
  const tasks: BackgroundTask[] = [
    // Deliveries the client has not confirmed within 24 hours complete themselves (payout 2).
    {
      name: 'deliveries-auto-confirm',
      cron: '*/5 * * * *',
      run: () => services.dispatch.autoConfirmDeliveries(),
    },
    // Accounts whose deletion grace period has passed are erased.
    {
      name: 'accounts-erase',
      cron: '17 3 * * *',
      run: () =>
        services.accounts.eraseDueAccounts(async (userId) => {
          await services.fleet.removeAllFor(userId);
          await services.places.deleteAllFor(userId);
          await services.documents.eraseAllFor(userId);
        }),
    },
    // Licences and medical certificates expiring in 30 or 7 days: the owner is told.
    {
      name: 'documents-expiry-warnings',
      cron: '7 8 * * *',
      run: () => services.documents.sendExpiryWarnings(),
    },
    { name: 'documents-tmp-clean', cron: '23 * * * *', run: () => services.documents.cleanTemporaryFiles() },
    // Month end: last month's moves on terms invoiced per company; open invoices checked with the provider.
    {
      name: 'terms-invoicing',
      cron: '13 * * * *',
      runAtStart: true,
      run: () => services.billing.invoiceMonth(),
    },
    // Mail whose queue job was lost (a crash between storing and queueing) is queued again.
    { name: 'mail-sweep', cron: '*/5 * * * *', run: () => services.mail.sweep() },
    // The week's diesel price from EIA (when configured), kept so a quote never waits on it.
    {
      name: 'diesel-price',
      cron: '7 */6 * * *',
      runAtStart: true,
      run: async () => {
        await services.tripCosts.refreshDieselPrice();
      },
    },
    // Drivers hear about their ticket home 12 hours before it departs (once per ticket).
    {
      name: 'return-tickets-remind',
      cron: '*/5 * * * *',
      run: () => services.tripCostReturns.sendTicketReminders(),
    },
    // Completed moves left unsettled (a failed hook) and cost refunds the provider did not take yet.
    {
      name: 'trip-costs-settle',
      cron: '*/5 * * * *',
      runAtStart: true,
      run: () => services.tripCostReturns.sweepSettlements(),
    },
    // Subscriptions whose period ended renew (or end, or retry a failed renewal): every 15 minutes.
    {
      name: 'subscriptions-renew',
      cron: '*/15 * * * *',
      run: () => services.subscriptions.processRenewals(),
    },
    // Payments a crash or a lost event left unrecorded (or refunds left unfinished) are repaired; at
    // start without waiting, since the process may be coming back from that crash.
    {
      name: 'payments-reconcile',
      cron: '*/3 * * * *',
      runAtStart: true,
      run: ({ atStart }) => services.payments.reconcile(atStart ? { olderThanMs: 0 } : {}),
    },
    {
      name: 'subscriptions-reconcile',
      cron: '*/3 * * * *',
      runAtStart: true,
      run: ({ atStart }) => services.subscriptions.reconcileCheckouts(atStart ? { olderThanMs: 0 } : {}),
    },
    // Released halves that did not go at once (an account just enabled, a crash mid-send) go now.
    // Releases from before payouts existed join them (at start; daily in case a restore brings more).
    {
      name: 'payouts-adopt-legacy',
      cron: '5 5 * * *',
      runAtStart: true,
      run: () => services.payouts.adoptLegacyReleases(),
    },
    // So do payouts whose submission was lost, under their own key (providers keep keys 24 hours).
    {
      name: 'payouts-send',
      cron: '* * * * *',
      runAtStart: true,
      run: async ({ atStart }) => {
        await services.payouts.sweepUnsent({ atStart });
        await services.payouts.resubmitLost({ atStart });
      },
    },
    // The daily standard payout, in the operators' afternoon; test mode settles payouts on their date.
    {
      name: 'payouts-daily',
      cron: '0 16 * * *',
      tz: operatorTimeZone,
      run: () => services.payouts.runDailyPayouts(),
    },
    // Payouts whose outcome is due; at start too, so an instant payout the provider paid just before a
    // crash reads paid as soon as the process serves again, not at the next quarter hour.
    {
      name: 'payouts-settle',
      cron: '*/15 * * * *',
      runAtStart: true,
      run: () => services.payouts.settleDue(),
    },
    // The ledger's transfers against the provider's, every night; mismatches are flagged to operators.
    { name: 'payouts-reconcile', cron: '40 2 * * *', run: () => services.payouts.reconcile() },
    { name: 'sessions-purge', cron: '41 4 * * *', run: () => services.accounts.purgeExpiredSessions() },
    // Rate-limit counters whose window has ended (a returning client starts a new one anyway).
    { name: 'rate-limits-purge', cron: '*/15 * * * *', run: () => services.rateLimits.purgeExpired() },
    // The public API's kept answers to Idempotency-Keys: a day, as documented in the OpenAPI document.
    { name: 'api-idempotency-purge', cron: '29 * * * *', run: () => services.api.purgeIdempotency() },
    // Drivers hear about a scheduled pickup 12 hours ahead.
    { name: 'pickup-reminders', cron: '*/5 * * * *', run: () => services.scheduling.sendPickupReminders() },
    // Exceptions time reveals are raised (and operators told) within a minute.
    { name: 'monitor-jobs', cron: MONITOR_SCHEDULE, run: () => services.notices.monitorJobs() },
    // A party asked about a claim and silent for 5 days is reminded.
    { name: 'claims-remind', cron: '17 * * * *', run: () => services.claims.remindSilentParties() },
    // Claim refunds decided but not taken by the provider (a crash or a refusal after the decision).
    {
      name: 'claims-refunds',
      cron: '*/3 * * * *',
      runAtStart: true,
      run: () => services.claims.sendOwedRefunds(),
    },
    // Offers nobody answered in time go back to the open list, and operators are told.
    {
      name: 'offers-expire',
      cron: '* * * * *',
      runAtStart: true,
      run: () => services.dispatch.expireOffers(),
    },
    // Dispatch waves whose minutes are up move on: the next drivers, or the open list.
    {
      name: 'dispatch-waves',
      cron: '* * * * *',
      runAtStart: true,
      run: () => services.dispatch.runDueWaves(),
    },
    // Webhook deliveries due (each process's poller sends between runs; at start after a crash).
    {
      name: 'webhooks-deliver',
      cron: '* * * * *',
      runAtStart: true,
      run: () => services.webhooks.deliverDue(),
    },
    // Suspensions end by themselves at their date (recorded, and the driver told).
    { name: 'suspensions-end', cron: '* * * * *', run: () => services.operations.endDueSuspensions() },
    // Operators' notices at 08:00, 12:30, 17:00 and 22:00 in their time zone (product/platform §9).
    ...NOTICE_SCHEDULES.map((cron, i) => ({
      name: i === 0 ? 'operator-notices' : 'operator-notices-midday',
      cron,
      tz: operatorTimeZone,
      run: () => services.notices.sendOperatorNotice(),
    })),
  ];
  // The test gateway delivers its events again when a delivery failed, as Stripe retries webhooks.
  const testGateway = services.testGateway;
  if (testGateway) {
    tasks.push({
      name: 'test-gateway-events',
      cron: '* * * * *',
      runAtStart: true,
      run: ({ atStart }) => testGateway.redeliverPending(atStart ? { olderThanMs: 0 } : {}),
    });
  }
  // Outgoing mail: one job per message, retried with back-off; the mail service marks the last failure.
  const queues: BackgroundQueue[] = [
    {
      name: 'mail-send',
      work: (id) => services.mail.deliver(id),
      attach: (send) => services.mail.attachQueue(send),
      retryLimit: MAX_MAIL_ATTEMPTS - 1,
      retryDelaySeconds: 30,
    },
  ];
  return { tasks, queues };
}
