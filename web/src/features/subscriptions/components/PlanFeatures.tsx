import { parsePlanFeatures } from '@core/subscriptions';
import { Plural, Trans } from '@lingui/react/macro';
import { referenceText } from '@web/i18n/reference';
import { Check } from 'lucide-react';

/** The first `limit` features, then "+N more features"; "Features not available" when they cannot be read. */
export function PlanFeatures({ features, limit }: { features: unknown; limit?: number }) {
  const list = parsePlanFeatures(features).map(referenceText);
  if (list.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>Features not available</Trans>
      </p>
    );
  const shown = limit ? list.slice(0, limit) : list;
  const more = list.length - shown.length;
  return (
    <ul className="grid gap-1.5 text-sm text-slate-700">
      {shown.map((f) => (
        <li key={f} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 text-emerald-600" />
          <span>{f}</span>
        </li>
      ))}
      {more > 0 ? (
        <li className="pl-6 text-slate-500">
          <Plural value={more} one="+# more feature" other="+# more features" />
        </li>
      ) : null}
    </ul>
  );
}
