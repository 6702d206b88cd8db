import { claimDecisionLabels, claimDecisions, claimKindLabels } from '@core/claims';
import { type ClaimView, claimDecisionForm } from '@core/contracts/claims';
import { damageTypeLabels, diagramViewLabels } from '@core/inspections';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { claimQuery, useAddClaimPhoto, useClaimMessage, useDecideClaim } from '../api';

/** One claim: what was claimed, the evidence, the thread, and (operators) the decision. */
export function ClaimDetail({ id, operator }: { id: string; operator: boolean }) {
  const claim = useQuery(claimQuery(id));
  if (claim.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (claim.isError) return <QueryErrorRetry query={claim} prefix="We could not load the claim" />;
  const c = claim.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Claim {c.number} · {c.job.number}
          <Badge tone={c.status === 'open' ? 'warning' : 'success'}>
            {c.decision
              ? claimDecisionLabels[c.decision]
              : c.waitingOn === 'operator'
                ? 'With Pathway'
                : `Waiting for the ${c.waitingOn}`}
          </Badge>
        </CardTitle>
        <CardDescription>
          {claimKindLabels[c.kind]} · {formatUsd(c.amountCents)} claimed by {c.client.name}
          {c.driver ? ` · driver ${c.driver.name}` : ''}
          {c.heldPay && c.status === 'open' ? " · the driver's second payout waits for the decision" : ''}
          {c.reservedCents > 0 && c.status === 'open'
            ? ` · ${formatUsd(c.reservedCents)} of the driver's pay reserved`
            : ''}
          {c.receivableCents > 0 && c.status === 'open'
            ? ` · ${formatUsd(c.receivableCents)} not covered by held pay`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {c.decision ? (
          <section
            aria-label="Decision"
            className="grid gap-1 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            <p className="font-semibold">{claimDecisionLabels[c.decision]}</p>
            {c.refundCents ? <p>{formatUsd(c.refundCents)} refunded to the client's card.</p> : null}
            {c.chargeCents ? <p>{formatUsd(c.chargeCents)} charged to the driver.</p> : null}
            <p>{c.decisionReason}</p>
          </section>
        ) : null}
        <Evidence claim={c} />
        <Thread claim={c} operator={operator} />
        {operator && c.status === 'open' ? <DecisionForm claim={c} /> : null}
      </CardContent>
    </Card>
  );
}

function Evidence({ claim }: { claim: ClaimView }) {
  const reports = [claim.evidence.pickup, claim.evidence.delivery].filter((r) => r !== null);
  if (reports.length === 0) return null;
  return (
    <section aria-label="Evidence" className="grid gap-2 text-sm">
      <h3 className="font-semibold text-slate-900">Evidence: the condition reports</h3>
      {reports.map((r) => (
        <div key={r.stage} className="grid gap-1 rounded-xl bg-slate-50 p-3">
          <p className="font-medium capitalize">{r.stage}</p>
          {r.marks.length === 0 ? <p className="text-slate-600">No damage marked.</p> : null}
          <ul className="grid gap-0.5">
            {r.marks.map((m) => (
              <li key={m.id}>
                {damageTypeLabels[m.type]} on the {diagramViewLabels[m.view].toLowerCase()}
                {m.comparedToPickup === 'new'
                  ? ' (new since pickup)'
                  : m.comparedToPickup === 'worse'
                    ? ' (worse than at pickup)'
                    : ''}
                {m.note ? `: ${m.note}` : ''}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-1">
            {r.photos.slice(0, 8).map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`${r.stage} photo: ${p.kind}`}
                  className="h-14 w-14 rounded object-cover"
                  loading="lazy"
                />
              </a>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function Thread({ claim, operator }: { claim: ClaimView; operator: boolean }) {
  const send = useClaimMessage(claim.id);
  const [text, setText] = useState('');
  const [to, setTo] = useState<'client' | 'driver'>('client');
  const toId = useId();
  return (
    <section aria-label="Messages" className="grid gap-2 text-sm">
      <h3 className="font-semibold text-slate-900">Messages</h3>
      <ol className="grid gap-1">
        {claim.messages.map((m) => (
          <li
            key={m.id}
            className={m.party === 'operator' ? 'rounded-lg bg-brand-50 p-2' : 'rounded-lg bg-slate-50 p-2'}
          >
            <span className="text-xs text-slate-500">
              {m.authorName}
              {m.party === 'operator' && m.addressedTo ? ` to the ${m.addressedTo}` : ''} ·{' '}
              {formatDateTime(m.createdAt)}
            </span>
            <p className="text-slate-900">{m.body}</p>
            {m.fileUrl ? (
              <a href={m.fileUrl} target="_blank" rel="noreferrer">
                <img
                  src={m.fileUrl}
                  alt={`Evidence from ${m.authorName}`}
                  className="mt-1 h-24 rounded object-cover"
                  loading="lazy"
                />
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {claim.status === 'open' ? (
        <form
          className="grid gap-2"
          aria-label="Reply"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate(
              { body: text, ...(operator ? { to } : {}) },
              {
                onSuccess: () => setText(''),
                onError: (err) =>
                  toast({ title: 'Not sent', description: errorMessage(err), variant: 'destructive' }),
              },
            );
          }}
        >
          {operator ? (
            <div className="grid gap-1">
              <Label htmlFor={toId}>Ask</Label>
              <NativeSelect
                id={toId}
                value={to}
                onChange={(e) => setTo(e.target.value as 'client' | 'driver')}
              >
                <option value="client">the client</option>
                {claim.driver ? <option value="driver">the driver</option> : null}
              </NativeSelect>
            </div>
          ) : null}
          <TextAreaField
            label={operator ? 'Question' : 'Your message'}
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={send.isPending || text.trim().length < 2}>
            Send
          </Button>
        </form>
      ) : null}
      {claim.status === 'open' && !operator ? <AddPhoto claimId={claim.id} /> : null}
    </section>
  );
}

/** A photo of the damage, added to the thread (resized and checked by the server like every upload). */
function AddPhoto({ claimId }: { claimId: string }) {
  const add = useAddClaimPhoto(claimId);
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Add a photo</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={add.isPending}
        className="text-sm"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          add.mutate(
            { file },
            {
              onError: (err) =>
                toast({ title: 'Photo not added', description: errorMessage(err), variant: 'destructive' }),
            },
          );
          e.target.value = '';
        }}
      />
      {add.isPending ? <p className="text-xs text-slate-500">Uploading…</p> : null}
    </div>
  );
}

function DecisionForm({ claim }: { claim: ClaimView }) {
  const decide = useDecideClaim(claim.id);
  const decisionId = useId();
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof claimDecisionForm>,
    z.output<typeof claimDecisionForm>
  >({
    resolver: zodResolver(claimDecisionForm),
    defaultValues: { decision: 'split', refund: '', charge: '', reason: '' },
    fields: ['decision', 'refund', 'charge', 'reason'],
    fieldFor: { refundCents: 'refund', chargeCents: 'charge' },
    send: async (v) => {
      await decide.mutateAsync({
        decision: v.decision,
        refundCents: v.refund,
        chargeCents: v.charge,
        reason: v.reason,
      });
      toast({ title: 'Claim decided', description: 'Both parties are told.' });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 p-3"
      aria-label="Decision"
    >
      <h3 className="text-sm font-semibold text-slate-900">Decide</h3>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="grid gap-1">
        <Label htmlFor={decisionId}>Decision</Label>
        <NativeSelect id={decisionId} {...register('decision')}>
          {claimDecisions.map((d) => (
            <option key={d} value={d}>
              {claimDecisionLabels[d]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Refund to the client (USD)"
          inputMode="decimal"
          error={errors.refund?.message}
          {...register('refund')}
        />
        <TextField
          label="Charge to the driver (USD)"
          inputMode="decimal"
          error={errors.charge?.message}
          {...register('charge')}
        />
      </div>
      <TextAreaField
        label="Reason (both parties read it)"
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Deciding…">
        Decide
      </SubmitButton>
    </form>
  );
}
