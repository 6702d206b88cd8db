import { Trans, useLingui } from '@lingui/react/macro';
import { useObjectUrl } from '@web/hooks/useObjectUrl';
import { chosenImage } from '@web/lib/files';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { Camera, CircleCheck, ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ErrorAlert } from './alert';
import { buttonClasses } from './button';
import { Spinner } from './spinner';

export interface PhotoUploadProps {
  /** Heading of the block, e.g. "Licence photo". */
  title: string;
  /** Said after the visible button texts for screen readers: "Take photo of {subject}", "Upload {subject}". */
  subject: string;
  hint?: ReactNode;
  /** Which camera "Take photo" opens on phones: the back one for documents, the front one for selfies. */
  capture: 'environment' | 'user';
  /** A photo already on file (shown until a new one is chosen). */
  existingUrl?: string | null;
  /** The server holds a photo: shows the done mark. */
  done: boolean;
  /**
   * Sends the chosen file; resolves when the server has it. Progress 0–100; `signal` aborts the upload
   * when the slot goes away (a dialog closed mid-upload).
   */
  onUpload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>;
  disabled?: boolean;
  className?: string;
}

/**
 * A photo slot with "Take photo" (opens the camera on phones) and "Upload" (the file picker). The chosen
 * file is uploaded at once, with a progress bar, and previewed from memory.
 */
export function PhotoUpload({
  title,
  subject,
  hint,
  capture,
  existingUrl,
  done,
  onUpload,
  disabled,
  className,
}: PhotoUploadProps) {
  const { t } = useLingui();
  const id = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const preview = useObjectUrl(picked);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = chosenImage(event);
    if (!chosen) return;
    if ('error' in chosen) {
      setError(chosen.error);
      return;
    }
    const { file } = chosen;
    setError(null);
    setPicked(file);
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    try {
      await onUpload(file, setProgress, controller.signal);
    } catch (err) {
      if (controller.signal.aborted) return; // the slot is gone: nothing to show
      setPicked(null);
      setError(errorMessage(err));
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  const shown = preview ?? existingUrl ?? null;
  const inputDisabled = disabled || uploading;
  const pickerClass = (variant: 'primary' | 'outline') =>
    cn(
      buttonClasses(
        variant,
        'md',
        'relative flex-1 cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
      ),
      inputDisabled && 'pointer-events-none opacity-50',
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-3 rounded-xl border border-slate-200 p-3', className)}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {title}
          </h3>
          {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
        </div>
        {done && !uploading ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-700">
            <CircleCheck aria-hidden="true" className="h-4 w-4" />
            <Trans>Uploaded</Trans>
          </span>
        ) : null}
      </div>

      <div className="relative flex aspect-[4/3] max-h-48 w-full items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {shown ? (
          <img src={shown} alt={t`${title} preview`} className="h-full w-full object-contain" />
        ) : (
          <span className="text-xs text-slate-500">
            <Trans>No photo yet</Trans>
          </span>
        )}
        {uploading ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/70">
            <Spinner label={t`Uploading ${subject}`} />
            <div
              role="progressbar"
              aria-label={t`Uploading ${subject}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress ?? 0}
              className="h-2 w-2/3 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-brand-600 transition-[width]"
                style={{ width: `${progress ?? 0}%` }}
              />
            </div>
          </div>
        ) : null}
      </div>

      <div className="flex gap-2">
        <label className={pickerClass('primary')}>
          <Camera aria-hidden="true" className="h-4 w-4" />
          <span>
            <Trans>
              Take photo<span className="sr-only"> of {subject}</span>
            </Trans>
          </span>
          <input
            type="file"
            accept="image/*"
            capture={capture}
            className="sr-only"
            disabled={inputDisabled}
            onChange={(e) => void choose(e)}
          />
        </label>
        <label className={pickerClass('outline')}>
          <ImageUp aria-hidden="true" className="h-4 w-4" />
          <span>
            <Trans>
              Upload<span className="sr-only"> {subject}</span>
            </Trans>
          </span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/*"
            className="sr-only"
            disabled={inputDisabled}
            onChange={(e) => void choose(e)}
          />
        </label>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </section>
  );
}
