import { bookTicketForm, type JobCostsView } from '@core/contracts/returns';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { jobCostsQuery, useBookTicket, useExcuseMissed, useMarkMissed } from '@web/features/tripcosts';
import { useAppForm } from '@web/lib/forms';
import { formatDateTime, scheduledLocalToIso } from '@web/lib/time';
import { useState } from 'react';
import type { z } from 'zod';
import { returnModeMessages } from '../labels';
import { FormDialog } from './FormDialog';
import { NoteDialog } from './NoteDialog';

/**
 * The job panel's Costs: the return and fuel lines the client paid (and their basis), what receipts and
 * tickets recorded and what was approved, the settlement (refund, overrun), and the driver's way home
 * with its actions (book a ticket, mark it missed, excuse it).
 */
export function CostsSection({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const query = useQuery(jobCostsQuery(jobId));
  return (
    <section aria-labelledby="costs-title" className="grid gap-2">
      <h3 id="costs-title" className="text-sm font-semibold text-slate-900">
        <Trans>Costs</Trans>
      </h3>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : query.isError ? (
        <QueryErrorRetry query={query} prefix={t`We could not load the job's costs`} />
      ) : (
        <CostsView jobId={jobId} c={query.data} />
      )}
    </section>
  );
}

function Row({ label, fuel, ret }: { label: string; fuel: number; ret: number }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-1 text-left font-normal text-slate-600">
        {label}
      </th>
      <td className="py-1 text-right">{formatUsd(fuel)}</td>
      <td className="py-1 text-right">{formatUsd(ret)}</td>
    </tr>
  );
}

function CostsView({ jobId, c }: { jobId: string; c: JobCostsView }) {
  const { t } = useLingui();
  const basis = c.estimated.basis;
  const notes = basis ? [t`Fuel: ${basis.fuel.basis}`, t`Return: ${basis.driverReturn.basis}`] : [];
  const s = c.settlement;
  const settledAt = s ? formatDateTime(s.settledAt) : '';
  const refund = s ? formatUsd(s.refundCents) : '';
  const overrun = s ? formatUsd(s.overrunCents) : '';
  return (
    <div className="grid gap-2 text-sm">
      <table className="w-full">
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="text-left font-normal">
              <span className="sr-only">
                <Trans>Stage</Trans>
              </span>
            </th>
            <th scope="col" className="text-right font-normal">
              <Trans>Fuel</Trans>
            </th>
            <th scope="col" className="text-right font-normal">
              <Trans>Driver return</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <Row label={t`Estimated (paid)`} fuel={c.estimated.fuelCents} ret={c.estimated.driverReturnCents} />
          <Row label={t`Recorded`} fuel={c.recorded.fuelCents} ret={c.recorded.returnCents} />
          <Row label={t`Approved`} fuel={c.approved.fuelCents} ret={c.approved.returnCents} />
        </tbody>
      </table>
      {notes.map((n) => (
        <p key={n} className="text-xs text-slate-500">
          {n}
        </p>
      ))}
      <p className="text-slate-700">
        {s
          ? s.refundedAt
            ? t`Settled ${settledAt}: ${refund} refunded to the client, ${overrun} overrun borne by Pathway.`
            : t`Settled ${settledAt}: ${refund} refunded to the client (the card provider has not taken it yet: retried), ${overrun} overrun borne by Pathway.`
          : t`Not settled: it settles once the client confirmed delivery, every receipt is decided and the driver’s way home is known (or 14 days after delivery).`}
      </p>
      <ReturnActions jobId={jobId} c={c} />
    </div>
  );
}

type Open = 'book' | 'missed' | 'excuse' | null;

/** The two decisions on a provided ticket: what each dialog says and does (built while rendering). */
const decisions = {
  missed: (send: (reason: string) => Promise<unknown>) => ({
    title: t`Mark the ticket missed`,
    description: t`The ticket's cost becomes a penalty kept back from the driver's next halves, and the driver is suspended for 30 days (the driver policy). You can excuse it afterwards.`,
    submit: t`Mark missed`,
    send: async (reason: string) => {
      await send(reason);
      toast({ title: t`Marked missed`, description: t`The penalty and the suspension are recorded.` });
    },
  }),
  excuse: (send: (reason: string) => Promise<unknown>) => ({
    title: t`Excuse the missed ticket`,
    description: t`The suspension it brought is lifted and what is still owed of its penalty is waived. Recorded in the audit log.`,
    submit: t`Excuse`,
    send: async (reason: string) => {
      await send(reason);
      toast({ title: t`Excused`, description: t`The driver is told.` });
    },
  }),
};

function ReturnActions({ jobId, c }: { jobId: string; c: JobCostsView }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const missed = useMarkMissed(jobId);
  const excuse = useExcuseMissed(jobId);
  const r = c.return;
  if (!r)
    return (
      <p className="text-slate-600">
        <Trans>No return to arrange (no driver yet, or no return line).</Trans>
      </p>
    );
  const close = (o: boolean) => (o ? undefined : setOpen(null));
  const bookable = (r.mode === 'provided' || r.mode === 'self_booked') && !r.ticket;
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-2">
      <p className="font-medium text-slate-900">{i18n._(returnModeMessages[r.mode])}</p>
      {r.ticket ? (
        <p className="text-slate-700">
          {r.ticket.carrier} · {formatDateTime(r.ticket.departsAt)} → {formatDateTime(r.ticket.arrivesAt)} ·{' '}
          <span className="font-mono">{r.ticket.confirmation}</span> · {formatUsd(r.ticket.costCents)}
        </p>
      ) : null}
      {r.missed ? (
        <p className="text-red-900">
          {t`Missed: ${r.missed.reason} · penalty ${formatUsd(r.missed.penaltyCents)}`}
          {r.missed.excusedAt ? t` · excused: ${r.missed.excuseReason}` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {bookable ? (
          <Button onClick={() => setOpen('book')}>
            <Trans>Book ticket</Trans>
          </Button>
        ) : null}
        {r.ticket && !r.missed ? (
          <Button variant="outline" onClick={() => setOpen('missed')}>
            <Trans>Mark missed</Trans>
          </Button>
        ) : null}
        {r.missed && !r.missed.excusedAt ? (
          <Button variant="outline" onClick={() => setOpen('excuse')}>
            <Trans>Excuse</Trans>
          </Button>
        ) : null}
      </div>
      <BookDialog jobId={jobId} open={open === 'book'} onOpenChange={close} />
      <NoteDialog
        open={open === 'missed' || open === 'excuse'}
        onOpenChange={close}
        label={t`Reason`}
        {...(open === 'excuse' ? decisions.excuse(excuse.mutateAsync) : decisions.missed(missed.mutateAsync))}
      />
    </div>
  );
}

function BookDialog(props: { jobId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useLingui();
  const book = useBookTicket(props.jobId);
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof bookTicketForm>,
    z.output<typeof bookTicketForm>
  >({
    resolver: zodResolver(bookTicketForm),
    defaultValues: { carrier: '', departsAt: '', arrivesAt: '', confirmation: '', cost: '' },
    fields: ['carrier', 'departsAt', 'arrivesAt', 'confirmation', 'cost'],
    fieldFor: { costCents: 'cost' },
    send: async (v) => {
      await book.mutateAsync({
        carrier: v.carrier,
        departsAt: scheduledLocalToIso(v.departsAt) ?? v.departsAt,
        arrivesAt: scheduledLocalToIso(v.arrivesAt) ?? v.arrivesAt,
        confirmation: v.confirmation,
        costCents: v.cost,
      });
      toast({
        title: t`Ticket booked`,
        description: t`The driver sees it on the job and is reminded before it departs.`,
      });
      props.onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Book the driver's ticket home`}
      description={t`Book it with the carrier (phone or website), then enter what you booked: Pathway pays it and the driver sees it on the job.`}
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel={t`Booking…`}
      submit={t`Record the booking`}
    >
      <TextField label={t`Carrier`} error={errors.carrier?.message} {...register('carrier')} />
      <TextField
        label={t`Departs`}
        type="datetime-local"
        error={errors.departsAt?.message}
        {...register('departsAt')}
      />
      <TextField
        label={t`Arrives`}
        type="datetime-local"
        error={errors.arrivesAt?.message}
        {...register('arrivesAt')}
      />
      <TextField label={t`Confirmation`} error={errors.confirmation?.message} {...register('confirmation')} />
      <TextField
        label={t`Cost (USD)`}
        inputMode="decimal"
        error={errors.cost?.message}
        {...register('cost')}
      />
    </FormDialog>
  );
}
