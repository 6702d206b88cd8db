import type { JobPhoto } from '@core/contracts/dispatch';
import { photoStageTitles } from '@core/labels';
import { type PhotoStage, photoAngles, photoStages } from '@core/photos';

/** "Before transport, front side"; "After delivery, odometer"; "Before transport, other view". */
export function photoAlt(photo: Pick<JobPhoto, 'stage' | 'angle'>): string {
  const side =
    photo.angle === 'odometer' ? 'odometer' : photo.angle === 'other' ? 'other view' : `${photo.angle} side`;
  return `${photoStageTitles[photo.stage]}, ${side}`;
}

/** Only same-origin paths (the API's /api/files/<id>) are shown or linked. */
export function isSafePhotoUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** Photos of each stage, by side (front, rear, left, right, odometer, other), then oldest first. */
export function groupPhotos(photos: readonly JobPhoto[]): { stage: PhotoStage; photos: JobPhoto[] }[] {
  return photoStages
    .map((stage) => ({
      stage,
      photos: photos
        .filter((p) => p.stage === stage && isSafePhotoUrl(p.url))
        .sort(
          (a, b) =>
            photoAngles.indexOf(a.angle) - photoAngles.indexOf(b.angle) ||
            Date.parse(a.createdAt) - Date.parse(b.createdAt),
        ),
    }))
    .filter((group) => group.photos.length > 0);
}
