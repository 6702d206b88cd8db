import { setStepUpPrompt } from '@web/lib/queryClient';
import { lazy, Suspense, useEffect, useState } from 'react';

const StepUpDialog = lazy(async () => ({ default: (await import('./StepUpDialog')).StepUpDialog }));

/**
 * Answers the request helper's step-up prompt (an action the server refused with `step_up_required`):
 * opens the dialog, loaded the first time it is needed, and tells the helper whether to send again.
 */
export function StepUpHost() {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            setPending(() => resolve);
          }),
      ),
    [],
  );
  if (!pending) return null;
  const finish = (confirmed: boolean) => {
    pending(confirmed);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  );
}
