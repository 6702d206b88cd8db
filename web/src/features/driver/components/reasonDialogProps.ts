import type { ButtonVariant } from '@web/components/ui/button';
import type { ReactNode } from 'react';

export interface ReasonDialogProps {
  /** Which contract checks the reason (its zod schema loads with the dialog, not with the page). */
  schema: 'withdrawal' | 'missedTicket';
  button: ReactNode;
  buttonVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  submit: string;
  send: (reason: string) => Promise<unknown>;
}
