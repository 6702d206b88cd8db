import type { RecoveryRequest } from '@core/contracts/jobs';
import { type EquipmentKey, equipmentItems } from '@core/inspections';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useState } from 'react';
import { equipmentLowerMessages, equipmentMessages } from '../../labels';
import { enqueue } from '../../outbox';
import { PhotoButton, queuePhoto, Section, type Stage, usePreviewUrl } from '../capture';
import type { EquipmentResults } from './types';

/** Pass or fail per item; a failure needs a note and a photo of the fault. */
export function EquipmentSection({
  job,
  stage,
  equipment,
}: {
  job: RecoveryRequest;
  stage: Stage;
  equipment: EquipmentResults;
}) {
  const { t } = useLingui();
  const [failing, setFailing] = useState<EquipmentKey | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = usePreviewUrl(photo);
  const save = (key: EquipmentKey, result: Record<string, unknown>) =>
    enqueue({
      jobId: job.id,
      stage,
      kind: 'details',
      body: { equipment: { [key]: result } },
      label: t`Equipment check`,
    });
  const allPass = () =>
    enqueue({
      jobId: job.id,
      stage,
      kind: 'details',
      body: { equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }])) },
      label: t`Equipment check`,
    });
  return (
    <Section
      title={t`Equipment check`}
      description={t`Before driving, each item must be in good working order. A failed item stops the pickup.`}
    >
      <Button type="button" variant="outline" onClick={() => void allPass()}>
        <Trans>Everything passes</Trans>
      </Button>
      <ul className="grid gap-2">
        {equipmentItems.map((item) => {
          const result = equipment[item.key];
          const label = t(equipmentMessages[item.key]);
          const lower = t(equipmentLowerMessages[item.key]);
          const failNote = result?.note;
          return (
            <li key={item.key} className="grid gap-2 rounded-xl border border-slate-200 p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{label}</span>
                <div className="flex gap-1" role="group" aria-label={label}>
                  <Button
                    type="button"
                    size="sm"
                    variant={result?.ok === true ? 'primary' : 'outline'}
                    aria-pressed={result?.ok === true}
                    onClick={() => void save(item.key, { ok: true })}
                  >
                    <Trans>Pass</Trans>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant={result?.ok === false ? 'destructive' : 'outline'}
                    aria-pressed={result?.ok === false}
                    onClick={() => {
                      setFailing(item.key);
                      setNote(result?.note ?? '');
                      setPhoto(null);
                    }}
                  >
                    <Trans>Fail</Trans>
                  </Button>
                </div>
              </div>
              {result?.ok === false && failing !== item.key ? (
                <p className="text-sm text-red-800">
                  <Trans>Failed: {failNote}</Trans>
                </p>
              ) : null}
              {failing === item.key ? (
                <div className="grid gap-2">
                  <TextField
                    label={t`What is wrong with the ${lower}`}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                  <PhotoButton label={t`Photo of the fault`} done={photoUrl} onFile={setPhoto} />
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={!note.trim() || !photo}
                    onClick={async () => {
                      const clientId = await queuePhoto(
                        job.id,
                        stage,
                        'equipment',
                        photo!,
                        t`${label} fault photo`,
                      );
                      await save(item.key, { ok: false, note: note.trim(), photoClientId: clientId });
                      setFailing(null);
                    }}
                  >
                    <Trans>Record the failure</Trans>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
