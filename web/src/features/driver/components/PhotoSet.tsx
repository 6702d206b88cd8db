import type { JobPhoto } from '@core/contracts/dispatch';
import { photoAngleLabels } from '@core/labels';
import { type PhotoStage, REQUIRED_PHOTO_ANGLES } from '@core/photos';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Skeleton } from '@web/components/ui/skeleton';
import { latestPhotos, OPTIONAL_PHOTO_ANGLES } from '../inspection';
import { PhotoSlot } from './PhotoSlot';

/** The four required sides in a 2×2 grid, then the optional odometer and other photos. */
export function PhotoSet({
  jobId,
  stage,
  photos,
}: {
  jobId: string;
  stage: PhotoStage;
  photos: UseQueryResult<JobPhoto[]>;
}) {
  if (photos.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3" aria-busy="true">
        {REQUIRED_PHOTO_ANGLES.map((a) => (
          <Skeleton key={a} className="aspect-[4/3] rounded-xl" />
        ))}
      </div>
    );
  }
  if (photos.isError) return <QueryErrorRetry query={photos} prefix="Could not load the photos" />;
  const latest = latestPhotos(photos.data, stage);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        {REQUIRED_PHOTO_ANGLES.map((angle) => (
          <PhotoSlot key={angle} jobId={jobId} stage={stage} angle={angle} photo={latest[angle]} required />
        ))}
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-700">Optional</p>
        <div className="grid grid-cols-2 gap-3">
          {OPTIONAL_PHOTO_ANGLES.map((angle) => (
            <PhotoSlot
              key={angle}
              jobId={jobId}
              stage={stage}
              angle={angle}
              photo={latest[angle]}
              required={false}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Stored photos of one stage, read-only (after delivery). */
export function PhotoGallery({ photos, stage }: { photos: JobPhoto[]; stage: PhotoStage }) {
  const latest = latestPhotos(photos, stage);
  const shown = Object.values(latest);
  if (shown.length === 0) return <p className="text-sm text-slate-600">No photos on file.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3">
      {shown.map((photo) => (
        <li key={photo.id}>
          <figure className="grid gap-1">
            <img
              src={photo.url}
              alt={`${photoAngleLabels[photo.angle]}, ${stage === 'before' ? 'before the trip' : 'at delivery'}`}
              className="aspect-[4/3] w-full rounded-xl border border-slate-200 object-cover"
            />
            <figcaption className="text-xs font-medium text-slate-600">
              {photoAngleLabels[photo.angle]}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
