import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { FileText } from 'lucide-react';
import { isImage } from '../status';

/** A thumbnail: the image itself (lazy, scaled), or a PDF icon. */
export function DocumentPreview({
  url,
  contentType,
  fileName,
  className,
}: {
  url: string;
  contentType: string;
  fileName: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (isImage(contentType)) {
    return (
      <img
        src={url}
        alt={t`Preview of ${fileName}`}
        loading="lazy"
        className={cn('h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t`PDF document ${fileName}`}
      className={cn(
        'flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-red-50 text-red-700',
        className,
      )}
    >
      <FileText aria-hidden="true" className="h-6 w-6" />
      <span aria-hidden="true" translate="no" className="text-[10px] font-bold">
        PDF
      </span>
    </span>
  );
}
