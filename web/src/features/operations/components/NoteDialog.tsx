import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@web/components/ui/form-field';
import { useAppForm } from '@web/lib/forms';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog } from './FormDialog';

// The schema is built when the dialog renders, so its messages follow the active language.
const noteFormFor = () =>
  z.object({
    text: z.string().trim().min(3, t`Write at least 3 characters`).max(2000, t`Use at most 2000 characters`),
  });
type NoteForm = ReturnType<typeof noteFormFor>;

/**
 * One text and a button: a reason, a note, a warning. The console's small actions all take one, with
 * the server's refusal shown on the field or above it.
 */
export function NoteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  submit: string;
  send: (text: string) => Promise<unknown>;
}) {
  const { t: tr } = useLingui();
  const noteForm = noteFormFor();
  const { form, formError, onSubmit } = useAppForm<z.input<NoteForm>, z.output<NoteForm>>({
    resolver: zodResolver(noteForm),
    defaultValues: { text: '' },
    fields: ['text'],
    fieldFor: { note: 'text', reason: 'text' },
    send: async ({ text }) => {
      await props.send(text);
      form.reset();
      props.onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel={tr`Saving…`}
      submit={props.submit}
    >
      <TextAreaField label={props.label} rows={3} error={errors.text?.message} {...register('text')} />
    </FormDialog>
  );
}
