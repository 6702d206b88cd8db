import { formatUsd } from '@core/money';
import type { Quote, VehicleType } from '@core/pricing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';
import { CallForPricing } from './CallForPricing';
import { QuoteBreakdown } from './QuoteBreakdown';

/** The price panel: the breakdown of a quote, or the call-for-pricing message when it needs a call. */
export function PricePanel({
  quote,
  vehicleType,
  title = 'Price estimate',
  description,
}: {
  quote: Quote;
  vehicleType: VehicleType;
  title?: string;
  description?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {/* One short announcement when the price changes, rather than the whole breakdown. */}
        <p className="sr-only" aria-live="polite">
          {quote.requiresCall ? 'Call for pricing' : `Total ${formatUsd(quote.totalCents)}`}
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
