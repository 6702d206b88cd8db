import type { JobStatus } from '@core/jobs';
import { photoStageTitles } from '@core/labels';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { RegionCard } from '@web/components/ui/card';
import { useJobPhotos } from '@web/features/dispatch';
import { useEffect, useRef } from 'react';
import { groupPhotos, photoAlt } from '../photos';

/**
 * The driver's before-transport and after-delivery photos, shown once any exist. Thumbnails open
 * the full-size image in a new tab; the files endpoint checks the session cookie.
 */
export function PhotoGallery({ jobId, status }: { jobId: string; status: JobStatus }) {
  const photos = useJobPhotos(jobId);
  // A new status (seen by the 30 s poll when live events are down) brings new photos: read them again.
  const { refetch } = photos;
  const shownFor = useRef(status);
  useEffect(() => {
    if (shownFor.current === status) return;
    shownFor.current = status;
    void refetch();
  }, [status, refetch]);

  if (photos.isError && !photos.data) {
    return (
      <RegionCard title="Photos" titleId="job-photos-title">
        <QueryErrorRetry query={photos} prefix="We could not load the photos" />
      </RegionCard>
    );
  }

  const groups = groupPhotos(photos.data ?? []);
  if (groups.length === 0) return null;

  return (
    <RegionCard title="Photos" titleId="job-photos-title" contentClassName="grid gap-4">
      {groups.map((group) => (
        <section key={group.stage} aria-labelledby={`photos-${group.stage}`} className="grid gap-2">
          <h3 id={`photos-${group.stage}`} className="text-sm font-semibold text-slate-900">
            {photoStageTitles[group.stage]}
          </h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {group.photos.map((photo) => {
              const alt = photoAlt(photo);
              return (
                <li key={photo.id}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group block overflow-hidden rounded-xl border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <img
                      src={photo.url}
                      alt={alt}
                      loading="lazy"
                      className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                    />
                    <span className="sr-only"> (opens full size in a new tab)</span>
                  </a>
                  <p
                    aria-hidden="true"
                    className="mt-1 truncate text-center text-xs text-slate-600 capitalize"
                  >
                    {photo.angle}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </RegionCard>
  );
}
