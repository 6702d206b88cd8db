import { formatUsd } from '@core/money';
import type { Quote, VehicleType } from '@core/pricing';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';
import { CallForPricing } from './CallForPricing';
import { QuoteBreakdown } from './QuoteBreakdown';

/** The price panel: the breakdown of a quote, or the call-for-pricing message when it needs a call. */
export function PricePanel({
  quote,
  vehicleType,
  title,
  description,
}: {
  quote: Quote;
  vehicleType: VehicleType;
  title?: string;
  description?: ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const total = formatUsd(quote.totalCents);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title ?? t`Price estimate`}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {/* One short announcement when the price changes, rather than the whole breakdown. */}
        <p className="sr-only" aria-live="polite">
          {quote.requiresCall ? t`Call for pricing` : t`Total ${total}`}
        </p>
        {quote.requiresCall ? (
          <CallForPricing reason={quote.callReason} vehicleType={vehicleType} />
        ) : (
          <QuoteBreakdown quote={quote} />
        )}
      </CardContent>
    </Card>
  );
}
