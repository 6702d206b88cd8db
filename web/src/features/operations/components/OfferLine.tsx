import type { BoardJob } from '@core/contracts/operations';
import { Trans } from '@lingui/react/macro';
import { useNow } from '@web/hooks/useNow';
import { formatCountdown } from '@web/lib/time';

/** "Offered to Rosa Delgado · 12:41 left": a reassignment the driver has not answered yet. */
export function OfferLine({ offer }: { offer: NonNullable<BoardJob['offer']> }) {
  const now = useNow(1_000);
  const over = new Date(offer.expiresAt) <= now;
  const name = offer.driver.name;
  const countdown = formatCountdown(offer.expiresAt, now);
  return (
    <span className="font-medium text-amber-800">
      {over ? (
        <Trans>Offered to {name} · time is up</Trans>
      ) : (
        <Trans>
          Offered to {name} · <span className="tabular-nums">{countdown} left</span>
        </Trans>
      )}
    </span>
  );
}
