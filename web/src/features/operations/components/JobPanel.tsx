import type { AdminJob } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { HoursEtaLine } from '@web/features/jobs';
import { formatDateTime } from '@web/lib/time';
import { useState } from 'react';
import { adminJobQuery, useJobNote, usePayoutHold } from '../api';
import { boardStatusMessages } from '../labels';
import { CostsSection } from './CostsSection';
import { DispatchSection } from './DispatchSection';
import { JobRatings } from './JobRatings';
import { NoteDialog } from './NoteDialog';
import { OfferLine } from './OfferLine';
import { PanelBody, PanelDialog } from './PanelDialog';
import { ReassignDialog } from './ReassignDialog';
import { RefundDialog } from './RefundDialog';

/** The job panel (/admin?job=…): facts, open exceptions, the whole timeline with internal notes, and actions. */
export function JobPanel(props: {
  id: string | null;
  onClose: () => void;
  onOpenDriver: (id: string) => void;
}) {
  return (
    <PanelDialog open={props.id !== null} onClose={props.onClose} className="sm:max-w-2xl">
      {props.id ? <JobPanelBody id={props.id} onOpenDriver={props.onOpenDriver} /> : null}
    </PanelDialog>
  );
}

function JobPanelBody({ id, onOpenDriver }: { id: string; onOpenDriver: (id: string) => void }) {
  const panel = useQuery(adminJobQuery(id));
  return (
    <PanelBody query={panel} what="job">
      {(p) => <JobPanelView p={p} onOpenDriver={onOpenDriver} />}
    </PanelBody>
  );
}

function JobPanelView({ p, onOpenDriver }: { p: AdminJob; onOpenDriver: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const j = p.job;
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {j.number} <Badge tone="neutral">{i18n._(boardStatusMessages[j.boardStatus])}</Badge>
          {j.priority ? (
            <Badge tone="warning">
              <Trans>Priority</Trans>
            </Badge>
          ) : null}
          {p.payoutHeld ? (
            <Badge tone="danger">
              <Trans>Driver pay held</Trans>
            </Badge>
          ) : null}
        </DialogTitle>
        <DialogDescription>
          {j.pickupLocation} → {j.destinationLocation} · {formatUsd(j.priceCents)} · {p.paymentStatus}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">
            <Trans>Client</Trans>
          </dt>
          <dd>
            {j.client.name} · {p.clientEmail}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">
            <Trans>Driver</Trans>
          </dt>
          <dd>
            {j.driver ? (
              <button
                type="button"
                onClick={() => onOpenDriver(j.driver!.id)}
                className="text-brand-700 hover:underline"
              >
                {j.driver.name}
              </button>
            ) : j.offer ? (
              <OfferLine offer={j.offer} />
            ) : (
              t`None`
            )}
          </dd>
        </div>
      </dl>
      {p.liveEta ? <HoursEtaLine eta={p.liveEta} clock={p.etaClock} /> : null}
      <JobActions panel={p} />
      {p.exceptions.length > 0 ? (
        <section aria-label={t`Open exceptions`} className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Open exceptions</Trans>
          </h3>
          {p.exceptions.map((e) => (
            <p key={e.id} className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
              <strong>{e.title}:</strong> {e.reason}
            </p>
          ))}
        </section>
      ) : null}
      <CostsSection jobId={j.id} />
      <JobRatings jobId={j.id} />
      <section aria-label={t`Timeline`} className="grid gap-1">
        <h3 className="text-sm font-semibold text-slate-900">
          <Trans>Timeline</Trans>
        </h3>
        <ol className="grid gap-1 text-sm">
          {p.timeline.map((entry) => (
            <li key={entry.id} className="grid grid-cols-[9rem_1fr] gap-2">
              <span className="text-xs text-slate-500">{formatDateTime(entry.at)}</span>
              <span className={entry.internal ? 'rounded bg-amber-50 px-1 text-amber-900' : 'text-slate-800'}>
                {entry.text}
                {entry.actor ? <span className="text-slate-500"> · {entry.actor}</span> : null}
                {entry.internal ? <span className="sr-only">{t` (internal)`}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type Open = 'reassign' | 'refund' | 'hold' | 'release' | 'note' | null;

function JobActions({ panel }: { panel: AdminJob }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const [offerTo, setOfferTo] = useState<string | undefined>(undefined);
  const hold = usePayoutHold();
  const note = useJobNote();
  const j = panel.job;
  const reassignable = j.boardStatus === 'open' || j.boardStatus === 'accepted';
  const cancellable = ['unpaid', 'open', 'accepted', 'in_progress'].includes(j.boardStatus);
  const close = (o: boolean) => {
    if (o) return;
    setOpen(null);
    setOfferTo(undefined);
  };
  const done = (message: string) => toast({ title: t`Done`, description: message });
  const number = j.number;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {reassignable ? (
          <Button onClick={() => setOpen('reassign')}>
            <Trans>Reassign</Trans>
          </Button>
        ) : null}
        {cancellable ? (
          <Button variant="outline" onClick={() => setOpen('refund')}>
            <Trans>Cancel with refund</Trans>
          </Button>
        ) : null}
        {j.driver && j.boardStatus !== 'cancelled' ? (
          <Button variant="outline" onClick={() => setOpen(panel.payoutHeld ? 'release' : 'hold')}>
            {panel.payoutHeld ? t`Release driver pay` : t`Hold driver pay`}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setOpen('note')}>
          <Trans>Add note</Trans>
        </Button>
        <ReassignDialog job={j} open={open === 'reassign'} onOpenChange={close} driverId={offerTo} />
        <RefundDialog panel={panel} open={open === 'refund'} onOpenChange={close} />
        <NoteDialog
          open={open === 'hold' || open === 'release'}
          onOpenChange={close}
          title={open === 'release' ? t`Release the driver pay` : t`Hold the driver pay`}
          description={
            open === 'release'
              ? t`The holds close and every half already due is paid now.`
              : t`The pay not yet released for this job waits until you release it. The driver is told.`
          }
          label={t`Why`}
          submit={open === 'release' ? t`Release` : t`Hold`}
          send={async (reason) =>
            done((await hold.mutateAsync({ id: j.id, release: open === 'release', reason })).message)
          }
        />
        <NoteDialog
          open={open === 'note'}
          onOpenChange={close}
          title={t`Note on ${number}`}
          description={t`Internal: only operators see it.`}
          label={t`Note`}
          submit={t`Add note`}
          send={async (text) => done((await note.mutateAsync({ id: j.id, note: text })).message)}
        />
      </div>
      <DispatchSection
        jobId={j.id}
        open={j.boardStatus === 'open'}
        onOffer={(driverId) => {
          setOfferTo(driverId);
          setOpen('reassign');
        }}
      />
    </div>
  );
}
