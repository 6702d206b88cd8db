import type { ConditionReport } from '@core/contracts/inspections';
import type { RecoveryRequest } from '@core/contracts/jobs';
import {
  type ConditionPhotoKind,
  conditionPhotoLabels,
  type DamageSeverity,
  type DamageType,
  type DiagramView,
  damageSeverities,
  damageTypeLabels,
  damageTypes,
  type EquipmentKey,
  equipmentItems,
  type FuelLevel,
  partyRoleOf,
  reportMissing,
  requiredConditionPhotos,
} from '@core/inspections';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { CloudOff, Send, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useConditionReports } from '../api';
import { drop, enqueue, newClientId, type OutboxEntry, retry } from '../outbox';
import { useOnline, useOutbox } from '../useOutbox';
import {
  currentPosition,
  PhotoButton,
  queuePhoto,
  Section,
  type Stage,
  usePendingPreviews,
  usePreviewUrl,
} from './capture';
import { SignaturePad } from './SignaturePad';
import { type DiagramMark, VehicleDiagram } from './VehicleDiagram';
import { VehicleSection } from './VehicleSection';

interface LocalPhoto {
  clientId: string;
  kind: string;
  url: string;
  pending: boolean;
  farFromSite: boolean;
}

interface LocalMark {
  id: string;
  clientId: string | null;
  view: DiagramView;
  x: number;
  y: number;
  type: DamageType;
  severity: DamageSeverity;
  note: string | null;
  comparedToPickup: 'new' | 'worse' | 'known' | null;
  pending: boolean;
}

/** The server's report with what still waits on the phone laid over it, in capture order. */
function merge(
  server: ConditionReport | null,
  entries: OutboxEntry[],
  stage: Stage,
  previews: ReadonlyMap<number, string>,
) {
  const mine = entries.filter((e) => e.stage === stage);
  const details = { ...server } as Record<string, unknown>;
  const equipment: Record<string, { ok: boolean; note: string | null; photoClientId: string | null }> = {
    ...(server?.equipment ?? {}),
  };
  const photos: LocalPhoto[] = (server?.photos ?? []).map((p) => ({
    clientId: p.clientId,
    kind: p.kind,
    url: p.url,
    pending: false,
    farFromSite: p.farFromSite,
  }));
  let marks: LocalMark[] = (server?.marks ?? []).map((m) => ({ ...m, clientId: null, pending: false }));
  const roles = new Set<string>((server?.signatures ?? []).map((s) => s.role));
  let submitting = false;
  let customerNotAvailable = server?.customerNotAvailable ?? false;
  for (const e of mine) {
    const b = e.body;
    if (e.kind === 'details') {
      const { equipment: eq, ...rest } = b as { equipment?: typeof equipment };
      Object.assign(details, rest);
      Object.assign(equipment, eq ?? {});
    } else if (e.kind === 'photo' && e.photo) {
      photos.push({
        clientId: String(b.clientId),
        kind: String(b.kind),
        url: previews.get(e.seq!) ?? '',
        pending: true,
        farFromSite: false,
      });
    } else if (e.kind === 'mark') {
      marks = marks.filter((m) => m.clientId !== b.clientId);
      marks.push({
        ...(b as unknown as LocalMark),
        id: String(b.clientId),
        comparedToPickup: null,
        pending: true,
      });
    } else if (e.kind === 'unmark') marks = marks.filter((m) => m.id !== b.markId);
    else if (e.kind === 'signature') roles.add(String(b.role));
    else if (e.kind === 'submit') {
      submitting = true;
      customerNotAvailable = Boolean(b.customerNotAvailable);
    }
  }
  return { details, equipment, photos, marks, roles, submitting, customerNotAvailable };
}

/**
 * The condition report of one end of the trip, on the driver's phone: the truck's identity, the
 * equipment check, the photos, damage on the diagram, the signatures, then the submission. Everything is
 * kept on the phone first and uploads by itself, so a yard without signal loses nothing.
 */
export function ConditionReportStep({
  job,
  stage,
  driverName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  driverName: string;
}) {
  const reports = useConditionReports(job.id);
  const { entries, loaded } = useOutbox(job.id);
  const online = useOnline();
  const [notAvailable, setNotAvailable] = useState(false);
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const previews = usePendingPreviews(entries);
  const local = useMemo(
    () => merge(reports.data?.[stage] ?? null, entries, stage, previews),
    [reports.data, entries, stage, previews],
  );
  if (reports.isPending || !loaded) return <Skeleton className="h-96 rounded-2xl" />;
  // A refetch that failed for want of signal keeps what was loaded: the driver goes on with it.
  if (reports.isError && !reports.data && entries.length === 0)
    return <ErrorAlert>Could not load the report. It will load when the network is back.</ErrorAlert>;
  const pickupMarks = stage === 'delivery' ? (reports.data?.pickup?.marks ?? []) : [];
  const customerNotAvailable = local.customerNotAvailable || notAvailable;
  const kinds = new Set(local.photos.map((p) => p.kind));
  const carried = stage === 'delivery' ? reports.data?.pickup : null;
  const missing = reportMissing(
    {
      stage,
      // At delivery the server starts the report from the pickup's truck facts.
      vin: (local.details.vin as string) ?? carried?.vin ?? null,
      plate: (local.details.plate as string) ?? carried?.plate ?? null,
      make: (local.details.make as string) ?? carried?.make ?? null,
      model: (local.details.model as string) ?? carried?.model ?? null,
      odometer: (local.details.odometer as number | null | undefined) ?? null,
      fuelLevel: (local.details.fuelLevel as FuelLevel) ?? null,
      equipment: local.equipment as Partial<
        Record<EquipmentKey, { ok: boolean; photoClientId: string | null }>
      >,
      receiverName: (local.details.receiverName as string) ?? null,
      photoKinds: kinds,
      signatureRoles: local.roles,
      customerNotAvailable,
      partyRefused: refusedReason !== null,
    },
    job.vehicleType,
  );
  const title = stage === 'pickup' ? 'Pickup report' : 'Delivery report';
  return (
    <section aria-label={title} className="grid gap-4">
      <OutboxStatus entries={entries} online={online} />
      <VehicleSection job={job} stage={stage} details={local.details} pickup={carried} />
      <EquipmentSection job={job} stage={stage} equipment={local.equipment} />
      <PhotosSection
        job={job}
        stage={stage}
        photos={local.photos}
        customerNotAvailable={customerNotAvailable}
      />
      <DamageSection
        job={job}
        stage={stage}
        marks={local.marks}
        pickupMarks={pickupMarks}
        photos={local.photos}
      />
      <SignaturesSection
        job={job}
        stage={stage}
        roles={local.roles}
        driverName={driverName}
        customerNotAvailable={customerNotAvailable}
        newDamage={
          local.marks.filter((m) => m.comparedToPickup === 'new' || m.comparedToPickup === 'worse').length
        }
        receiverName={(local.details.receiverName as string) ?? ''}
      />
      <SubmitSection
        job={job}
        stage={stage}
        missing={missing}
        submitting={local.submitting}
        online={online}
        canSkipParty={!local.roles.has(partyRoleOf(stage))}
        notAvailable={customerNotAvailable}
        onNotAvailable={(value) => {
          setNotAvailable(value);
          if (value) setRefusedReason(null);
        }}
        refusedReason={refusedReason}
        onRefusedReason={(reason) => {
          setRefusedReason(reason);
          if (reason !== null) setNotAvailable(false);
        }}
      />
    </section>
  );
}

function OutboxStatus({ entries, online }: { entries: OutboxEntry[]; online: boolean }) {
  const waiting = entries.filter((e) => !e.error);
  const refused = entries.filter((e) => e.error);
  if (entries.length === 0 && online) return null;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {!online ? (
        <p className="flex items-center gap-2 font-semibold">
          <CloudOff aria-hidden="true" className="h-4 w-4" />
          No network: everything is kept on this phone and uploads by itself.
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <p>
          {waiting.length} {waiting.length === 1 ? 'item' : 'items'} waiting to upload:{' '}
          {waiting.map((e) => e.label).join(', ')}.
        </p>
      ) : online ? (
        <p>Everything is uploaded.</p>
      ) : null}
      {refused.map((e) => (
        <div key={e.seq} className="grid gap-1 rounded-xl bg-white p-2 text-red-800">
          <p>
            <strong>{e.label}</strong> was refused: {e.error}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void retry(e.seq!)}>
              Send again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void drop(e.seq!)}>
              Discard
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}

function PhotosSection({
  job,
  stage,
  photos,
  customerNotAvailable,
}: {
  job: RecoveryRequest;
  stage: Stage;
  photos: LocalPhoto[];
  customerNotAvailable: boolean;
}) {
  const kinds: ConditionPhotoKind[] = requiredConditionPhotos(job.vehicleType);
  const extra = customerNotAvailable
    ? ([
        ['keys', 'Keys'],
        ['left_at', 'Where it was left'],
      ] as const)
    : [];
  const latest = (kind: string) => [...photos].reverse().find((p) => p.kind === kind);
  return (
    <Section title="Photos" description="Each photo is stamped with the time and where the phone is.">
      <div className="grid grid-cols-2 gap-2">
        {kinds.map((kind) => (
          <PhotoButton
            key={kind}
            label={conditionPhotoLabels[kind]}
            done={latest(kind)?.url}
            far={latest(kind)?.farFromSite}
            onFile={(file) =>
              void queuePhoto(job.id, stage, kind, file, `${conditionPhotoLabels[kind]} photo`)
            }
          />
        ))}
        {extra.map(([kind, label]) => (
          <PhotoButton
            key={kind}
            label={label}
            done={latest(kind)?.url}
            onFile={(file) => void queuePhoto(job.id, stage, kind, file, `${label} photo`)}
          />
        ))}
      </div>
    </Section>
  );
}

function EquipmentSection({
  job,
  stage,
  equipment,
}: {
  job: RecoveryRequest;
  stage: Stage;
  equipment: Record<string, { ok: boolean; note: string | null; photoClientId: string | null }>;
}) {
  const [failing, setFailing] = useState<EquipmentKey | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = usePreviewUrl(photo);
  const save = (key: EquipmentKey, result: Record<string, unknown>) =>
    enqueue({
      jobId: job.id,
      stage,
      kind: 'details',
      body: { equipment: { [key]: result } },
      label: 'Equipment check',
    });
  const allPass = () =>
    enqueue({
      jobId: job.id,
      stage,
      kind: 'details',
      body: { equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }])) },
      label: 'Equipment check',
    });
  return (
    <Section
      title="Equipment check"
      description="Before driving, each item must be in good working order. A failed item stops the pickup."
    >
      <Button type="button" variant="outline" onClick={() => void allPass()}>
        Everything passes
      </Button>
      <ul className="grid gap-2">
        {equipmentItems.map((item) => {
          const result = equipment[item.key];
          return (
            <li key={item.key} className="grid gap-2 rounded-xl border border-slate-200 p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{item.label}</span>
                <div className="flex gap-1" role="group" aria-label={item.label}>
                  <Button
                    type="button"
                    size="sm"
                    variant={result?.ok === true ? 'primary' : 'outline'}
                    aria-pressed={result?.ok === true}
                    onClick={() => void save(item.key, { ok: true })}
                  >
                    Pass
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant={result?.ok === false ? 'destructive' : 'outline'}
                    aria-pressed={result?.ok === false}
                    onClick={() => {
                      setFailing(item.key);
                      setNote(result?.note ?? '');
                      setPhoto(null);
                    }}
                  >
                    Fail
                  </Button>
                </div>
              </div>
              {result?.ok === false && failing !== item.key ? (
                <p className="text-sm text-red-800">Failed: {result.note}</p>
              ) : null}
              {failing === item.key ? (
                <div className="grid gap-2">
                  <TextField
                    label={`What is wrong with the ${item.label.toLowerCase()}`}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                  <PhotoButton label="Photo of the fault" done={photoUrl} onFile={setPhoto} />
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={!note.trim() || !photo}
                    onClick={async () => {
                      const clientId = await queuePhoto(
                        job.id,
                        stage,
                        'equipment',
                        photo!,
                        `${item.label} fault photo`,
                      );
                      await save(item.key, { ok: false, note: note.trim(), photoClientId: clientId });
                      setFailing(null);
                    }}
                  >
                    Record the failure
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function DamageSection({
  job,
  stage,
  marks,
  pickupMarks,
}: {
  job: RecoveryRequest;
  stage: Stage;
  marks: LocalMark[];
  pickupMarks: ConditionReport['marks'];
  photos: LocalPhoto[];
}) {
  const [view, setView] = useState<DiagramView>('left');
  const [spot, setSpot] = useState<{ view: DiagramView; x: number; y: number } | null>(null);
  const shown: DiagramMark[] = [
    ...pickupMarks.map((m) => ({ ...m, id: `pickup-${m.id}`, tone: 'pickup' as const })),
    ...marks.map((m) => ({
      ...m,
      tone: m.pending
        ? ('pending' as const)
        : stage === 'delivery'
          ? (m.comparedToPickup ?? 'known')
          : ('known' as const),
    })),
  ];
  return (
    <Section
      title="Damage"
      description={
        stage === 'delivery'
          ? 'Grey dots were marked at pickup. Tap the diagram where there is damage now.'
          : 'Tap the diagram where there is damage, then take a close-up.'
      }
    >
      <VehicleDiagram
        vehicleType={job.vehicleType}
        view={view}
        onView={setView}
        marks={shown}
        onPlace={setSpot}
      />
      {spot ? <MarkForm job={job} stage={stage} spot={spot} onDone={() => setSpot(null)} /> : null}
      {marks.length === 0 ? (
        <p className="text-sm text-slate-600">No damage marked.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Damage marks">
          {marks.map((m) => (
            <li
              key={m.id}
              className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 p-2 text-sm"
            >
              <span>
                {damageTypeLabels[m.type]} ({m.severity}), {m.view}
                {m.comparedToPickup === 'new' ? (
                  <Badge tone="danger" className="ml-2">
                    New since pickup
                  </Badge>
                ) : m.comparedToPickup === 'worse' ? (
                  <Badge tone="warning" className="ml-2">
                    Worse than at pickup
                  </Badge>
                ) : null}
              </span>
              {!m.pending ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove the ${damageTypeLabels[m.type].toLowerCase()} mark`}
                  onClick={() =>
                    void enqueue({
                      jobId: job.id,
                      stage,
                      kind: 'unmark',
                      body: { markId: m.id },
                      label: 'Removed mark',
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function MarkForm({
  job,
  stage,
  spot,
  onDone,
}: {
  job: RecoveryRequest;
  stage: Stage;
  spot: { view: DiagramView; x: number; y: number };
  onDone: () => void;
}) {
  const [type, setType] = useState<DamageType | null>(null);
  const [severity, setSeverity] = useState<DamageSeverity>('minor');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = usePreviewUrl(photo);
  return (
    <form
      aria-label="Damage mark"
      className="grid gap-2 rounded-xl border-2 border-brand-300 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!type || !photo) return;
        const photoId = await queuePhoto(job.id, stage, 'damage', photo, 'Damage close-up');
        await enqueue({
          jobId: job.id,
          stage,
          kind: 'mark',
          body: {
            clientId: newClientId(),
            ...spot,
            type,
            severity,
            note: note.trim() || null,
            photoClientIds: [photoId],
          },
          label: 'Damage mark',
        });
        onDone();
      }}
    >
      <ChoiceButtons
        legend="Kind of damage"
        options={damageTypes.map((t) => ({ value: t, label: damageTypeLabels[t] }))}
        value={type}
        onChange={setType}
      />
      <ChoiceButtons
        legend="How bad"
        options={damageSeverities.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }))}
        value={severity}
        onChange={setSeverity}
      />
      <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      <PhotoButton label="Close-up" done={photoUrl} onFile={setPhoto} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!type || !photo}>
          Add the mark
        </Button>
      </div>
    </form>
  );
}

function SignaturesSection({
  job,
  stage,
  roles,
  driverName,
  customerNotAvailable,
  newDamage,
  receiverName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  roles: Set<string>;
  driverName: string;
  customerNotAvailable: boolean;
  newDamage: number;
  receiverName: string;
}) {
  const party = partyRoleOf(stage);
  return (
    <Section
      title="Signatures"
      description={
        stage === 'pickup'
          ? 'Show the releasing party the report, then hand them the phone to sign.'
          : 'Show the receiver the report (new damage is highlighted), then hand them the phone to sign.'
      }
    >
      {stage === 'delivery' && newDamage > 0 ? (
        <ErrorAlert>
          {newDamage} damage {newDamage === 1 ? 'mark is' : 'marks are'} new since pickup. The receiver sees
          this before signing.
        </ErrorAlert>
      ) : null}
      {roles.has(party) ? (
        <p className="text-sm text-emerald-800">
          {stage === 'pickup' ? 'The releasing party signed.' : 'The receiver signed.'}
        </p>
      ) : customerNotAvailable ? (
        <p className="text-sm text-slate-700">
          Nobody is there to sign: the client gets a link to sign or dispute within 24 hours. Photograph the
          keys and where the truck was left.
        </p>
      ) : (
        <SignatureCapture
          job={job}
          stage={stage}
          signer={party}
          label={stage === 'pickup' ? 'Signature of the releasing party' : 'Signature of the receiver'}
          defaultName={stage === 'delivery' ? receiverName : ''}
        />
      )}
      {roles.has('driver') ? (
        <p className="text-sm text-emerald-800">You signed.</p>
      ) : (
        <SignatureCapture
          job={job}
          stage={stage}
          signer="driver"
          label="Your signature"
          defaultName={driverName}
        />
      )}
    </Section>
  );
}

function SignatureCapture({
  job,
  stage,
  signer,
  label,
  defaultName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  /** Who signs: driver, releasing or receiving. */
  signer: string;
  label: string;
  defaultName: string;
}) {
  const [name, setName] = useState(defaultName);
  const [strokes, setStrokes] = useState('');
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 p-3">
      <TextField label={`${label}: name`} value={name} onChange={(e) => setName(e.target.value)} />
      <SignaturePad label={label} value={strokes} onChange={setStrokes} />
      <Button
        type="button"
        disabled={!name.trim() || !strokes.includes('L')}
        onClick={async () => {
          const at = await currentPosition();
          await enqueue({
            jobId: job.id,
            stage,
            kind: 'signature',
            body: { role: signer, signerName: name.trim(), strokes, ...(at ?? {}) },
            label,
          });
        }}
      >
        Save {label.toLowerCase()}
      </Button>
    </div>
  );
}

function SubmitSection({
  job,
  stage,
  missing,
  submitting,
  online,
  canSkipParty,
  notAvailable,
  onNotAvailable,
  refusedReason,
  onRefusedReason,
}: {
  job: RecoveryRequest;
  stage: Stage;
  missing: string[];
  submitting: boolean;
  online: boolean;
  canSkipParty: boolean;
  notAvailable: boolean;
  onNotAvailable: (value: boolean) => void;
  /** Null unless the other party refused to sign; then why. */
  refusedReason: string | null;
  onRefusedReason: (reason: string | null) => void;
}) {
  const refusing = refusedReason !== null;
  const blocking =
    refusing && refusedReason.trim().length < 3 ? [...missing, 'Why they refused to sign'] : missing;
  const who = stage === 'pickup' ? 'The releasing party' : 'The receiver';
  return (
    <Section title={stage === 'pickup' ? 'Start the trip' : 'Hand the truck over'}>
      {canSkipParty ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={notAvailable}
            onChange={(e) => onNotAvailable(e.target.checked)}
          />
          Customer not available (nobody there to sign)
        </label>
      ) : null}
      {canSkipParty ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={refusing}
            onChange={(e) => onRefusedReason(e.target.checked ? '' : null)}
          />
          {who} refuses to sign
        </label>
      ) : null}
      {refusing ? (
        <TextField
          label="Why they refused to sign"
          value={refusedReason}
          onChange={(e) => onRefusedReason(e.target.value)}
          hint="Pathway's operators look at it; the second payout waits for them."
        />
      ) : null}
      {submitting ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          Submitted{online ? ': uploading…' : ' on this phone: it goes out when the network returns.'}
        </p>
      ) : blocking.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p className="font-medium">Still to do:</p>
          <ul className="list-disc pl-5">
            {blocking.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        type="button"
        size="lg"
        disabled={submitting || blocking.length > 0}
        onClick={() =>
          void enqueue({
            jobId: job.id,
            stage,
            kind: 'submit',
            body: {
              customerNotAvailable: notAvailable,
              ...(refusing ? { partyRefusedReason: refusedReason.trim() } : {}),
            },
            label: stage === 'pickup' ? 'Pickup report' : 'Delivery report',
          })
        }
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {stage === 'pickup' ? 'Submit pickup report & start trip' : 'Submit delivery report'}
      </Button>
    </Section>
  );
}

/** One choice among a few, as a row of toggle buttons under a legend. */
function ChoiceButtons<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-3 gap-1">
        {options.map((o) => (
          <Button
            key={o.value}
            type="button"
            size="sm"
            variant={value === o.value ? 'primary' : 'outline'}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
