import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@web/components/PageTitle';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useMe } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import { postLocation, useDriverJobs } from '@web/features/dispatch';
import { reverseGeocode } from '@web/features/geo';
import { errorMessage } from '@web/lib/queryClient';
import { formatTimeWithSeconds } from '@web/lib/time';
import { ExternalLink, Lightbulb, MapPin, Navigation, Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PositionMap } from '../components/PositionMap';
import { mapsUrl, navigationUrl } from '../directions';
import { type DeviceFix, useDevicePosition } from '../useDevicePosition';

/** The address is looked up again only after a move of about 100 m. */
const addressKey = (fix: DeviceFix) =>
  ['/api/geocode/reverse', fix.lat.toFixed(3), fix.lng.toFixed(3)] as const;

function Address({ fix }: { fix: DeviceFix }) {
  const address = useQuery({
    queryKey: addressKey(fix),
    queryFn: () => reverseGeocode(fix.lat, fix.lng),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (address.isPending)
    return (
      <span className="text-slate-500">
        <Trans>Looking up the address…</Trans>
      </span>
    );
  if (address.isError || !address.data)
    return (
      <span className="text-slate-600">
        <Trans>Unable to retrieve address</Trans>
      </span>
    );
  return <span>{address.data}</span>;
}

/** A driver with a job underway can send this position to it (the client's tracking map). */
function ShareWithJob({ fix }: { fix: DeviceFix }) {
  const { t } = useLingui();
  const { data: me } = useMe();
  const jobs = useDriverJobs(me?.role === 'driver');
  const [sending, setSending] = useState(false);
  const job = jobs.data?.find((j) => j.status === 'in_progress');
  if (!job) return null;
  const jobNumber = job.jobNumber;
  const share = async () => {
    setSending(true);
    try {
      await postLocation(job.id, fix.lat, fix.lng);
      toast({
        title: t`Location shared`,
        description: t`Your client sees this position on job ${jobNumber}.`,
      });
    } catch (err) {
      toast({
        title: t`Could not share your location`,
        description: errorMessage(err),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={share} disabled={sending}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {sending ? t`Sharing…` : t`Share with job ${jobNumber}`}
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="font-mono text-base text-slate-900">{children}</dd>
    </div>
  );
}

/** Current Location (/current-location): the device position, its address and where to open it. */
export function CurrentLocationPage() {
  const { t } = useLingui();
  const config = usePublicConfig();
  const { fix, error, waiting } = useDevicePosition();
  const accuracy = fix ? fix.accuracy.toFixed(2) : '';

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={MapPin}
        title={t`Current Location`}
        subtitle={t`Your live GPS position, updated as you move.`}
      />

      {error ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-700">
          <p className="font-semibold">{error}</p>
          <p>
            <Trans>Make sure location services are enabled for this site and your device.</Trans>
          </p>
        </div>
      ) : null}
      {waiting ? <LoadingBlock label={t`Getting your location…`} /> : null}

      {fix ? (
        <Card>
          <CardContent className="grid gap-4 pt-4">
            <dl className="grid grid-cols-2 gap-3">
              <Fact label={t`Latitude`}>{fix.lat.toFixed(6)}</Fact>
              <Fact label={t`Longitude`}>{fix.lng.toFixed(6)}</Fact>
              <Fact label={t`Accuracy`}>{t`±${accuracy} meters`}</Fact>
              <Fact label={t`Last updated`}>{formatTimeWithSeconds(fix.at)}</Fact>
            </dl>
            <div className="grid gap-0.5">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                <Trans>Address</Trans>
              </p>
              <p className="text-base text-slate-900" data-testid="current-address">
                <Address fix={fix} />
              </p>
            </div>
            <PositionMap fix={fix} tileUrl={config.data?.mapTileUrl ?? null} />
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="outline" asChild>
                <a href={mapsUrl(fix)} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <Trans>Open in Maps</Trans>
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={navigationUrl(fix)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden="true" className="h-4 w-4" />
                  <Trans>Navigate Here</Trans>
                </a>
              </Button>
            </div>
            <ShareWithJob fix={fix} />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="h-5 w-5 text-amber-500" />
            <Trans>GPS tips</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            <li>
              <Trans>Turn on location services and allow this site to use your location.</Trans>
            </li>
            <li>
              <Trans>Outdoors with a clear view of the sky gives the best accuracy.</Trans>
            </li>
            <li>
              <Trans>Accuracy improves over the first minute as the device finds more satellites.</Trans>
            </li>
            <li>
              <Trans>Tall buildings, tunnels and parking garages can make the position jump.</Trans>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
