import type { OrderPreview } from '@core/contracts/orders';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegionCard } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/queryClient';
import { type ChangeEvent, useId } from 'react';
import { ORDER_TEMPLATE_URL, usePreviewOrder } from '../api';
import { PreviewTable } from './PreviewTable';

/** The CSV upload: the template, the file, and each row as the server read and priced it (nothing created). */
export function CsvUpload({
  result,
  onResult,
}: {
  result: OrderPreview | null;
  onResult: (preview: OrderPreview | null) => void;
}) {
  const { t } = useLingui();
  const fileId = useId();
  const preview = usePreviewOrder();
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    onResult(null);
    onResult(await preview.mutateAsync(await file.text()).catch(() => null));
  };
  return (
    <RegionCard title={t`Upload a CSV`} contentClassName="grid gap-3">
      <p className="text-sm text-slate-600">
        <Trans>
          One row per truck.{' '}
          <a
            href={ORDER_TEMPLATE_URL}
            download
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Download the template
          </a>
        </Trans>
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>
          <Trans>CSV file</Trans>
        </Label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
          className="text-sm"
        />
      </div>
      {preview.isPending ? (
        <p role="status">
          <Trans>Reading and pricing every row…</Trans>
        </p>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(preview.error)}
        </p>
      ) : null}
      {result ? <PreviewTable preview={result} /> : null}
    </RegionCard>
  );
}
