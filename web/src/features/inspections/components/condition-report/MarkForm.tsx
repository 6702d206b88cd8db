import type { RecoveryRequest } from '@core/contracts/jobs';
import {
  type DamageSeverity,
  type DamageType,
  type DiagramView,
  damageSeverities,
  damageTypes,
} from '@core/inspections';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useState } from 'react';
import { damageSeverityMessages, damageTypeMessages } from '../../labels';
import { enqueue, newClientId } from '../../outbox';
import { PhotoButton, queuePhoto, type Stage, usePreviewUrl } from '../capture';
import { ChoiceButtons } from './ChoiceButtons';

/** A new damage mark at the tapped spot: its kind, how bad, a note and a close-up. */
export function MarkForm({
  job,
  stage,
  spot,
  onDone,
}: {
  job: RecoveryRequest;
  stage: Stage;
  spot: { view: DiagramView; x: number; y: number };
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [type, setType] = useState<DamageType | null>(null);
  const [severity, setSeverity] = useState<DamageSeverity>('minor');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = usePreviewUrl(photo);
  return (
    <form
      aria-label={t`Damage mark`}
      className="grid gap-2 rounded-xl border-2 border-brand-300 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!type || !photo) return;
        const photoId = await queuePhoto(job.id, stage, 'damage', photo, t`Damage close-up`);
        await enqueue({
          jobId: job.id,
          stage,
          kind: 'mark',
          body: {
            clientId: newClientId(),
            ...spot,
            type,
            severity,
            note: note.trim() || null,
            photoClientIds: [photoId],
          },
          label: t`Damage mark`,
        });
        onDone();
      }}
    >
      <ChoiceButtons
        legend={t`Kind of damage`}
        options={damageTypes.map((d) => ({ value: d, label: t(damageTypeMessages[d]) }))}
        value={type}
        onChange={setType}
      />
      <ChoiceButtons
        legend={t`How bad`}
        options={damageSeverities.map((v) => ({ value: v, label: t(damageSeverityMessages[v]) }))}
        value={severity}
        onChange={setSeverity}
      />
      <TextField label={t`Note (optional)`} value={note} onChange={(e) => setNote(e.target.value)} />
      <PhotoButton label={t`Close-up`} done={photoUrl} onFile={setPhoto} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!type || !photo}>
          <Trans>Add the mark</Trans>
        </Button>
      </div>
    </form>
  );
}
