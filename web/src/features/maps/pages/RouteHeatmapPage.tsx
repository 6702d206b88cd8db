import { type HeatPoint, type HeatRegion, heatRegions } from '@core/maps';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '@web/components/PageTitle';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Slider } from '@web/components/ui/slider';
import { toast } from '@web/components/ui/use-toast';
import { useMe } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import { useLive } from '@web/features/live';
import { errorMessage } from '@web/lib/queryClient';
import { formatTimeWithSeconds } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { Flame } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { heatmapQuery, mapsKeys } from '../api';
import { HeatMap } from '../components/HeatMap';
import { heatRegionMessages } from '../labels';
import {
  REFRESH_DEFAULT_MS,
  REFRESH_MAX_MS,
  REFRESH_MIN_MS,
  REFRESH_STEP_MS,
  simulateHeatPoints,
} from '../simulation';

type DataSource = 'simulation' | 'real';

/** Simulation: new points on every tick of the refresh interval. */
function useSimulation(enabled: boolean, regions: HeatRegion[], intervalMs: number) {
  const [state, setState] = useState<{ points: HeatPoint[]; at: Date | null }>({ points: [], at: null });
  useEffect(() => {
    if (!enabled) return;
    const draw = () => setState({ points: simulateHeatPoints(regions), at: new Date() });
    draw();
    const timer = setInterval(draw, intervalMs);
    return () => clearInterval(timer);
  }, [enabled, regions, intervalMs]);
  return state;
}

/** Real Data: the server's anonymous cells, re-read on the interval and when a job is created or moves. */
function useRealHeat(enabled: boolean, regions: HeatRegion[], intervalMs: number) {
  const queryClient = useQueryClient();
  const live = useLive();
  const query = useQuery({ ...heatmapQuery(regions), enabled, refetchInterval: intervalMs });
  useEffect(() => {
    if (!enabled || !live) return;
    return live.subscribe((event) => {
      if (event.type === 'job.created' || event.type === 'job.updated') {
        void queryClient.invalidateQueries({ queryKey: mapsKeys.heatmapAll });
      }
    });
  }, [enabled, live, queryClient]);
  return query;
}

function DataSourceToggle({ value, onChange }: { value: DataSource; onChange: (v: DataSource) => void }) {
  const { t } = useLingui();
  const options: { value: DataSource; label: string }[] = [
    { value: 'simulation', label: t`Simulation` },
    { value: 'real', label: t`Real Data` },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        <Trans>Data Source</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold',
              value === option.value
                ? 'bg-white text-brand-700 shadow'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function RegionToggles({ active, onToggle }: { active: HeatRegion[]; onToggle: (r: HeatRegion) => void }) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-2">
      {heatRegions.map((region) => {
        const on = active.includes(region);
        return (
          <button
            key={region}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(region)}
            className={cn(
              'h-11 rounded-xl border text-sm font-semibold',
              on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            {t(heatRegionMessages[region])}
          </button>
        );
      })}
    </div>
  );
}

/** What the map shows, said in words for screen readers and as a line under the map. */
function HeatSummary({
  source,
  points,
  signedIn,
  error,
  noRegion,
}: {
  source: DataSource;
  points: HeatPoint[];
  signedIn: boolean;
  error: unknown;
  noRegion: boolean;
}) {
  const { t } = useLingui();
  const count = points.length;
  let text: string;
  if (noRegion) text = t`Choose at least one region to see activity.`;
  else if (source === 'real' && !signedIn) text = t`Sign in to see real demand from jobs and drivers.`;
  else if (source === 'real' && error) {
    const reason = errorMessage(error);
    text = t`Real data could not be loaded: ${reason}`;
  } else if (source === 'real' && count === 0)
    text = t`No busy areas yet: an area shows once it has 3 or more jobs or drivers from different people.`;
  else
    text =
      source === 'real'
        ? t`Showing ${count} busy areas.`
        : t`Showing ${count} simulated points (made up, not real jobs).`;
  return (
    <p aria-live="polite" className="text-sm text-slate-700" data-testid="heat-summary">
      {text}
      {source === 'real' && !signedIn ? (
        <>
          {' '}
          <Link to="/login?next=%2Froute-heatmap" className="font-semibold text-brand-700 underline">
            <Trans>Sign in</Trans>
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** Route Heat Map (/route-heatmap): demand and drivers on a map, simulated or from real jobs. */
export function RouteHeatmapPage() {
  const { t } = useLingui();
  const sliderLabel = useId();
  const { data: me } = useMe();
  const config = usePublicConfig();
  // Real jobs and drivers for a signed-in person (the data needs a sign-in); the simulation otherwise.
  const [chosen, setSource] = useState<DataSource | null>(null);
  const source: DataSource = chosen ?? (me ? 'real' : 'simulation');
  const [regions, setRegions] = useState<HeatRegion[]>([...heatRegions]);
  const [intervalMs, setIntervalMs] = useState(REFRESH_DEFAULT_MS);

  useEffect(() => {
    toast({
      title: translate`Route Heat Map`,
      description: translate`Where recovery work is busiest: real jobs and drivers when you are signed in.`,
    });
  }, []);

  const simulation = useSimulation(source === 'simulation', regions, intervalMs);
  // No region chosen shows nothing (the API reads an empty list as every region).
  const real = useRealHeat(source === 'real' && Boolean(me) && regions.length > 0, regions, intervalMs);
  const points = useMemo(
    () => (source === 'simulation' ? simulation.points : regions.length > 0 ? (real.data?.points ?? []) : []),
    [source, simulation.points, real.data, regions.length],
  );
  const lastUpdated =
    source === 'simulation' ? simulation.at : real.dataUpdatedAt ? new Date(real.dataUpdatedAt) : null;
  const updated = lastUpdated ? formatTimeWithSeconds(lastUpdated) : '—';
  const seconds = intervalMs / 1000;

  const toggleRegion = (region: HeatRegion) =>
    setRegions((current) =>
      current.includes(region)
        ? current.filter((r) => r !== region)
        : heatRegions.filter((r) => r === region || current.includes(r)),
    );

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Flame}
        title={t`Route Heat Map`}
        subtitle={t`Real-time visualization of vehicle traffic and service demand across the country.`}
      />

      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="grid gap-2">
          <HeatMap points={points} tileUrl={config.data?.mapTileUrl ?? null} lastUpdated={lastUpdated} />
          <HeatSummary
            source={source}
            points={points}
            signedIn={Boolean(me)}
            error={real.error}
            noRegion={regions.length === 0}
          />
        </div>

        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Controls</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div>
                <p id={sliderLabel} className="text-sm font-medium text-slate-800">
                  <Trans>Refresh every {seconds} seconds</Trans>
                </p>
                <Slider
                  min={REFRESH_MIN_MS}
                  max={REFRESH_MAX_MS}
                  step={REFRESH_STEP_MS}
                  value={[intervalMs]}
                  onValueChange={([value]) => value && setIntervalMs(value)}
                  thumbLabelledBy={sliderLabel}
                  valueText={t`${seconds} seconds`}
                />
              </div>
              <DataSourceToggle value={source} onChange={setSource} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Active Regions</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <RegionToggles active={regions} onToggle={toggleRegion} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Legend</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm text-slate-700">
              <ul className="grid gap-1">
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-full bg-green-600" />{' '}
                  <Trans>High Traffic</Trans>
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-full bg-cyan-400" />{' '}
                  <Trans>Medium Traffic</Trans>
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-full bg-blue-600" />{' '}
                  <Trans>Low Traffic</Trans>
                </li>
              </ul>
              <p>
                <Trans>Last updated: {updated}</Trans>
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
