import { INCOMING_CALL_RING_MS } from '@core/assistant';
import type { CommunicationResponse, IncomingCall } from '@core/contracts/assistant';
import { jobNumber } from '@core/jobs';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { Job, JobsService } from '../jobs/service';
import type { MailService } from '../mail/service';
import type { NotificationsService } from '../notifications/service';
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
}

const NO_SUCH_RECIPIENT = 'There is no such person on this job.';

/**
 * Calls, texts, e-mails and notifications between the parties of one job (no open relay): the sender must
 * be able to see the job, and the recipient must be its client, its driver or dispatch. Everything goes
 * through the ports: the phone port (Twilio, or the outbox) and the mail port, or the bell.
 */
export function createCommunications(deps: CommunicationsDeps) {
  const now = deps.now ?? (() => new Date());

  async function resolve(actor: SessionUser, to: Addressed): Promise<{ job: Job; party: Party }> {
    const job = await deps.jobs.findVisible(actor, to.jobId);
    if (to.recipient === 'dispatch') {
      if (to.recipientId) throw notFound(NO_SUCH_RECIPIENT);
      return {
        job,
        party: {
          userId: null,
          name: 'Pathway dispatch',
          email: deps.support.email,
          phone: deps.support.phone,
        },
      };
    }
    const userId = to.recipient === 'client' ? job.clientId : job.driverId;
    if (!userId || (to.recipientId && to.recipientId !== userId) || userId === actor.id)
      throw notFound(NO_SUCH_RECIPIENT);
    const user = await deps.accounts.getUser(userId);
    if (!user) throw notFound(NO_SUCH_RECIPIENT);
    return { job, party: { userId, name: user.name, email: user.email, phone: user.phone } };
  }

  const phoneOf = (party: Party) => {
    if (!party.phone) throw conflict(`${party.name} has no phone number on file.`, 'no_phone');
    return party.phone;
  };
  const about = (actor: SessionUser, job: Job) => `${actor.name} about ${jobNumber(job.number)}`;

  return {
    async call(actor: SessionUser, input: Addressed & { message: string }): Promise<CommunicationResponse> {
      const { job, party } = await resolve(actor, input);
      const to = phoneOf(party);
      const row = await deps.mail.queue({
        channel: 'voice',
        to,
        subject: `Call from ${about(actor, job)}`,
        body: `Pathway call from ${about(actor, job)}: ${input.message}`,
        kind: 'job_call',
        userId: actor.id,
      });
      // The recipient's chat widget (or every operator's, for dispatch) shows the call while it rings.
      await communicationsRepo.addCall(deps.db, {
        recipientId: party.userId,
        callerId: actor.id,
        callerName: actor.name,
        callerType: job.clientId === actor.id ? 'client' : job.driverId === actor.id ? 'driver' : 'dispatch',
        phoneNumber: to,
        jobId: job.id,
      });
      return { channel: 'voice', status: row.status, to: party.name };
    },

    async sms(actor: SessionUser, input: Addressed & { message: string }): Promise<CommunicationResponse> {
      const { job, party } = await resolve(actor, input);
      const row = await deps.mail.queue({
        channel: 'sms',
        to: phoneOf(party),
        subject: `Text from ${about(actor, job)}`,
        body: `Pathway ${jobNumber(job.number)}, ${actor.name}: ${input.message}`,
        kind: 'job_sms',
        userId: actor.id,
      });
      return { channel: 'sms', status: row.status, to: party.name };
    },

    async email(
      actor: SessionUser,
      input: Addressed & { subject: string; body: string },
    ): Promise<CommunicationResponse> {
      const { job, party } = await resolve(actor, input);
      const row = await deps.mail.queue({
        to: party.email,
        subject: `[${jobNumber(job.number)}] ${input.subject}`,
        body: `${input.body}\n\n— ${actor.name}, through Pathway (${deps.publicUrl}/tracking?id=${job.id}). Reply in the app's messages.`,
        kind: 'job_email',
        userId: actor.id,
      });
      return { channel: 'email', status: row.status, to: party.name };
    },

    async notification(
      actor: SessionUser,
      input: Addressed & { title: string; message: string },
    ): Promise<CommunicationResponse> {
      const { job, party } = await resolve(actor, input);
      const content = {
        title: input.title,
        body: `${actor.name} about ${jobNumber(job.number)}: ${input.message}`,
        link: `/tracking?id=${job.id}`,
      };
      const ids = party.userId ? [party.userId] : await deps.accounts.listOperatorIds();
      for (const id of ids) await deps.notifications.notify(id, 'job_contact', content);
      return { channel: 'notification', status: 'delivered', to: party.name };
    },

    /**
     * A call into Pathway's line, for dispatch: the caller is named from their account (by id or phone
     * number on file) or by the number. `providerCallId` makes a repeated webhook record one call.
     */
    async receiveCall(input: {
      callerId?: string | null;
      callerType?: string | null;
      phoneNumber?: string | null;
      providerCallId?: string;
      findByPhone: (phone: string) => Promise<{ id: string; name: string; role: string } | undefined>;
    }) {
      const byId =
        input.callerId && isUuid(input.callerId) ? await deps.accounts.getUser(input.callerId) : undefined;
      const caller = byId ?? (input.phoneNumber ? await input.findByPhone(input.phoneNumber) : undefined);
      const callerName = caller?.name ?? input.phoneNumber ?? 'Unknown caller';
      const row = await communicationsRepo.addCall(deps.db, {
        recipientId: null,
        callerId: caller?.id ?? null,
        callerName,
        callerType: input.callerType ?? caller?.role ?? 'unknown',
        phoneNumber: input.phoneNumber ?? null,
        providerCallId: input.providerCallId ?? null,
      });
      return { recorded: Boolean(row), callerName };
    },

    /** The newest call ringing for the actor (operators also see calls to dispatch). */
    async incoming(actor: SessionUser): Promise<IncomingCall> {
      const row = await communicationsRepo.latestCall(
        deps.db,
        actor.id,
        actor.isAdmin,
        new Date(now().getTime() - INCOMING_CALL_RING_MS),
      );
      return row
        ? { hasIncomingCall: true, callerName: row.callerName, callerType: row.callerType }
        : { hasIncomingCall: false, callerName: null, callerType: null };
    },
  };
}
export type Communications = ReturnType<typeof createCommunications>;
