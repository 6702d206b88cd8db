import type { ServiceType } from '@core/contracts/catalog';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { loginPathFor, useMe } from '@web/features/auth';
import { useLaunchInterest, useServiceTypes } from '@web/features/catalog';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Link } from 'react-router';

/** What can be ordered now, and what is announced for later (operators set both). */
export function ServiceRoadmap() {
  const { serviceTypes } = useServiceTypes();
  if (!serviceTypes) return null;
  const available = serviceTypes.filter((s) => s.availability === 'available');
  const comingSoon = serviceTypes.filter((s) => s.availability === 'coming_soon');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Service roadmap</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {available.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 p-3">
              <span className="font-semibold text-slate-900">{s.name}</span>
              <Badge tone="success">
                <Trans>AVAILABLE NOW</Trans>
              </Badge>
            </li>
          ))}
          {comingSoon.map((s) => (
            <ComingSoon key={s.id} service={s} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ComingSoon({ service }: { service: ServiceType }) {
  const me = useMe().data;
  const ask = useLaunchInterest();
  const expected = service.launchExpectedOn
    ? formatDate(`${service.launchExpectedOn}T12:00:00Z`, 'UTC')
    : null;
  return (
    <li className="grid gap-2 rounded-xl bg-amber-50 p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold text-slate-900">{service.name}</span>
        <Badge tone="warning">
          <Trans>COMING SOON</Trans>
        </Badge>
      </div>
      {expected ? (
        <p className="text-sm text-slate-700">
          <Trans>Expected {expected}</Trans>
        </p>
      ) : null}
      {ask.isSuccess ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {ask.data.message}
        </p>
      ) : me ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={ask.isPending}
          onClick={() => ask.mutate(service.id)}
        >
          <Trans>Tell me when it launches</Trans>
        </Button>
      ) : (
        <Link
          to={loginPathFor('/')}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          <Trans>Sign in to be told when it launches</Trans>
        </Link>
      )}
      {ask.isError ? <p className="text-sm text-red-700">{errorMessage(ask.error)}</p> : null}
    </li>
  );
}
