import type { RecoveryRequest } from '@core/contracts/jobs';
import { fuelLevels } from '@core/inspections';
import { checkVin, type VinCheck, vinCheckDigit } from '@core/vin';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { fuelLevelMessages } from '../labels';
import { enqueue } from '../outbox';
import { pickedFile, Section, type Stage } from './capture';

interface DetectedBarcode {
  rawValue: string;
}
type BarcodeDetectorCtor = new (options: {
  formats: string[];
}) => {
  detect(source: ImageBitmap): Promise<DetectedBarcode[]>;
};

/** The browser's barcode reader (Chrome on Android has one), or null: then the VIN is typed. */
const barcodeDetector = (): BarcodeDetectorCtor | null =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector ?? null;

/**
 * Reads the VIN from a photo of the VIN plate's barcode (Code 39 on most plates; a leading "I", the
 * import marker, is dropped). Answers the VIN when one passes its check digit, else null.
 */
async function scanVin(file: File): Promise<string | null> {
  const Detector = barcodeDetector();
  if (!Detector) return null;
  const codes = await new Detector({ formats: ['code_39', 'code_128', 'data_matrix', 'qr_code'] }).detect(
    await createImageBitmap(file),
  );
  for (const { rawValue } of codes) {
    for (const candidate of [rawValue, rawValue.replace(/^I/, '')]) {
      const checked = checkVin(candidate);
      if (checked.ok) return checked.vin;
    }
  }
  return null;
}

/** A field's error once its new value is right (a fixed VIN or odometer clears at once, not at the next save). */
function stillWrong(k: string, value: string): boolean {
  if (!value.trim()) return false;
  if (k === 'vin') return !checkVin(value).ok;
  if (k === 'odometer') return !Number.isInteger(Number(value.replace(/[,\s]/g, '')));
  return false;
}

/** Why a typed VIN is refused, in the reader's words (core's checkVin says it in English). */
function vinProblem(checked: Extract<VinCheck, { ok: false }>, typed: string): string {
  if (checked.reason === 'shape')
    return translate`A VIN has 17 letters and digits, never I, O or Q. Check it against the plate.`;
  const digit = vinCheckDigit(typed.trim().toUpperCase().replace(/[\s-]/g, ''));
  if (digit === null) return checked.message;
  return translate`This VIN does not add up: its 9th character should be ${digit}. One character is probably misread; check it against the plate.`;
}

/** What the VIN is checked against: the request's at pickup, the pickup's at delivery. */
function vinHint(job: RecoveryRequest, stage: Stage, pickup?: Record<string, unknown> | null): string {
  const vin = job.vin;
  if (stage === 'pickup' && vin)
    return translate`17 characters from the plate. The request names ${vin}: read the plate, the two must match.`;
  if (stage === 'delivery' && pickup?.vin)
    return translate`From the pickup report: check it against the plate.`;
  return translate`17 characters from the plate; the 9th is a check digit.`;
}

export function VehicleSection({
  job,
  stage,
  details,
  pickup,
}: {
  job: RecoveryRequest;
  stage: Stage;
  details: Record<string, unknown>;
  /** At delivery: the truck the pickup recorded, so the driver confirms it instead of retyping. */
  pickup?: Record<string, unknown> | null;
}) {
  const { t } = useLingui();
  const text = (k: string) => {
    const value = details[k] ?? (['vin', 'plate', 'make', 'model'].includes(k) ? pickup?.[k] : undefined);
    return value === null || value === undefined ? '' : String(value);
  };
  const [values, setValues] = useState({
    vin: text('vin'),
    plate: text('plate'),
    make: text('make'),
    model: text('model'),
    odometer: text('odometer'),
    fuelLevel: text('fuelLevel'),
    receiverName: text('receiverName'),
    receiverEmail: text('receiverEmail'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set = (k: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setSaved(false);
    setValues((v) => ({ ...v, [k]: value }));
    setErrors((x) => (x[k] && !stillWrong(k, value) ? { ...x, [k]: '' } : x));
  };
  const save = async () => {
    const problems: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    if (values.vin.trim()) {
      const checked = checkVin(values.vin);
      if (checked.ok) body.vin = checked.vin;
      else problems.vin = vinProblem(checked, values.vin);
    }
    for (const k of ['plate', 'make', 'model', 'receiverName', 'receiverEmail'] as const)
      if (values[k].trim()) body[k] = values[k].trim();
    if (values.odometer.trim()) {
      const miles = Number(values.odometer.replace(/[,\s]/g, ''));
      if (Number.isInteger(miles) && miles >= 0) body.odometer = miles;
      else problems.odometer = t`Enter the odometer in whole miles`;
    }
    if (values.fuelLevel) body.fuelLevel = values.fuelLevel;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || Object.keys(body).length === 0) return;
    await enqueue({ jobId: job.id, stage, kind: 'details', body, label: t`Vehicle details` });
    setSaved(true);
  };
  return (
    <Section
      title={t`The truck`}
      description={t`Confirm it is the truck of this job: read the VIN plate and the odometer.`}
    >
      <VinScanButton
        onRead={(vin) => {
          setValues((v) => ({ ...v, vin: vin ?? v.vin }));
          setErrors((x) => ({
            ...x,
            vin: vin ? '' : t`No VIN barcode found in that photo: type the VIN instead.`,
          }));
        }}
      />
      <TextField
        label={t`VIN`}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className="font-mono uppercase"
        value={values.vin}
        onChange={set('vin')}
        error={errors.vin}
        hint={vinHint(job, stage, pickup)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Plate`}
          value={values.plate}
          onChange={set('plate')}
          autoCapitalize="characters"
        />
        <TextField
          label={t`Odometer (miles)`}
          inputMode="numeric"
          value={values.odometer}
          onChange={set('odometer')}
          error={errors.odometer}
        />
        <TextField label={t`Make`} value={values.make} onChange={set('make')} />
        <TextField label={t`Model`} value={values.model} onChange={set('model')} />
      </div>
      <FuelLevelField
        stage={stage}
        value={values.fuelLevel}
        onChange={(fuelLevel) => {
          setSaved(false);
          setValues((v) => ({ ...v, fuelLevel }));
        }}
      />
      {stage === 'delivery' ? (
        <div className="grid gap-3">
          <TextField label={t`Received by`} value={values.receiverName} onChange={set('receiverName')} />
          <TextField
            label={t`Receiver's e-mail (for their copy)`}
            type="email"
            inputMode="email"
            value={values.receiverEmail}
            onChange={set('receiverEmail')}
          />
        </div>
      ) : null}
      <Button type="button" variant="outline" onClick={() => void save()}>
        <Trans>Save the truck's details</Trans>
      </Button>
      {saved ? (
        <p className="text-sm text-emerald-800">
          <Trans>Saved on this phone.</Trans>
        </p>
      ) : null}
    </Section>
  );
}

/** Scans the VIN plate's barcode where the browser can read barcodes; answers the VIN or null. */
function VinScanButton({ onRead }: { onRead: (vin: string | null) => void }) {
  if (!barcodeDetector()) return null;
  return (
    <label className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 text-sm font-semibold">
      <Camera aria-hidden="true" className="h-4 w-4" />
      <Trans>Scan the VIN plate's barcode</Trans>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={async (e) => {
          const file = pickedFile(e);
          if (file) onRead(await scanVin(file).catch(() => null));
        }}
      />
    </label>
  );
}

function FuelLevelField({
  stage,
  value,
  onChange,
}: {
  stage: Stage;
  value: string;
  onChange: (value: (typeof fuelLevels)[number]) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        <Trans>Fuel level</Trans>
      </legend>
      <div className="grid grid-cols-5 gap-1">
        {fuelLevels.map((f) => (
          <label
            key={f}
            className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 text-sm font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`fuel-${stage}`}
              value={f}
              className="sr-only"
              checked={value === f}
              onChange={() => onChange(f)}
            />
            {t(fuelLevelMessages[f])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
