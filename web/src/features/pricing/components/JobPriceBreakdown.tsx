import type { RecoveryRequest } from '@core/contracts/jobs';
import { INCLUDED_MILES, type PricedQuote } from '@core/pricing';
import { moveFeeCentsOf } from '@core/trip-costs';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useId } from 'react';
import { QuoteBreakdown } from './QuoteBreakdown';

/** A job's fixed price in the quote's shape: what the client was quoted is what the job charges. */
export function quoteOfJob(job: RecoveryRequest): PricedQuote {
  const dollars = (cents: number) => cents / 100;
  return {
    requiresCall: false,
    callReason: null,
    baseRate: dollars(job.baseRateCents),
    distanceFee: dollars(job.distanceFeeCents),
    rushFee: dollars(job.rushFeeCents),
    serviceFee: dollars(job.serviceFeeCents),
    total: dollars(job.priceCents),
    baseRateCents: job.baseRateCents,
    distanceFeeCents: job.distanceFeeCents,
    rushFeeCents: job.rushFeeCents,
    serviceFeeCents: job.serviceFeeCents,
    totalCents: job.priceCents,
    moveFeeCents: moveFeeCentsOf(job),
    driverReturnCents: job.driverReturnCents,
    fuelCents: job.fuelCents,
    miles: job.distance,
    billableMiles: Math.max(0, job.distance - INCLUDED_MILES),
    // A job priced before the cost lines existed has none: zero lines with no basis to show.
    driverReturn: job.tripCostBasis?.driverReturn ?? {
      payer: 'client',
      mode: null,
      cents: 0,
      basis: t`Not part of this price`,
    },
    fuel: job.tripCostBasis?.fuel ?? {
      gallons: 0,
      estimateCents: 0,
      marginCents: 0,
      cents: 0,
      basis: t`Not part of this price`,
    },
  };
}

/** What a job charges, line by line (checkout shows it before the card form). */
export function JobPriceBreakdown({ job, title }: { job: RecoveryRequest; title?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title ?? <Trans>What you pay</Trans>}</CardTitle>
      </CardHeader>
      <CardContent>
        <QuoteBreakdown quote={quoteOfJob(job)} />
        <p className="mt-2 text-xs text-slate-500">
          <Trans>
            The driver's return and the fuel are billed at cost up to these amounts: what the move does not
            use is refunded to your card with a credit note once the move is complete and the driver's way
            home is paid (at the latest 14 days after delivery).
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
