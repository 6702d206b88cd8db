import { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from '@core/contracts/common';
import type { JobPhoto, PhotoAngle, PhotoStage } from '@core/contracts/dispatch';
import { photoAngleLabels } from '@core/labels';
import { Spinner } from '@web/components/ui/spinner';
import { useUploadJobPhoto } from '@web/features/dispatch';
import { chosenImage } from '@web/lib/files';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { Camera, CircleCheck } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';

/**
 * One side of the truck: a large tap target that opens the back camera on phones (or the file picker),
 * uploads the photo at once with a spinner, then shows the stored photo from the server.
 */
export function PhotoSlot({
  jobId,
  stage,
  angle,
  photo,
  required,
}: {
  jobId: string;
  stage: PhotoStage;
  angle: PhotoAngle;
  photo: JobPhoto | undefined;
  required: boolean;
}) {
  const id = useId();
  const upload = useUploadJobPhoto(jobId);
  const [error, setError] = useState<string | null>(null);
  const label = photoAngleLabels[angle];
  const uploading = upload.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = chosenImage(event, {
      maxBytes: MAX_PHOTO_BYTES,
      tooLarge: `That photo is over ${MAX_PHOTO_MB} MB. Take it again at a lower resolution.`,
    });
    if (!chosen) return;
    if ('error' in chosen) {
      setError(chosen.error);
      return;
    }
    setError(null);
    upload.mutate({ stage, angle, file: chosen.file }, { onError: (err) => setError(errorMessage(err)) });
  };

  const statusText = uploading ? 'Uploading…' : required ? 'Required' : 'Optional';

  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        className={cn(
          'group relative flex aspect-[4/3] cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-slate-50 text-left',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
          photo
            ? 'border-emerald-500'
            : required
              ? 'border-dashed border-slate-300'
              : 'border-dashed border-slate-200',
          error && 'border-red-400',
          uploading && 'pointer-events-none',
        )}
      >
        {photo ? (
          <img
            src={photo.url}
            alt={`${label}, ${stage === 'before' ? 'before the trip' : 'at delivery'}`}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="flex flex-1 items-center justify-center text-slate-400">
            <Camera className="h-8 w-8" />
          </span>
        )}
        <span
          className={cn(
            'relative mt-auto grid gap-0.5 px-2.5 py-1.5 leading-tight',
            photo ? 'bg-slate-900/70 text-white' : 'text-slate-800',
          )}
        >
          <span className="text-sm font-semibold">{label}</span>
          <span
            className={cn(
              'inline-flex items-center gap-1 text-xs font-medium',
              photo ? 'text-emerald-200' : required ? 'text-amber-700' : 'text-slate-500',
            )}
          >
            {photo && !uploading ? <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" /> : null}
            {photo && !uploading ? 'Uploaded · Retake' : statusText}
          </span>
        </span>
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/75">
            <Spinner className="h-8 w-8" label={`Uploading the ${label.toLowerCase()} photo`} />
          </span>
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-label={`${label} photo`}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={uploading}
          onChange={choose}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
