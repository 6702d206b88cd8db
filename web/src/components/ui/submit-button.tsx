import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A form's submit button: disabled with a spinner (and `pendingLabel`, when given) while `pending`. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <Spinner className="h-4 w-4 text-current" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
