import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { ReactNode } from 'react';

/** The end of an inspection step: what is still missing, the server's refusal, and the one button. */
export function StepSubmit({
  remaining,
  remainingLabel,
  error,
  pending,
  icon,
  children,
  onSubmit,
}: {
  remaining: string[];
  remainingLabel: string;
  error: string | null;
  pending: boolean;
  icon: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
}) {
  return (
    <div className="grid gap-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {remaining.length > 0 ? (
        <ul aria-label={remainingLabel} className="grid gap-1 text-sm text-slate-700">
          {remaining.map((t) => (
            <li key={t} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        size="lg"
        className="h-14 w-full text-base"
        disabled={remaining.length > 0 || pending}
        onClick={onSubmit}
      >
        {pending ? <Spinner className="text-white" /> : icon}
        {children}
      </Button>
    </div>
  );
}
