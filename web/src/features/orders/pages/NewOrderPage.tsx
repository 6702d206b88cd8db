import type { OrderMoveInput, OrderPreview } from '@core/contracts/orders';
import { formatUsd } from '@core/money';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { apiErrorOf, errorMessage } from '@web/lib/queryClient';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateOrder } from '../api';
import { CsvUpload } from '../components/CsvUpload';
import { MoveForm } from '../components/MoveForm';

const newKey = () => crypto.randomUUID();

/** /orders/new: many trucks in one order, typed row by row or uploaded as CSV, previewed and priced first. */
export function NewOrderPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [po, setPo] = useState('');
  const [costCentre, setCostCentre] = useState('');
  const [typed, setTyped] = useState<{ key: string; move: OrderMoveInput }[]>([]);
  const [result, setResult] = useState<OrderPreview | null>(null);
  // One key per set of moves confirmed: a double click or a retry creates the order once.
  const [key, setKey] = useState(newKey);

  const valid = result ? result.rows.filter((r) => r.errors.length === 0 && r.move).map((r) => r.move!) : [];
  const moves = [...typed.map((row) => row.move), ...valid];
  const total = result ? formatUsd(result.totalCents) : '';
  const errorRows = result?.errorCount ?? 0;
  const confirm = async () => {
    const order = await create
      .mutateAsync({ moves, poNumber: po || null, costCentre: costCentre || null, idempotencyKey: key })
      .catch(() => null);
    if (order) navigate(`/orders/${order.id}`);
  };
  const fieldErrors = apiErrorOf(create.error)?.fieldErrors ?? {};

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">
        <Trans>New order</Trans>
      </h1>
      <CsvUpload
        result={result}
        onResult={(answer) => {
          setResult(answer);
          setKey(newKey());
        }}
      />
      <RegionCard title={t`Or add moves one by one`} contentClassName="grid gap-3">
        <MoveForm onAdd={(move) => setTyped((list) => [...list, { key: newKey(), move }])} />
        {typed.length > 0 ? (
          <ol className="grid gap-1 text-sm">
            {typed.map(({ key: rowKey, move: m }) => (
              <li key={rowKey} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-2">
                <span>
                  {m.vin || t`No VIN`}: {m.pickupLocation} → {m.destination}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setTyped((l) => l.filter((row) => row.key !== rowKey))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ol>
        ) : null}
      </RegionCard>
      <RegionCard title={t`Confirm`} contentClassName="grid gap-3">
        <TextField
          label={t`PO number`}
          value={po}
          onChange={(e) => setPo(e.target.value)}
          error={fieldErrors.poNumber}
        />
        <TextField
          label={t`Cost centre`}
          value={costCentre}
          onChange={(e) => setCostCentre(e.target.value)}
          error={fieldErrors.costCentre}
        />
        {result ? (
          <p className="text-sm">
            {errorRows > 0 ? (
              <Trans>
                <Plural value={valid.length} one="# priced move" other="# priced moves" /> from the file,{' '}
                {total};{' '}
                <Plural
                  value={errorRows}
                  one="# row with errors is left out"
                  other="# rows with errors are left out"
                />
                .
              </Trans>
            ) : (
              <Trans>
                <Plural value={valid.length} one="# priced move" other="# priced moves" /> from the file,{' '}
                {total}.
              </Trans>
            )}
          </p>
        ) : null}
        {create.isError ? (
          <div role="alert" className="text-sm text-red-700">
            <p>{errorMessage(create.error)}</p>
            <ul className="list-disc pl-4">
              {Object.entries(fieldErrors)
                .filter(([k]) => k.startsWith('moves.'))
                .map(([k, message]) => (
                  <li key={k}>{message}</li>
                ))}
            </ul>
          </div>
        ) : null}
        <Button onClick={() => void confirm()} disabled={moves.length === 0 || create.isPending}>
          {create.isPending
            ? t`Creating the order…`
            : t`Confirm ${plural(moves.length, { one: '# move', other: '# moves' })}`}
        </Button>
      </RegionCard>
    </div>
  );
}
