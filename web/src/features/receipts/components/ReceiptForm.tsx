import { SINGLE_LINE_MESSAGE } from '@core/contracts/common';
import { fuelReceiptForm, returnReceiptForm } from '@core/contracts/receipts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { reverseGeocode } from '@web/features/geo';
import { currentPosition, PhotoButton, usePreviewUrl } from '@web/features/inspections';
import { scheduledLocalToIso, toDateTimeLocalValue } from '@web/lib/time';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { queueReceipt, type ReceiptDraft } from '../api';

type Kind = 'fuel' | 'return_receipt';
type Typed = { total: string; gallons: string; odometer: string; place: string };
type Errors = Partial<Record<'photo' | 'total' | 'gallons' | 'odometer' | 'place' | 'when', string>>;

/** The receipt forms' rules from core, in the reader's words (an unknown one is shown as core says it). */
const ruleMessages: Record<string, MessageDescriptor> = {
  'Enter the total in dollars, like 184.50': msg`Enter the total in dollars, like 184.50`,
  'Enter the total in dollars, like 89.00': msg`Enter the total in dollars, like 89.00`,
  'Enter the gallons, like 52.3': msg`Enter the gallons, like 52.3`,
  'Enter the odometer in whole miles': msg`Enter the odometer in whole miles`,
  'Say where you bought it (the station or the carrier)': msg`Say where you bought it (the station or the carrier)`,
  'Keep the place under 120 characters': msg`Keep the place under 120 characters`,
  [SINGLE_LINE_MESSAGE]: msg`Use one line of plain text: no line breaks or control characters.`,
};
const inReadersWords = (message: string) => {
  const known = ruleMessages[message];
  return known ? i18n._(known) : message;
};

/** The typed values as the receipt to send, or null with each problem in `found`. */
function draftOf(kind: Kind, values: Typed, found: Errors): ReceiptDraft | null {
  const note = (issues: { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) found[issue.path[0] as keyof Errors] ??= inReadersWords(issue.message);
    return null;
  };
  if (kind === 'fuel') {
    const parsed = fuelReceiptForm.safeParse(values);
    if (!parsed.success) return note(parsed.error.issues);
    const d = parsed.data;
    return { kind, totalCents: d.total, gallonsMilli: d.gallons, odometerMiles: d.odometer, place: d.place };
  }
  const parsed = returnReceiptForm.safeParse(values);
  if (!parsed.success) return note(parsed.error.issues);
  return { kind, totalCents: parsed.data.total, place: parsed.data.place };
}

/** Where the phone is now: kept with the receipt, and named (when the server knows the address) for the place. */
function usePhonePlace(named: (place: string) => void) {
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const onNamed = useRef(named);
  useEffect(() => {
    let live = true;
    void currentPosition().then(async (at) => {
      if (!live || !at) return;
      setPosition(at);
      const address = await reverseGeocode(at.lat, at.lng).catch(() => null);
      if (live && address) onNamed.current(address);
    });
    return () => {
      live = false;
    };
  }, []);
  return position;
}

/**
 * A fill-up (photo, gallons, total, odometer, place, time) or a self-booked return receipt (photo, total,
 * carrier, time). The place starts from the phone's position when it may be read; saving keeps the
 * receipt on the phone first, so it is never lost to a dead zone.
 */
export function ReceiptForm({
  jobId,
  kind,
  onSaved,
  onCancel,
}: {
  jobId: string;
  kind: Kind;
  onSaved: (clientKey: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = usePreviewUrl(photo);
  const [values, setValues] = useState<Typed>({ total: '', gallons: '', odometer: '', place: '' });
  const [when, setWhen] = useState(() => toDateTimeLocalValue(new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const position = usePhonePlace((place) => setValues((v) => (v.place ? v : { ...v, place })));

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    const draft = draftOf(kind, values, found);
    const occurredAt = scheduledLocalToIso(when);
    if (!occurredAt) found.when = t`Enter when you paid`;
    else if (Date.parse(occurredAt) > Date.now() + 15 * 60_000) found.when = t`The time is in the future`;
    if (!photo) found.photo = t`Take a photo of the receipt`;
    setErrors(found);
    if (!draft || !photo || !occurredAt || Object.keys(found).length > 0) return;
    setSaving(true);
    setFailed(null);
    try {
      onSaved(await queueReceipt(jobId, draft, photo, occurredAt, position));
    } catch {
      setFailed(t`The phone could not keep the receipt. Check its free space and try again.`);
    } finally {
      setSaving(false);
    }
  }

  const fuel = kind === 'fuel';
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-label={fuel ? t`Add a fill-up` : t`Add a return receipt`}
    >
      <div className="grid gap-1">
        <PhotoButton label={t`Receipt`} onFile={setPhoto} done={preview} />
        {errors.photo ? (
          <p className="text-sm text-red-700" role="alert">
            {errors.photo}
          </p>
        ) : null}
      </div>
      <TextField
        label={t`Total paid ($)`}
        inputMode="decimal"
        value={values.total}
        onChange={set('total')}
        error={errors.total}
      />
      {fuel ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t`Gallons`}
            inputMode="decimal"
            value={values.gallons}
            onChange={set('gallons')}
            error={errors.gallons}
          />
          <TextField
            label={t`Odometer (miles)`}
            inputMode="numeric"
            value={values.odometer}
            onChange={set('odometer')}
            error={errors.odometer}
          />
        </div>
      ) : null}
      <TextField
        label={fuel ? t`Station` : t`Carrier and station`}
        hint={
          fuel
            ? t`Filled in from your position when the phone allows it.`
            : t`For example: Greyhound, Detroit MI`
        }
        value={values.place}
        onChange={set('place')}
        error={errors.place}
        autoComplete="off"
      />
      <TextField
        label={fuel ? t`When you filled up` : t`When you paid`}
        type="datetime-local"
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        error={errors.when}
      />
      {failed ? <ErrorAlert>{failed}</ErrorAlert> : null}
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="flex-1" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="flex-1" disabled={saving}>
          {fuel ? <Trans>Save fill-up</Trans> : <Trans>Save receipt</Trans>}
        </Button>
      </div>
    </form>
  );
}
