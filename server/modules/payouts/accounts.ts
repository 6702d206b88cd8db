import type { PayoutAccount, TestPayoutOnboarding } from '@core/contracts/payouts';
import type { ProviderAccountState } from '../../adapters/payouts/port';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { bankChanged, changeBank, holdView } from './bank-hold';
import type { PayoutsContext } from './context';
import { payoutMessages } from './messages';
import { sendHeld } from './releases';
import { type PayoutAccountRow, payoutsRepo } from './repo';

/** The driver's payout account as their card shows it. */
export function accountView(ctx: PayoutsContext, row: PayoutAccountRow | undefined): PayoutAccount {
  if (!row)
    return {
      status: 'none',
      provider: ctx.provider.provider,
      bankLast4: null,
      requirementsDue: ['Your legal name, date of birth, the last 4 of your SSN and a bank account'],
      instantAvailable: false,
      disabledReason: null,
      bankHold: null,
      taxIdOnFile: false,
    };
  return {
    status: row.status,
    provider: row.provider,
    bankLast4: row.bankLast4,
    requirementsDue: row.requirementsDue,
    instantAvailable: row.instantAvailable,
    disabledReason: row.disabledReason,
    bankHold: holdView(ctx, row),
    taxIdOnFile: row.taxIdOnFile,
  };
}

export async function payoutAccount(ctx: PayoutsContext, actor: SessionUser): Promise<PayoutAccount> {
  return accountView(ctx, await payoutsRepo.account(ctx.db, actor.id));
}

/**
 * Start or resume onboarding. Stripe: the Express account (made once) and a fresh onboarding link. Test
 * mode: the form makes the account, or replaces the bank of one whose payouts failed. Held halves go out
 * as soon as the account is enabled.
 */
export async function onboard(
  ctx: PayoutsContext,
  actor: SessionUser,
  details: TestPayoutOnboarding | Record<string, never>,
): Promise<{ account: PayoutAccount; onboardingUrl: string | null }> {
  if (actor.role !== 'driver') throw badRequest('Payout accounts are for drivers.', 'drivers_only');
  const form = 'accountNumber' in details ? (details as TestPayoutOnboarding) : null;
  if (ctx.provider.provider === 'test' && !form)
    throw badRequest('Fill in the payout form: in test mode it makes your payout account.', 'form_required');
  const urls = {
    returnUrl: `${ctx.publicUrl}/driver?tab=earnings&onboarding=done`,
    refreshUrl: `${ctx.publicUrl}/driver?tab=earnings&onboarding=retry`,
  };
  const existing = await payoutsRepo.account(ctx.db, actor.id);
  if (existing) {
    if (form && ctx.provider.updateAccount) {
      if (existing.status === 'enabled' && existing.bankLast4 === form.accountNumber.slice(-4))
        return { account: accountView(ctx, existing), onboardingUrl: null };
      const updateAccount = ctx.provider.updateAccount.bind(ctx.provider);
      const update = () => updateAccount(existing.providerAccountId, form);
      // Another bank than the one on file (not the first one): held as the provider changes it.
      const swapping = existing.bankLast4 !== null && existing.bankLast4 !== form.accountNumber.slice(-4);
      const state = swapping ? await changeBank(ctx, actor.id, update) : await update();
      const updated = await applyState(ctx, existing, state);
      if (swapping && updated.bankLast4 !== existing.bankLast4)
        await ctx.audit.record(ctx.db, {
          actor,
          action: 'payout.bank_change',
          target: { type: 'driver', id: actor.id, label: actor.name },
          before: { bankLast4: existing.bankLast4 },
          after: { bankLast4: updated.bankLast4 },
        });
      return { account: accountView(ctx, updated), onboardingUrl: null };
    }
    if (existing.status === 'enabled')
      throw conflict('Your payout account is ready already.', 'already_enabled');
    const link = await ctx.provider.onboardingLink(existing.providerAccountId, urls);
    return { account: accountView(ctx, existing), onboardingUrl: link };
  }
  const user = await ctx.accounts.getUser(actor.id);
  const made = await ctx.provider.createAccount({
    driverId: actor.id,
    email: user?.email ?? '',
    details: form,
    ...urls,
  });
  const inserted = await payoutsRepo.insertAccount(ctx.db, {
    driverId: actor.id,
    provider: ctx.provider.provider,
    providerAccountId: made.accountId,
    ...made.state,
  });
  // Two onboardings at once: the first account stands (the provider's second one is never used).
  const row = inserted ?? (await payoutsRepo.account(ctx.db, actor.id))!;
  if (row.status === 'enabled') await sendHeld(ctx, actor.id);
  return { account: accountView(ctx, row), onboardingUrl: made.onboardingUrl };
}

/** The provider's word on an account (Stripe's account.updated, or a test-mode bank change). */
export async function applyState(
  ctx: PayoutsContext,
  row: PayoutAccountRow,
  state: ProviderAccountState,
): Promise<PayoutAccountRow> {
  let updated = (await payoutsRepo.updateAccount(ctx.db, row.driverId, state)) ?? row;
  if (row.bankLast4 !== null && updated.bankLast4 !== null && updated.bankLast4 !== row.bankLast4)
    updated = await bankChanged(ctx, updated);
  if (updated.status === 'enabled') {
    await sendHeld(ctx, row.driverId);
    if (row.status !== 'enabled')
      await ctx
        .notify(row.driverId, 'payout_released', (locale) => ({
          ...payoutMessages[locale].accountReady(updated.bankLast4),
          link: '/driver?tab=earnings',
        }))
        .catch((err) => ctx.log('payout account notice failed', err));
  }
  return updated;
}

export async function accountUpdated(
  ctx: PayoutsContext,
  providerAccountId: string,
  state: ProviderAccountState,
) {
  const row = await payoutsRepo.accountByProviderId(ctx.db, providerAccountId);
  if (row) await applyState(ctx, row, state);
}
