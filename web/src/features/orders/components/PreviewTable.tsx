import type { OrderPreview } from '@core/contracts/orders';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';

/** Each CSV row as the server read it: its move and price, or why it cannot be ordered. */
export function PreviewTable({ preview }: { preview: OrderPreview }) {
  const { t } = useLingui();
  const valid = preview.validCount;
  const errors = preview.errorCount;
  const total = formatUsd(preview.totalCents);
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap gap-2 text-sm" data-testid="preview-summary">
        <Badge tone="success">
          <Trans>{valid} priced</Trans>
        </Badge>
        {preview.errorCount > 0 ? (
          <Badge tone="danger">
            <Trans>{errors} with errors</Trans>
          </Badge>
        ) : null}
        <span className="font-semibold">
          <Trans>Total {total}</Trans>
        </span>
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Rows of the uploaded file, with each move's price or its errors</Trans>
          </caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="p-2">
                <Trans>Row</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Move</Trans>
              </th>
              <th scope="col" className="p-2 text-right">
                <Trans>Price</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr
                key={r.row}
                className="border-t border-slate-100 align-top"
                data-testid={r.errors.length ? 'preview-row-error' : 'preview-row-ok'}
              >
                <th scope="row" className="p-2 font-medium">
                  {r.row}
                </th>
                <td className="p-2">
                  <span className="block font-mono text-xs">{r.move?.vin || t`No VIN`}</span>
                  <span className="block">
                    {r.move?.pickupLocation || '—'} → {r.move?.destination || '—'}
                  </span>
                  {r.errors.length > 0 ? (
                    <ul className="mt-1 list-disc pl-4 text-red-700">
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="p-2 text-right font-semibold">
                  {r.priceCents == null ? (
                    <span className="text-red-700">
                      <Trans>Not priced</Trans>
                    </span>
                  ) : (
                    formatUsd(r.priceCents)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
