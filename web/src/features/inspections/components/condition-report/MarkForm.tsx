import type { RecoveryRequest } from '@core/contracts/jobs';
import {
  type DamageSeverity,
  type DamageType,
  type DiagramView,
  damageSeverities,
  damageTypeLabels,
  damageTypes,
} from '@core/inspections';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useState } from 'react';
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
  const [type, setType] = useState<DamageType | null>(null);
  const [severity, setSeverity] = useState<DamageSeverity>('minor');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = usePreviewUrl(photo);
  return (
    <form
      aria-label="Damage mark"
      className="grid gap-2 rounded-xl border-2 border-brand-300 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!type || !photo) return;
        const photoId = await queuePhoto(job.id, stage, 'damage', photo, 'Damage close-up');
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
          label: 'Damage mark',
        });
        onDone();
      }}
    >
      <ChoiceButtons
        legend="Kind of damage"
        options={damageTypes.map((t) => ({ value: t, label: damageTypeLabels[t] }))}
        value={type}
        onChange={setType}
      />
      <ChoiceButtons
        legend="How bad"
        options={damageSeverities.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }))}
        value={severity}
        onChange={setSeverity}
      />
      <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      <PhotoButton label="Close-up" done={photoUrl} onFile={setPhoto} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!type || !photo}>
          Add the mark
        </Button>
      </div>
    </form>
  );
}
