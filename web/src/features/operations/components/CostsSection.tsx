import { bookTicketForm, type JobCostsView, jobReturnModeLabels } from '@core/contracts/returns';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { FormDialog } from './FormDialog';
import { NoteDialog } from './NoteDialog';

/**
 * The job panel's Costs: the return and fuel lines the client paid (and their basis), what receipts and
 * tickets recorded and what was approved, the settlement (refund, overrun), and the driver's way home
 * with its actions (book a ticket, mark it missed, excuse it).
 */
export function CostsSection({ jobId }: { jobId: string }) {
  const query = useQuery(jobCostsQuery(jobId));
  return (
    <section aria-labelledby="costs-title" className="grid gap-2">
      <h3 id="costs-title" className="text-sm font-semibold text-slate-900">
        Costs
      </h3>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : query.isError ? (
        <QueryErrorRetry query={query} prefix="We could not load the job's costs" />
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
  const basis = c.estimated.basis;
  const notes = basis ? [`Fuel: ${basis.fuel.basis}`, `Return: ${basis.driverReturn.basis}`] : [];
  return (
    <div className="grid gap-2 text-sm">
      <table className="w-full">
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="text-left font-normal">
              <span className="sr-only">Stage</span>
            </th>
            <th scope="col" className="text-right font-normal">
              Fuel
            </th>
            <th scope="col" className="text-right font-normal">
              Driver return
            </th>
          </tr>
        </thead>
        <tbody>
          <Row label="Estimated (paid)" fuel={c.estimated.fuelCents} ret={c.estimated.driverReturnCents} />
          <Row label="Recorded" fuel={c.recorded.fuelCents} ret={c.recorded.returnCents} />
          <Row label="Approved" fuel={c.approved.fuelCents} ret={c.approved.returnCents} />
        </tbody>
      </table>
      {notes.map((n) => (
        <p key={n} className="text-xs text-slate-500">
          {n}
        </p>
      ))}
      <p className="text-slate-700">
        {c.settlement
          ? `Settled ${formatDateTime(c.settlement.settledAt)}: ${formatUsd(c.settlement.refundCents)} refunded to the client${
              c.settlement.refundedAt ? '' : ' (the card provider has not taken it yet: retried)'
            }, ${formatUsd(c.settlement.overrunCents)} overrun borne by Pathway.`
          : 'Not settled: it settles once the client confirmed delivery, every receipt is decided and the driver’s way home is known (or 14 days after delivery).'}
      </p>
      <ReturnActions jobId={jobId} c={c} />
    </div>
  );
}

type Open = 'book' | 'missed' | 'excuse' | null;

/** The two decisions on a provided ticket: what each dialog says and does. */
const decisions = {
  missed: (send: (reason: string) => Promise<unknown>) => ({
    title: 'Mark the ticket missed',
    description:
      "The ticket's cost becomes a penalty kept back from the driver's next halves, and the driver is suspended for 30 days (the driver policy). You can excuse it afterwards.",
    submit: 'Mark missed',
    send: async (reason: string) => {
      await send(reason);
      toast({ title: 'Marked missed', description: 'The penalty and the suspension are recorded.' });
    },
  }),
  excuse: (send: (reason: string) => Promise<unknown>) => ({
    title: 'Excuse the missed ticket',
    description:
      'The suspension it brought is lifted and what is still owed of its penalty is waived. Recorded in the audit log.',
    submit: 'Excuse',
    send: async (reason: string) => {
      await send(reason);
      toast({ title: 'Excused', description: 'The driver is told.' });
    },
  }),
};

function ReturnActions({ jobId, c }: { jobId: string; c: JobCostsView }) {
  const [open, setOpen] = useState<Open>(null);
  const missed = useMarkMissed(jobId);
  const excuse = useExcuseMissed(jobId);
  const r = c.return;
  if (!r) return <p className="text-slate-600">No return to arrange (no driver yet, or no return line).</p>;
  const close = (o: boolean) => (o ? undefined : setOpen(null));
  const bookable = (r.mode === 'provided' || r.mode === 'self_booked') && !r.ticket;
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-2">
      <p className="font-medium text-slate-900">{jobReturnModeLabels[r.mode]}</p>
      {r.ticket ? (
        <p className="text-slate-700">
          {r.ticket.carrier} · {formatDateTime(r.ticket.departsAt)} → {formatDateTime(r.ticket.arrivesAt)} ·{' '}
          <span className="font-mono">{r.ticket.confirmation}</span> · {formatUsd(r.ticket.costCents)}
        </p>
      ) : null}
      {r.missed ? (
        <p className="text-red-900">
          Missed: {r.missed.reason} · penalty {formatUsd(r.missed.penaltyCents)}
          {r.missed.excusedAt ? ` · excused: ${r.missed.excuseReason}` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {bookable ? <Button onClick={() => setOpen('book')}>Book ticket</Button> : null}
        {r.ticket && !r.missed ? (
          <Button variant="outline" onClick={() => setOpen('missed')}>
            Mark missed
          </Button>
        ) : null}
        {r.missed && !r.missed.excusedAt ? (
          <Button variant="outline" onClick={() => setOpen('excuse')}>
            Excuse
          </Button>
        ) : null}
      </div>
      <BookDialog jobId={jobId} open={open === 'book'} onOpenChange={close} />
      <NoteDialog
        open={open === 'missed' || open === 'excuse'}
        onOpenChange={close}
        label="Reason"
        {...(open === 'excuse' ? decisions.excuse(excuse.mutateAsync) : decisions.missed(missed.mutateAsync))}
      />
    </div>
  );
}

function BookDialog(props: { jobId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
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
        title: 'Ticket booked',
        description: 'The driver sees it on the job and is reminded before it departs.',
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
      title="Book the driver's ticket home"
      description="Book it with the carrier (phone or website), then enter what you booked: Pathway pays it and the driver sees it on the job."
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel="Booking…"
      submit="Record the booking"
    >
      <TextField label="Carrier" error={errors.carrier?.message} {...register('carrier')} />
      <TextField
        label="Departs"
        type="datetime-local"
        error={errors.departsAt?.message}
        {...register('departsAt')}
      />
      <TextField
        label="Arrives"
        type="datetime-local"
        error={errors.arrivesAt?.message}
        {...register('arrivesAt')}
      />
      <TextField label="Confirmation" error={errors.confirmation?.message} {...register('confirmation')} />
      <TextField label="Cost (USD)" inputMode="decimal" error={errors.cost?.message} {...register('cost')} />
    </FormDialog>
  );
}
