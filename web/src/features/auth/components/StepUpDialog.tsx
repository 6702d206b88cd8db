import type { StepUpMethod } from '@core/contracts/security';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/queryClient';
import { useEffect, useState } from 'react';
import { confirmStepUp, stepUpMethods } from '../security-api';
import { FactorProofForm } from './FactorProofForm';

/**
 * "Confirm it's you": before money or power moves (a large refund, a penalty, a new bank, an operator
 * change), the person proves it again with their passkey, app code or password; the action then goes on.
 */
export function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useLingui();
  const [methods, setMethods] = useState<StepUpMethod[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    stepUpMethods().then(setMethods, (err: unknown) => setLoadError(errorMessage(err)));
  }, []);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Confirm it's you</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              This moves money or changes who can do what, so we ask once more. It lasts a few minutes.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {loadError ? <ErrorAlert>{loadError}</ErrorAlert> : null}
        {!methods && !loadError ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> <Trans>Loading…</Trans>
          </p>
        ) : null}
        {methods ? (
          <FactorProofForm
            methods={methods}
            submitLabel={t`Confirm`}
            onProve={async (proof) => {
              await confirmStepUp(
                proof.method === 'password'
                  ? { method: 'password', password: proof.code }
                  : proof.method === 'passkey'
                    ? proof
                    : { method: proof.method, code: proof.code },
              );
              onDone(true);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
