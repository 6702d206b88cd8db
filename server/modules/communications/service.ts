import { INCOMING_CALL_RING_MS } from '@core/assistant';
import { actsForClient } from '@core/companies';
import type { CommunicationResponse, IncomingCall } from '@core/contracts/assistant';
import type { Locale } from '@core/i18n';
import { jobNumber } from '@core/jobs';
import type { Db } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type AccountsService, type SessionUser, textablePhone } from '../accounts/service';
import type { Job, JobsService } from '../jobs/service';
import type { MailService } from '../mail/service';
import type { NotificationsService } from '../notifications/service';
import { relayMessages } from './messages';
import { communicationsRepo } from './repo';

export interface CommunicationsDeps {
  db: Db;
  jobs: Pick<JobsService, 'findVisible'>;
  accounts: Pick<AccountsService, 'getUser' | 'listOperatorIds'>;
  mail: Pick<MailService, 'queue'>;
  notifications: Pick<NotificationsService, 'notify'>;
  support: { phone: string; email: string };
  publicUrl: string;
  now?: () => Date;
}

interface Addressed {
  recipient: 'client' | 'driver' | 'dispatch';
  recipientId?: string | null;
  jobId: string;
}

interface Party {
  /** null for dispatch (the operators, reached at the support phone and e-mail). */
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  /** The language what is sent them is framed in (dispatch reads English). */
  locale: Locale;
}

const NO_SUCH_RECIPIENT = 'There is no such person on this job.';

/** What the functions take: the dependencies with the clock fixed. */
type CommunicationsContext = CommunicationsDeps & { now: () => Date };

async function resolve(
  ctx: CommunicationsContext,
  actor: SessionUser,
  to: Addressed,
): Promise<{ job: Job; party: Party }> {
  const job = await ctx.jobs.findVisible(actor, to.jobId);
  if (to.recipient === 'dispatch') {
    if (to.recipientId) throw notFound(NO_SUCH_RECIPIENT);
    return {
      job,
      party: {
        userId: null,
        name: 'Pathway dispatch',
        email: ctx.support.email,
        phone: ctx.support.phone,
        locale: 'en',
      },
    };
  }
  const userId = to.recipient === 'client' ? job.clientId : job.driverId;
  if (!userId || (to.recipientId && to.recipientId !== userId) || userId === actor.id)
    throw notFound(NO_SUCH_RECIPIENT);
  const user = await ctx.accounts.getUser(userId);
  if (!user) throw notFound(NO_SUCH_RECIPIENT);
  // An unconfirmed number is as good as none: nobody is texted or called at a number they did not confirm.
  return {
    job,
    party: { userId, name: user.name, email: user.email, phone: textablePhone(user), locale: user.locale },
  };
}

const phoneOf = (party: Party) => {
  if (!party.phone) throw conflict(`${party.name} has no confirmed phone number on file.`, 'no_phone');
  return party.phone;
};
const about = (actor: SessionUser, job: Job) => `${actor.name} about ${jobNumber(job.number)}`;

export async function call(
  ctx: CommunicationsContext,
  actor: SessionUser,
  input: Addressed & { message: string },
): Promise<CommunicationResponse> {
  const { job, party } = await resolve(ctx, actor, input);
  const to = phoneOf(party);
  const row = await ctx.mail.queue({
    channel: 'voice',
    to,
    subject: `Call from ${about(actor, job)}`,
    body: `Pathway call from ${about(actor, job)}: ${input.message}`,
    kind: 'job_call',
    userId: actor.id,
  });
  // The recipient's chat widget (or every operator's, for dispatch) shows the call while it rings.
  await communicationsRepo.addCall(ctx.db, {
    recipientId: party.userId,
    callerId: actor.id,
    callerName: actor.name,
    callerType:
      job.driverId === actor.id ? 'driver' : actsForClient(actor, job, 'view') ? 'client' : 'dispatch',
    phoneNumber: to,
    jobId: job.id,
  });
  return { channel: 'voice', status: row.status, to: party.name };
}

export async function sms(
  ctx: CommunicationsContext,
  actor: SessionUser,
  input: Addressed & { message: string },
): Promise<CommunicationResponse> {
  const { job, party } = await resolve(ctx, actor, input);
  const row = await ctx.mail.queue({
    channel: 'sms',
    to: phoneOf(party),
    ...relayMessages[party.locale].sms({
      sender: actor.name,
      number: jobNumber(job.number),
      message: input.message,
    }),
    kind: 'job_sms',
    userId: actor.id,
  });
  return { channel: 'sms', status: row.status, to: party.name };
}

export async function email(
  ctx: CommunicationsContext,
  actor: SessionUser,
  input: Addressed & { subject: string; body: string },
): Promise<CommunicationResponse> {
  const { job, party } = await resolve(ctx, actor, input);
  const row = await ctx.mail.queue({
    to: party.email,
    ...relayMessages[party.locale].email({
      sender: actor.name,
      number: jobNumber(job.number),
      subject: input.subject,
      body: input.body,
      tracking: `${ctx.publicUrl}/tracking?id=${job.id}`,
    }),
    kind: 'job_email',
    userId: actor.id,
  });
  return { channel: 'email', status: row.status, to: party.name };
}

export async function notification(
  ctx: CommunicationsContext,
  actor: SessionUser,
  input: Addressed & { title: string; message: string },
): Promise<CommunicationResponse> {
  const { job, party } = await resolve(ctx, actor, input);
  const content = (locale: Locale) => ({
    title: input.title,
    body: relayMessages[locale].notice({
      sender: actor.name,
      number: jobNumber(job.number),
      message: input.message,
    }),
    link: `/tracking?id=${job.id}`,
  });
  const ids = party.userId ? [party.userId] : await ctx.accounts.listOperatorIds();
  for (const id of ids) await ctx.notifications.notify(id, 'job_contact', content);
  return { channel: 'notification', status: 'delivered', to: party.name };
}

/**
 * A call into Pathway's line, for dispatch: the caller is named from their account (by id or phone
 * number on file) or by the number. `providerCallId` makes a repeated webhook record one call.
 */
export async function receiveCall(
  ctx: CommunicationsContext,
  input: {
    callerId?: string | null;
    callerType?: string | null;
    phoneNumber?: string | null;
    providerCallId?: string;
    findByPhone: (phone: string) => Promise<{ id: string; name: string; role: string } | undefined>;
  },
) {
  const byId =
    input.callerId && isUuid(input.callerId) ? await ctx.accounts.getUser(input.callerId) : undefined;
  const caller = byId ?? (input.phoneNumber ? await input.findByPhone(input.phoneNumber) : undefined);
  const callerName = caller?.name ?? input.phoneNumber ?? 'Unknown caller';
  const row = await communicationsRepo.addCall(ctx.db, {
    recipientId: null,
    callerId: caller?.id ?? null,
    callerName,
    callerType: input.callerType ?? caller?.role ?? 'unknown',
    phoneNumber: input.phoneNumber ?? null,
    providerCallId: input.providerCallId ?? null,
  });
  return { recorded: Boolean(row), callerName };
}

/** The newest call ringing for the actor (operators also see calls to dispatch). */
export async function incoming(ctx: CommunicationsContext, actor: SessionUser): Promise<IncomingCall> {
  const row = await communicationsRepo.latestCall(
    ctx.db,
    actor.id,
    actor.isAdmin,
    new Date(ctx.now().getTime() - INCOMING_CALL_RING_MS),
  );
  return row
    ? { hasIncomingCall: true, callerName: row.callerName, callerType: row.callerType }
    : { hasIncomingCall: false, callerName: null, callerType: null };
}

/**
 * Calls, texts, e-mails and notifications between the parties of one job (no open relay): the sender must
 * be able to see the job, and the recipient must be its client, its driver or dispatch. Everything goes
 * through the ports: the phone port (Twilio, or the outbox) and the mail port, or the bell.
 */
export function createCommunications(deps: CommunicationsDeps) {
  const ctx: CommunicationsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, { call, sms, email, notification, receiveCall, incoming }),
  };
}
export type Communications = ReturnType<typeof createCommunications>;
