import type { BoardJob } from '@core/contracts/operations';
import { useNow } from '@web/hooks/useNow';
import { formatCountdown } from '@web/lib/time';

/** "Offered to Rosa Delgado · 12:41 left": a reassignment the driver has not answered yet. */
export function OfferLine({ offer }: { offer: NonNullable<BoardJob['offer']> }) {
  const now = useNow(1_000);
  const over = new Date(offer.expiresAt) <= now;
  return (
    <span className="font-medium text-amber-800">
      Offered to {offer.driver.name} ·{' '}
      {over ? (
        'time is up'
      ) : (
        <span className="tabular-nums">{formatCountdown(offer.expiresAt, now)} left</span>
      )}
    </span>
  );
}
