import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config';
import { serverTextIn } from '@web/i18n/server-text';
import { errorMessage, isApiError } from '@web/lib/queryClient';
import { telHref } from '@web/lib/utils';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useFreezeLink, useFreezePayouts } from '../api';

/**
 * /payout-freeze/:token: the "This wasn't me" link of a payout bank change, for whoever holds it (the
 * driver may be locked out of their account). Opening it changes nothing: only the button freezes.
 */
export function PayoutFreezePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const link = useFreezeLink(token);
  const freeze = useFreezePayouts(token);
  useEffect(() => {
    document.title = t`Freeze my payouts · Pathway`;
  }, [t]);
  if (link.isPending) return <Skeleton className="h-72 rounded-2xl" />;
  if (link.isError)
    return isApiError(link.error, 404, 410) ? (
      <Card>
        <CardContent className="grid gap-3 pt-4">
          <h1 className="text-xl font-bold text-slate-900">
            <Trans>This link does not work</Trans>
          </h1>
          <p className="text-sm text-slate-700">
            {serverTextIn(
              errorMessage(link.error),
              () => t`This link has expired or is not a Pathway link. Call or write to Pathway support.`,
            )}
          </p>
          <SupportContacts />
        </CardContent>
      </Card>
    ) : (
      <QueryErrorRetry query={link} prefix={t`Could not open this link`} />
    );
  const { state, bankLast4 } = link.data;
  if (state !== 'ready') return <FrozenNextSteps justNow={state === 'frozen'} />;
  return (
    <Card>
      <CardHeader>
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <ShieldAlert aria-hidden="true" className="h-5 w-5 text-red-700" />
          <Trans>Was this bank change you?</Trans>
        </h1>
        <CardDescription>
          {bankLast4
            ? t`Your Pathway pay was set to go to the bank account ending ${bankLast4}. If you made this change, you need do nothing: payouts to it start after a short safety wait.`
            : t`Your Pathway pay was set to go to a new bank account. If you made this change, you need do nothing: payouts to it start after a short safety wait.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">
          <Trans>
            If it was not you, freeze your payouts now. No money leaves for any bank until Pathway's operators
            have checked with you; your pay stays safe in your balance meanwhile.
          </Trans>
        </p>
        {freeze.isError ? <ErrorAlert>{errorMessage(freeze.error)}</ErrorAlert> : null}
        <Button variant="destructive" disabled={freeze.isPending} onClick={() => freeze.mutate()}>
          {freeze.isPending ? t`Freezing…` : t`Freeze my payouts`}
        </Button>
      </CardContent>
    </Card>
  );
}

/** After the freeze (now, or by an earlier use of the link): what happened and what to do next. */
function FrozenNextSteps({ justNow }: { justNow: boolean }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-bold text-slate-900">
          {justNow ? t`Your payouts are frozen` : t`This link was used already`}
        </h1>
        <CardDescription role="status">
          {justNow
            ? t`No money leaves for any bank, and Pathway’s operators were told. Your pay stays safe in your balance.`
            : t`Payouts to your bank are frozen until our team has checked with you. Your pay stays safe in your balance.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-900">
          <Trans>What to do next</Trans>
        </h2>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <Trans>
              Change your password: someone else may know it.{' '}
              <Link className="font-medium text-brand-700 underline" to="/forgot-password">
                Reset my password
              </Link>
            </Trans>
          </li>
          <li>
            <Trans>
              Contact Pathway support. An operator will also contact you, check the change with you and turn
              your payouts back on.
            </Trans>
          </li>
        </ol>
        <SupportContacts />
      </CardContent>
    </Card>
  );
}

function SupportContacts() {
  const { data: config } = usePublicConfig();
  if (!config) return null;
  const phone = config.supportPhone;
  const email = config.supportEmail;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      <a className="font-medium text-brand-700 underline" href={telHref(phone)}>
        <Trans>Call {phone}</Trans>
      </a>
      <a className="font-medium text-brand-700 underline" href={`mailto:${email}`}>
        <Trans>Write to {email}</Trans>
      </a>
    </p>
  );
}
