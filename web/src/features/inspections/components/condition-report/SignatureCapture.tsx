import type { RecoveryRequest } from '@core/contracts/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useState } from 'react';
import { enqueue } from '../../outbox';
import { currentPosition, type Stage } from '../capture';
import { SignaturePad } from '../SignaturePad';

/** One signer's name and signature, saved with where the phone is. */
export function SignatureCapture({
  job,
  stage,
  signer,
  label,
  defaultName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  /** Who signs: driver, releasing or receiving. */
  signer: string;
  label: string;
  defaultName: string;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(defaultName);
  const lower = label.toLowerCase();
  const [strokes, setStrokes] = useState('');
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 p-3">
      <TextField label={t`${label}: name`} value={name} onChange={(e) => setName(e.target.value)} />
      <SignaturePad label={label} value={strokes} onChange={setStrokes} />
      <Button
        type="button"
        disabled={!name.trim() || !strokes.includes('L')}
        onClick={async () => {
          const at = await currentPosition();
          await enqueue({
            jobId: job.id,
            stage,
            kind: 'signature',
            body: { role: signer, signerName: name.trim(), strokes, ...(at ?? {}) },
            label,
          });
        }}
      >
        <Trans>Save {lower}</Trans>
      </Button>
    </div>
  );
}
