import { Plural, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNearbyDrivers } from '@web/features/driver-verification';

function NearbyDriversCount() {
  const { data: count, isPending, isError } = useNearbyDrivers();
  if (isPending) return <Skeleton className="h-7 w-36 rounded-full" />;
  if (isError || count === undefined) return null;
  return (
    <p
      aria-live="polite"
      className="inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
      <Plural value={count} one="# driver nearby" other="# drivers nearby" />
    </p>
  );
}

/** A static map illustration (no tiles) with the live count of nearby drivers. */
export function MapPreview() {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Drivers near you`}
      className="relative overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
    >
      <svg
        viewBox="0 0 360 180"
        className="block h-44 w-full"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <rect width="360" height="180" fill="#e8eef6" />
        <path
          d="M0 120 C 80 100, 140 150, 220 120 S 330 80, 360 95"
          stroke="#c9d6e8"
          strokeWidth="26"
          fill="none"
        />
        <rect x="20" y="18" width="70" height="46" rx="6" fill="#dbe5f1" />
        <rect x="250" y="130" width="90" height="40" rx="6" fill="#dbe5f1" />
        <rect x="120" y="20" width="60" height="40" rx="6" fill="#d4f0dc" />
        <path d="M0 60 H 360" stroke="#ffffff" strokeWidth="10" />
        <path d="M200 0 V 180" stroke="#ffffff" strokeWidth="10" />
        <path d="M0 150 L 360 30" stroke="#ffffff" strokeWidth="6" />
        <path
          d="M40 140 Q 120 70 200 60 T 320 40"
          stroke="#1f46dc"
          strokeWidth="3"
          strokeDasharray="6 6"
          fill="none"
        />
        <circle cx="200" cy="60" r="22" fill="#1f46dc" opacity="0.15" />
        <circle cx="200" cy="60" r="8" fill="#1f46dc" stroke="#fff" strokeWidth="3" />
        <circle cx="96" cy="108" r="6" fill="#f59e0b" stroke="#fff" strokeWidth="2" />
        <circle cx="286" cy="46" r="6" fill="#f59e0b" stroke="#fff" strokeWidth="2" />
        <circle cx="250" cy="112" r="6" fill="#f59e0b" stroke="#fff" strokeWidth="2" />
      </svg>
      <div className="absolute bottom-3 left-3">
        <NearbyDriversCount />
      </div>
    </section>
  );
}
