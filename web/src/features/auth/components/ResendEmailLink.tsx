import { useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/queryClient';
import { MailCheck } from 'lucide-react';
import { useResendEmailLink } from '../verification-api';

/**
 * "Send the link again", with where it went: beside every refusal that waits for a confirmed e-mail
 * address (checkout, accepting a job, sharing by e-mail) and on the profile's card.
 */
export function ResendEmailLink({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const { t } = useLingui();
  const resend = useResendEmailLink();
  return (
    <div className="grid gap-2">
      <Button type="button" variant={variant} disabled={resend.isPending} onClick={() => resend.mutate()}>
        <MailCheck aria-hidden="true" className="h-4 w-4" />
        {resend.isPending ? t`Sending…` : t`Send the link again`}
      </Button>
      <p aria-live="polite" className="text-sm">
        {resend.isSuccess ? <span className="text-green-800">{resend.data.message}</span> : null}
        {resend.isError ? <span className="text-red-700">{errorMessage(resend.error)}</span> : null}
      </p>
    </div>
  );
}
