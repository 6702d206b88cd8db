import { setStepUpPrompt } from '@web/lib/queryClient';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const StepUpDialog = lazy(async () => ({ default: (await import('./StepUpDialog')).StepUpDialog }));

/**
 * Answers the request helper's step-up prompt (an action the server refused with `step_up_required`):
 * opens the dialog, loaded the first time it is needed, and tells the helper whether to send again.
 * Requests refused together share the one prompt and its answer.
 */
export function StepUpHost() {
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setOpen(true);
          }),
      ),
    [],
  );
  if (!open) return null;
  const finish = (confirmed: boolean) => {
    const answered = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of answered) resolve(confirmed);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  );
}
