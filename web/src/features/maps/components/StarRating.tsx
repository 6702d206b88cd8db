import { useLingui } from '@lingui/react/macro';
import { Star, StarHalf } from 'lucide-react';

/** Star positions 1 to 5, each full, half or empty for a rating. */
const STAR_PLACES = [1, 2, 3, 4, 5] as const;

function starKind(place: number, rating: number): 'full' | 'half' | 'empty' {
  if (rating >= place) return 'full';
  return rating >= place - 0.5 ? 'half' : 'empty';
}

/** Full, half and empty stars out of 5.0 (product/platform §4), read out as "Rated 4.5 out of 5.0". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  const value = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={t`Rated ${value} out of 5.0`}>
      {STAR_PLACES.map((place) => {
        const kind = starKind(place, rating);
        if (kind === 'full')
          return (
            <Star
              key={place}
              aria-hidden="true"
              className="h-4 w-4 fill-amber-400 text-amber-400"
              data-star="full"
            />
          );
        if (kind === 'empty')
          return <Star key={place} aria-hidden="true" className="h-4 w-4 text-slate-300" data-star="empty" />;
        return (
          <span key={place} className="relative inline-block h-4 w-4" data-star="half">
            <Star aria-hidden="true" className="absolute h-4 w-4 text-slate-300" />
            <StarHalf aria-hidden="true" className="absolute h-4 w-4 fill-amber-400 text-amber-400" />
          </span>
        );
      })}
      <span aria-hidden="true" className="ml-1 text-sm font-semibold text-slate-800">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
