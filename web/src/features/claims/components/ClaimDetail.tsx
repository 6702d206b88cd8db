import { claimDecisions } from '@core/claims';
import { type ClaimView, claimDecisionForm } from '@core/contracts/claims';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { damageTypeMessages } from '@web/features/inspections';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { claimQuery, useAddClaimPhoto, useClaimMessage, useDecideClaim } from '../api';
import { claimDecisionText, claimKindText, markPlaceText, reportStageText } from '../labels';

/** One claim: what was claimed, the evidence, the thread, and (operators) the decision. */
export function ClaimDetail({ id, operator }: { id: string; operator: boolean }) {
  const { t } = useLingui();
  const claim = useQuery(claimQuery(id));
  if (claim.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (claim.isError) return <QueryErrorRetry query={claim} prefix={t`We could not load the claim`} />;
  const c = claim.data;
  const number = c.number;
  const job = c.job.number;
  const open = c.status === 'open';
  const kind = t(claimKindText[c.kind]);
  const amount = formatUsd(c.amountCents);
  const client = c.client.name;
  const driver = c.driver?.name;
  const reserved = formatUsd(c.reservedCents);
  const receivable = formatUsd(c.receivableCents);
  // The claim's facts, each its own sentence piece, shown with " · " between them.
  const facts = [
    t`${kind} · ${amount} claimed by ${client}`,
    driver ? t`driver ${driver}` : null,
    c.heldPay && open ? t`the driver's second payout waits for the decision` : null,
    c.reservedCents > 0 && open ? t`${reserved} of the driver's pay reserved` : null,
    c.receivableCents > 0 && open ? t`${receivable} not covered by held pay` : null,
  ].filter((fact) => fact !== null);
  const refund = c.refundCents ? formatUsd(c.refundCents) : null;
  const charge = c.chargeCents ? formatUsd(c.chargeCents) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Trans>
            Claim {number} · {job}
          </Trans>
          <Badge tone={c.status === 'open' ? 'warning' : 'success'}>
            {c.decision
              ? t(claimDecisionText[c.decision])
              : c.waitingOn === 'operator'
                ? t`With Pathway`
                : c.waitingOn === 'client'
                  ? t`Waiting for the client`
                  : t`Waiting for the driver`}
          </Badge>
        </CardTitle>
        <CardDescription>{facts.join(' · ')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {c.decision ? (
          <section
            aria-label={t`Decision`}
            className="grid gap-1 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            <p className="font-semibold">{t(claimDecisionText[c.decision])}</p>
            {refund ? (
              <p>
                <Trans>{refund} refunded to the client's card.</Trans>
              </p>
            ) : null}
            {charge ? (
              <p>
                <Trans>{charge} charged to the driver.</Trans>
              </p>
            ) : null}
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
  const { t } = useLingui();
  const reports = [claim.evidence.pickup, claim.evidence.delivery].filter((r) => r !== null);
  if (reports.length === 0) return null;
  return (
    <section aria-label={t`Evidence`} className="grid gap-2 text-sm">
      <h3 className="font-semibold text-slate-900">
        <Trans>Evidence: the condition reports</Trans>
      </h3>
      {reports.map((r) => {
        const stage = t(reportStageText[r.stage]);
        return (
          <div key={r.stage} className="grid gap-1 rounded-xl bg-slate-50 p-3">
            <p className="font-medium capitalize">{stage}</p>
            {r.marks.length === 0 ? (
              <p className="text-slate-600">
                <Trans>No damage marked.</Trans>
              </p>
            ) : null}
            <ul className="grid gap-0.5">
              {r.marks.map((m) => {
                const type = t(damageTypeMessages[m.type]);
                const where = t(markPlaceText[m.view]);
                const mark =
                  m.comparedToPickup === 'new'
                    ? t`${type} ${where} (new since pickup)`
                    : m.comparedToPickup === 'worse'
                      ? t`${type} ${where} (worse than at pickup)`
                      : t`${type} ${where}`;
                return (
                  <li key={m.id}>
                    {mark}
                    {m.note ? `: ${m.note}` : ''}
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap gap-1">
              {r.photos.slice(0, 8).map((p) => {
                const kind = p.kind;
                return (
                  <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                    <img
                      src={p.url}
                      alt={t`${stage} photo: ${kind}`}
                      className="h-14 w-14 rounded object-cover"
                      loading="lazy"
                    />
                  </a>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}

function Thread({ claim, operator }: { claim: ClaimView; operator: boolean }) {
  const { t } = useLingui();
  const send = useClaimMessage(claim.id);
  const [text, setText] = useState('');
  const [to, setTo] = useState<'client' | 'driver'>('client');
  const toId = useId();
  return (
    <section aria-label={t`Messages`} className="grid gap-2 text-sm">
      <h3 className="font-semibold text-slate-900">
        <Trans>Messages</Trans>
      </h3>
      <ol className="grid gap-1">
        {claim.messages.map((m) => {
          const author = m.authorName;
          const addressed = m.party === 'operator' ? m.addressedTo : null;
          const from =
            addressed === 'client'
              ? t`${author} to the client`
              : addressed === 'driver'
                ? t`${author} to the driver`
                : addressed === 'operator'
                  ? t`${author} to the operator`
                  : author;
          return (
            <li
              key={m.id}
              className={m.party === 'operator' ? 'rounded-lg bg-brand-50 p-2' : 'rounded-lg bg-slate-50 p-2'}
            >
              <span className="text-xs text-slate-500">
                {from} · {formatDateTime(m.createdAt)}
              </span>
              <p className="text-slate-900">{m.body}</p>
              {m.fileUrl ? (
                <a href={m.fileUrl} target="_blank" rel="noreferrer">
                  <img
                    src={m.fileUrl}
                    alt={t`Evidence from ${author}`}
                    className="mt-1 h-24 rounded object-cover"
                    loading="lazy"
                  />
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
      {claim.status === 'open' ? (
        <form
          className="grid gap-2"
          aria-label={t`Reply`}
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate(
              { body: text, ...(operator ? { to } : {}) },
              {
                onSuccess: () => setText(''),
                onError: (err) =>
                  toast({ title: t`Not sent`, description: errorMessage(err), variant: 'destructive' }),
              },
            );
          }}
        >
          {operator ? (
            <div className="grid gap-1">
              <Label htmlFor={toId}>
                <Trans>Ask</Trans>
              </Label>
              <NativeSelect
                id={toId}
                value={to}
                onChange={(e) => setTo(e.target.value as 'client' | 'driver')}
              >
                <option value="client">{t`the client`}</option>
                {claim.driver ? <option value="driver">{t`the driver`}</option> : null}
              </NativeSelect>
            </div>
          ) : null}
          <TextAreaField
            label={operator ? t`Question` : t`Your message`}
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={send.isPending || text.trim().length < 2}>
            <Trans>Send</Trans>
          </Button>
        </form>
      ) : null}
      {claim.status === 'open' && !operator ? <AddPhoto claimId={claim.id} /> : null}
    </section>
  );
}

/** A photo of the damage, added to the thread (resized and checked by the server like every upload). */
function AddPhoto({ claimId }: { claimId: string }) {
  const { t } = useLingui();
  const add = useAddClaimPhoto(claimId);
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>
        <Trans>Add a photo</Trans>
      </Label>
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
                toast({ title: t`Photo not added`, description: errorMessage(err), variant: 'destructive' }),
            },
          );
          e.target.value = '';
        }}
      />
      {add.isPending ? (
        <p className="text-xs text-slate-500">
          <Trans>Uploading…</Trans>
        </p>
      ) : null}
    </div>
  );
}

function DecisionForm({ claim }: { claim: ClaimView }) {
  const { t } = useLingui();
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
      toast({ title: t`Claim decided`, description: t`Both parties are told.` });
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
      aria-label={t`Decision`}
    >
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Decide</Trans>
      </h3>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="grid gap-1">
        <Label htmlFor={decisionId}>
          <Trans>Decision</Trans>
        </Label>
        <NativeSelect id={decisionId} {...register('decision')}>
          {claimDecisions.map((d) => (
            <option key={d} value={d}>
              {t(claimDecisionText[d])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t`Refund to the client (USD)`}
          inputMode="decimal"
          error={errors.refund?.message}
          {...register('refund')}
        />
        <TextField
          label={t`Charge to the driver (USD)`}
          inputMode="decimal"
          error={errors.charge?.message}
          {...register('charge')}
        />
      </div>
      <TextAreaField
        label={t`Reason (both parties read it)`}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Deciding…`}>
        <Trans>Decide</Trans>
      </SubmitButton>
    </form>
  );
}
