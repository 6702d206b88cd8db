import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';

interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}

/** Ids and `aria-describedby` for a labelled control with its hint, its error and any other description. */
function useFieldIds(id: string | undefined, { hint, error }: FieldText, describedBy: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: ids || undefined };
}

/** The label above, the control (and anything beside it), the hint and the error below. */
function FieldFrame({
  label,
  hint,
  error,
  ids,
  children,
}: FieldText & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={ids.inputId}>{label}</Label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends ComponentProps<'input'>, FieldText {
  /** Shown beside the input, e.g. a "use my location" button. */
  end?: ReactNode;
}

/** A labelled text input with its hint and error wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  end,
  id,
  'aria-describedby': extra,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id, { label, hint, error }, extra);
  const input = (
    <Input
      id={ids.inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      {...props}
    />
  );
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      {end ? (
        <div className="flex gap-2">
          {input}
          {end}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldText;

/** A labelled multi-line text box with its hint and error wired for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  'aria-describedby': extra,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { label, hint, error }, extra);
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      <Textarea
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </FieldFrame>
  );
}
