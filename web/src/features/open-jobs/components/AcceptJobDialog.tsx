import type { IdentityKind } from '@core/contracts/dispatch';
import type { OpenJobCard } from '@core/contracts/jobs';
import { FIRST_PAYOUT_PERCENT, formatUsd, splitDriverPayouts } from '@core/money';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { PhotoUpload } from '@web/components/ui/photo-upload';
import { Spinner } from '@web/components/ui/spinner';
import { EMAIL_UNVERIFIED_CODE, ResendEmailLink } from '@web/features/auth';
import {
  acceptanceProgressQuery,
  useAcceptJob,
  useAgreeToPolicy,
  useUploadIdentityPhoto,
} from '@web/features/dispatch';
import { licenseClassesText, vehicleTypeText } from '@web/features/jobs';
import { useObjectUrl } from '@web/hooks/useObjectUrl';
import { formatMiles } from '@web/lib/format';
import { apiErrorOf, errorMessage } from '@web/lib/queryClient';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ACCEPT_FAILURE_MESSAGE,
  ACCEPT_SUCCESS_MESSAGE,
  type AcceptEvent,
  type AcceptState,
  acceptReducer,
  canAgree,
  canContinue,
  initialAcceptState,
  stepPosition,
  stepTitles,
} from '../acceptance';
import { driverPolicy, returnTransportFor, returnTransportText } from '../policy';
import { JobFacts, payText } from './JobFacts';

export interface AcceptJobDialogProps {
  job: OpenJobCard | null;
  driverId: string;
  now: Date;
  onClose: () => void;
}

/** The job acceptance dialog: one step at a time; Escape or the close button leaves it. */
export function AcceptJobDialog({ job, driverId, now, onClose }: AcceptJobDialogProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      {job ? (
        <DialogContent
          className="sm:max-w-lg"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            titleRef.current?.focus();
          }}
        >
          <AcceptFlow
            key={job.id}
            job={job}
            driverId={driverId}
            now={now}
            titleRef={titleRef}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AcceptFlow({
  job,
  driverId,
  now,
  titleRef,
  onClose,
}: {
  job: OpenJobCard;
  driverId: string;
  now: Date;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const [state, dispatch] = useReducer(acceptReducer, initialAcceptState);
  const agree = useAgreeToPolicy();
  const accept = useAcceptJob();
  const licenseUpload = useUploadIdentityPhoto(job.id, 'license');
  const selfieUpload = useUploadIdentityPhoto(job.id, 'selfie');
  const [selfieFile, setSelfieFile] = useState<File | null>(null);
  const [selfieRound, setSelfieRound] = useState(0);
  const selfieUrl = useObjectUrl(selfieFile);
  const position = stepPosition(state.step);
  const progress = useRestoredProgress(job.id, dispatch);
  const shownSelfie = selfieUrl ?? (selfieRound === 0 ? (progress?.selfieUrl ?? null) : null);
  useFocusOnStep(state.step, titleRef);

  const upload =
    (kind: IdentityKind) => async (file: File, onProgress: (p: number) => void, signal: AbortSignal) => {
      const mutation = kind === 'license' ? licenseUpload : selfieUpload;
      const result = await mutation.mutateAsync({ file, onProgress, signal });
      if (kind === 'selfie') setSelfieFile(file);
      dispatch({ type: 'uploaded', kind, license: result.license, selfie: result.selfie });
    };

  const agreeToPolicy = () => {
    agree.mutate({ jobId: job.id, driverId }, { onSuccess: () => dispatch({ type: 'agreed' }) });
  };

  const acceptJob = () => {
    accept.mutate(job.id, { onSuccess: () => dispatch({ type: 'accepted' }) });
  };

  return (
    <>
      <DialogHeader>
        {position ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            <StepLine index={position.index} total={position.total} jobNumber={job.jobNumber} />
          </p>
        ) : null}
        <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
          {t(stepTitles[state.step])}
        </DialogTitle>
        <DialogDescription>{stepDescription(i18n, state, job)}</DialogDescription>
      </DialogHeader>

      {state.step === 'details' ? (
        <DetailsStep job={job} now={now} onAccept={() => dispatch({ type: 'open-policy' })} />
      ) : null}

      {state.step === 'policy' ? (
        <PolicyStep
          job={job}
          state={state}
          pending={agree.isPending}
          error={agree.isError ? errorMessage(agree.error) : null}
          onTick={(ticked) => dispatch({ type: 'tick-policy', ticked })}
          onAgree={agreeToPolicy}
          onDecline={() => {
            agree.reset();
            dispatch({ type: 'decline-policy' });
          }}
        />
      ) : null}

      {state.step === 'verification' ? (
        <VerificationStep
          state={state}
          selfieRound={selfieRound}
          licenseUrl={progress?.licensePhotoUrl ?? null}
          selfieUrl={shownSelfie}
          onUpload={upload}
          onBack={() => dispatch({ type: 'back' })}
          onContinue={() => dispatch({ type: 'continue' })}
        />
      ) : null}

      {state.step === 'confirm-selfie' ? (
        <ConfirmSelfieStep
          selfieUrl={shownSelfie}
          onRetake={() => {
            setSelfieFile(null);
            setSelfieRound((n) => n + 1);
            dispatch({ type: 'retake-selfie' });
          }}
          onUse={() => dispatch({ type: 'use-selfie' })}
        />
      ) : null}

      {state.step === 'ready' ? (
        <ReadyStep
          job={job}
          pending={accept.isPending}
          error={accept.isError ? errorMessage(accept.error) : null}
          taken={apiErrorOf(accept.error)?.code === 'job_taken'}
          onClose={onClose}
          onBack={() => dispatch({ type: 'back' })}
          onAccept={acceptJob}
        />
      ) : null}

      {state.step === 'done' ? <DoneStep job={job} onClose={onClose} /> : null}

      {/* Refused until the e-mail address is confirmed: the link again, without leaving the dialog. */}
      {[agree.error, accept.error].some((e) => apiErrorOf(e)?.code === EMAIL_UNVERIFIED_CODE) ? (
        <ResendEmailLink />
      ) : null}
    </>
  );
}

/** Step 3: this job's licence photo and selfie, each uploaded with its progress. */
function VerificationStep({
  state,
  selfieRound,
  licenseUrl,
  selfieUrl,
  onUpload,
  onBack,
  onContinue,
}: {
  state: AcceptState;
  selfieRound: number;
  /** This job's licence photo on the server (shown again when the dialog reopens or after a retake). */
  licenseUrl: string | null;
  selfieUrl: string | null;
  onUpload: (
    kind: IdentityKind,
  ) => (file: File, onProgress: (p: number) => void, signal: AbortSignal) => Promise<void>;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <PhotoUpload
        title={t`Driver’s licence`}
        subject={t`your licence`}
        hint={t`The front of your licence, all four corners visible and the text readable.`}
        capture="environment"
        done={state.license}
        existingUrl={state.license ? licenseUrl : null}
        onUpload={onUpload('license')}
      />
      <PhotoUpload
        key={selfieRound}
        title={t`Selfie`}
        subject={t`your face (selfie)`}
        hint={t`Your face clearly visible, no sunglasses or hat.`}
        capture="user"
        done={state.selfie}
        existingUrl={state.selfie ? selfieUrl : null}
        onUpload={onUpload('selfie')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          <Trans>Back to details</Trans>
        </Button>
        <Button onClick={onContinue} disabled={!canContinue(state)}>
          <Trans>Continue</Trans>
        </Button>
      </div>
      {!canContinue(state) ? (
        <p className="text-xs text-slate-500">
          <Trans>Continue unlocks once both your licence photo and selfie are uploaded.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Step 4: the selfie as taken, to use or take again. */
function ConfirmSelfieStep({
  selfieUrl,
  onRetake,
  onUse,
}: {
  selfieUrl: string | null;
  onRetake: () => void;
  onUse: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <div className="flex aspect-square max-h-72 items-center justify-center overflow-hidden rounded-xl bg-slate-100">
        {selfieUrl ? (
          <img src={selfieUrl} alt={t`Your selfie`} className="h-full w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-500">
            <Trans>Your selfie is on file.</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onRetake}>
          <Trans>Retake</Trans>
        </Button>
        <Button onClick={onUse}>
          <Trans>Use this selfie</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The last step: what is being accepted, what is in place, and Accept Job. */
function ReadyStep({
  job,
  pending,
  error,
  taken,
  onBack,
  onAccept,
  onClose,
}: {
  job: OpenJobCard;
  pending: boolean;
  error: string | null;
  /** Another driver won the job: it can no longer be accepted. */
  taken: boolean;
  onBack: () => void;
  onAccept: () => void;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        <SummaryRow label={t`Job`}>
          {job.jobNumber} · {vehicleTypeText(i18n, job.vehicleType)}
        </SummaryRow>
        <SummaryRow label={t`Route`}>
          {job.pickupLocation} → {job.destination} ({formatMiles(job.distance, 0)})
        </SummaryRow>
        <SummaryRow label={t`Your pay`}>{payText(job)}</SummaryRow>
      </dl>
      <ul className="grid gap-1 text-sm text-slate-800">
        {[t`Driver policy agreed`, t`Licence photo uploaded`, t`Selfie confirmed`].map((item) => (
          <li key={item} className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="h-4 w-4 text-emerald-600" />
            {item}
          </li>
        ))}
      </ul>
      {error ? (
        <ErrorAlert>
          <p>{t(ACCEPT_FAILURE_MESSAGE)}</p>
          <p className="mt-1 font-medium">{error}</p>
        </ErrorAlert>
      ) : null}
      {taken ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Back to open jobs</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onBack} disabled={pending}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="accent" size="lg" onClick={onAccept} disabled={pending}>
            {pending ? <Spinner className="h-4 w-4 text-slate-950" /> : null}
            <Trans>Accept Job</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** Accepted: the job is the driver's, with the way to it. */
function DoneStep({ job, onClose }: { job: OpenJobCard; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <div
        role="alert"
        className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>{t(ACCEPT_SUCCESS_MESSAGE)}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Link to={`/driver/jobs/${encodeURIComponent(job.id)}`} className={buttonClasses('primary', 'md')}>
          <Trans>Go to job</Trans>
        </Link>
      </div>
    </div>
  );
}

/** Each new step is announced by moving the focus to its title (not on opening: the dialog does that). */
function useFocusOnStep(step: AcceptState['step'], titleRef: RefObject<HTMLHeadingElement | null>) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step, titleRef]);
}

/** Reopened: what the server already holds for this job (agreement, photos) is not asked again. */
function useRestoredProgress(jobId: string, dispatch: (event: AcceptEvent) => void) {
  const progress = useQuery(acceptanceProgressQuery(jobId)).data;
  useEffect(() => {
    if (progress)
      dispatch({
        type: 'restore',
        agreed: progress.agreed,
        license: progress.licensePhotoUrl !== null,
        selfie: progress.selfieUrl !== null,
      });
  }, [progress, dispatch]);
  return progress;
}

/** "Step 2 of 5 · PW-1001". */
function StepLine({ index, total, jobNumber }: { index: number; total: number; jobNumber: string }) {
  return (
    <Trans>
      Step {index} of {total} · {jobNumber}
    </Trans>
  );
}

function stepDescription(i18n: I18n, state: AcceptState, job: OpenJobCard): string {
  switch (state.step) {
    case 'details': {
      const vehicle = vehicleTypeText(i18n, job.vehicleType);
      const miles = formatMiles(job.distance, 0);
      return t`${vehicle} · ${miles}. Read the job before you take it.`;
    }
    case 'policy':
      return t`Read the driver policy. You must agree to it before you can accept this job.`;
    case 'verification':
      return t`We verify your identity before each job: a photo of your licence and a selfie.`;
    case 'confirm-selfie':
      return t`Check that your face is clear. Use this selfie or take it again.`;
    case 'ready':
      return t`Everything is in place. Accepting commits you to this job: it cannot be cancelled.`;
    case 'done': {
      const jobNumber = job.jobNumber;
      return t`${jobNumber} is yours.`;
    }
  }
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** "50% ($516.00) after the pre-trip checklist and equipment verification." (no amount until priced). */
function PayoutLine({
  percent,
  amount,
  when,
}: {
  percent: number;
  amount: string | null;
  when: 'pickup' | 'delivery';
}) {
  if (when === 'pickup')
    return amount ? (
      <Trans>
        {percent}% ({amount}) after the pre-trip checklist and equipment verification.
      </Trans>
    ) : (
      <Trans>{percent}% after the pre-trip checklist and equipment verification.</Trans>
    );
  return amount ? (
    <Trans>
      {percent}% ({amount}) after verified delivery.
    </Trans>
  ) : (
    <Trans>{percent}% after verified delivery.</Trans>
  );
}

function DetailsStep({ job, now, onAccept }: { job: OpenJobCard; now: Date; onAccept: () => void }) {
  const { i18n, t } = useLingui();
  const payouts = job.driverPayCents === null ? null : splitDriverPayouts(job.driverPayCents);
  const licence = licenseClassesText(i18n, job.vehicleType);
  const first = FIRST_PAYOUT_PERCENT;
  const second = 100 - FIRST_PAYOUT_PERCENT;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{vehicleTypeText(i18n, job.vehicleType)}</Badge>
        <Badge>
          <Trans>Licence class {licence}</Trans>
        </Badge>
        {job.serviceTime === 'now' ? (
          <Badge tone="warning">
            <Trans>ASAP</Trans>
          </Badge>
        ) : (
          <Badge>
            <Trans>Scheduled</Trans>
          </Badge>
        )}
      </div>
      <JobFacts job={job} now={now} />
      {job.notes ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">
            <Trans>Client notes:</Trans>{' '}
          </span>
          {job.notes}
        </p>
      ) : null}
      <section
        aria-labelledby="how-paid"
        className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800"
      >
        <h3 id="how-paid" className="font-semibold text-slate-900">
          <Trans>How you are paid</Trans>
        </h3>
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <PayoutLine percent={first} amount={payouts && formatUsd(payouts.payout1Cents)} when="pickup" />
          </li>
          <li>
            <PayoutLine
              percent={second}
              amount={payouts && formatUsd(payouts.payout2Cents)}
              when="delivery"
            />
          </li>
          <li>
            <Trans>You take photos of the vehicle before and after transport.</Trans>
          </li>
          <li>
            <Trans>The client has already paid 100% upfront.</Trans>
          </li>
        </ul>
      </section>
      <p className="text-xs text-slate-600">{t(returnTransportText[returnTransportFor(job.distance)])}</p>
      <Button size="lg" onClick={onAccept}>
        <Trans>Accept Job</Trans>
      </Button>
    </div>
  );
}

function PolicyStep({
  job,
  state,
  pending,
  error,
  onTick,
  onAgree,
  onDecline,
}: {
  job: OpenJobCard;
  state: AcceptState;
  pending: boolean;
  error: string | null;
  onTick: (ticked: boolean) => void;
  onAgree: () => void;
  onDecline: () => void;
}) {
  const { t } = useLingui();
  const checkboxId = useId();
  const jobNumber = job.jobNumber;
  const miles = formatMiles(job.distance, 0);
  const returnText = t(returnTransportText[returnTransportFor(job.distance)]);
  return (
    <div className="grid gap-3">
      <section
        aria-label={t`Driver policy`}
        className="grid gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800"
      >
        {driverPolicy.map((section) => (
          <section key={section.title.id} className="grid gap-1">
            <h3 className="font-semibold text-slate-900">{t(section.title)}</h3>
            <ul className="grid list-disc gap-1 pl-5">
              {section.points.map((point) => (
                <li key={point.id}>{t(point)}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-2 text-xs text-slate-700">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
          <Trans>
            For {jobNumber} ({miles}): {returnText}
          </Trans>
        </p>
      </section>
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={state.policyTicked}
          onChange={(e) => onTick(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
          <Trans>I have read and agree to the driver policy</Trans>
        </label>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDecline} disabled={pending}>
          <Trans>Decline</Trans>
        </Button>
        <Button onClick={onAgree} disabled={!canAgree(state) || pending}>
          {pending ? <Spinner className="h-4 w-4 text-white" /> : null}
          <Trans>I Agree to All Terms</Trans>
        </Button>
      </div>
    </div>
  );
}
