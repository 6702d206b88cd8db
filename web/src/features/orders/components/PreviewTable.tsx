import type { OrderPreview } from '@core/contracts/orders';
import { formatUsd } from '@core/money';
import { Badge } from '@web/components/ui/badge';

/** Each CSV row as the server read it: its move and price, or why it cannot be ordered. */
export function PreviewTable({ preview }: { preview: OrderPreview }) {
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap gap-2 text-sm" data-testid="preview-summary">
        <Badge tone="success">{preview.validCount} priced</Badge>
        {preview.errorCount > 0 ? <Badge tone="danger">{preview.errorCount} with errors</Badge> : null}
        <span className="font-semibold">Total {formatUsd(preview.totalCents)}</span>
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Rows of the uploaded file, with each move's price or its errors
          </caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="p-2">
                Row
              </th>
              <th scope="col" className="p-2">
                Move
              </th>
              <th scope="col" className="p-2 text-right">
                Price
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
                  <span className="block font-mono text-xs">{r.move?.vin || 'No VIN'}</span>
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
                    <span className="text-red-700">Not priced</span>
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
