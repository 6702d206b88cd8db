import type { TripCostSettingsResponse } from '@core/contracts/trip-costs';
import { type ReturnMode, returnModes } from '@core/trip-costs';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { type FormEvent, useId, useState } from 'react';
import { useSaveTripCostSettings, useTripCostSettings } from '../api';
import { returnModeText } from '../labels';

interface BandDraft {
  /** A stable key for the row while bands are added and removed. */
  key: number;
  upToMiles: string;
  mode: ReturnMode;
  base: string;
  perMile: string;
}

const toCents = (dollars: string) => Math.round(Number(dollars) * 100);
const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/** /admin/services: the fare table and the diesel price the driver's return and fuel lines are priced on. */
export function TripCostSettingsCard() {
  const settings = useTripCostSettings();
  const { t } = useLingui();
  if (settings.isPending) return <Skeleton className="h-72 rounded-2xl" />;
  if (settings.isError)
    return <QueryErrorRetry query={settings} prefix={t`We could not load the trip costs`} />;
  return <TripCostSettingsForm key={settings.data.updatedAt ?? 'defaults'} saved={settings.data} />;
}

function TripCostSettingsForm({ saved }: { saved: TripCostSettingsResponse }) {
  const save = useSaveTripCostSettings();
  const { t } = useLingui();
  const [bands, setBands] = useState<BandDraft[]>(() =>
    saved.fareTable.map((b, i) => ({
      key: i,
      upToMiles: String(b.upToMiles),
      mode: b.mode,
      base: dollarsOf(b.baseCents),
      perMile: dollarsOf(b.perMileCents),
    })),
  );
  const [margin, setMargin] = useState(String(saved.fuelMarginBps / 100));
  const [diesel, setDiesel] = useState((saved.dieselPerGallonMills / 1000).toFixed(3));
  const [asOf, setAsOf] = useState(saved.dieselAsOf);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        fareTable: bands.map((b) => ({
          upToMiles: Number(b.upToMiles),
          mode: b.mode,
          baseCents: toCents(b.base),
          perMileCents: toCents(b.perMile),
        })),
        fuelMarginBps: Math.round(Number(margin) * 100),
        dieselPerGallonMills: Math.round(Number(diesel) * 1000),
        dieselAsOf: asOf,
      });
      toast({ title: t`Trip costs saved`, description: t`New quotes use them from now on.` });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const inUse = saved.inUse;
  const price = (inUse.perGallonMills / 1000).toFixed(3);
  const region = inUse.region;
  const source = inUse.source === 'eia' ? t`EIA ${region} weekly retail` : t`the price below`;
  const asOfInUse = inUse.asOf;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Driver return and fuel</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Quotes add the driver's return (up to 2,000 miles) from this fare table, and the fuel at the
            diesel price in use: ${price}/gal, {source}, {asOfInUse}.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FareTableFieldset bands={bands} setBands={setBands} />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <TextField
              label={t`Diesel ($/gal)`}
              hint={
                saved.eiaConfigured ? t`Used when EIA has not answered` : t`Offline: quotes use this price`
              }
              inputMode="decimal"
              value={diesel}
              onChange={(e) => setDiesel(e.target.value)}
            />
            <TextField
              label={t`Price date`}
              type="date"
              value={asOf}
              onChange={(e) => setAsOf(e.target.value)}
            />
            <TextField
              label={t`Fuel margin (%)`}
              hint={t`For the price changing on the way`}
              inputMode="decimal"
              value={margin}
              onChange={(e) => setMargin(e.target.value)}
            />
          </div>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Saving…` : t`Save trip costs`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The fare table's bands: up to how many miles, by which mode, at which fare. */
function FareTableFieldset({
  bands,
  setBands,
}: {
  bands: BandDraft[];
  setBands: (update: (all: BandDraft[]) => BandDraft[]) => void;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const setBand = (i: number, change: Partial<BandDraft>) =>
    setBands((all) => all.map((b, j) => (j === i ? { ...b, ...change } : b)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        <Trans>Fare table (one-way, by trip miles)</Trans>
      </legend>
      {bands.map((band, i) => {
        const n = i + 1;
        return (
          <div key={band.key} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <TextField
              label={t`Band ${n}: up to miles`}
              inputMode="numeric"
              value={band.upToMiles}
              onChange={(e) => setBand(i, { upToMiles: e.target.value })}
            />
            <div className="grid gap-1">
              <label htmlFor={`${formId}-mode-${band.key}`} className="text-sm font-medium text-slate-700">
                <Trans>Mode</Trans>
              </label>
              <NativeSelect
                id={`${formId}-mode-${band.key}`}
                value={band.mode}
                onChange={(e) => setBand(i, { mode: e.target.value as ReturnMode })}
              >
                {returnModes.map((m) => (
                  <option key={m} value={m}>
                    {i18n._(returnModeText[m])}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <TextField
              label={t`Base ($)`}
              inputMode="decimal"
              value={band.base}
              onChange={(e) => setBand(i, { base: e.target.value })}
            />
            <TextField
              label={t`Per mile ($)`}
              inputMode="decimal"
              value={band.perMile}
              onChange={(e) => setBand(i, { perMile: e.target.value })}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={bands.length >= 6}
          onClick={() =>
            setBands((all) => [
              ...all,
              {
                key: Math.max(-1, ...all.map((b) => b.key)) + 1,
                upToMiles: '2000',
                mode: 'air',
                base: '0.00',
                perMile: '0.00',
              },
            ])
          }
        >
          <Trans>Add a band</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={bands.length <= 1}
          onClick={() => setBands((all) => all.slice(0, -1))}
        >
          <Trans>Remove the last band</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
