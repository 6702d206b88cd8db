import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useConfirmPhoneCode, useSendPhoneCode } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { useId, useState } from 'react';
import { notificationKeys } from '../keys';

/**
 * Under a saved number not yet confirmed: the 6-digit code texted to it, and a new code. Until it is
 * confirmed no text goes to the number (e-mail and the bell still do).
 */
export function PhoneCodeForm({ phone }: { phone: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const confirm = useConfirmPhoneCode(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
  });
  const resend = useSendPhoneCode();
  return (
    <form
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ code: code.trim() }, { onSuccess: () => setCode('') });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-amber-950">
        <Trans>Enter the 6-digit code we texted to {phone}</Trans>
      </label>
      <p className="text-xs text-amber-900">
        <Trans>Until you do, we send no texts to this number.</Trans>
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="123456"
        />
        <Button type="submit" disabled={confirm.isPending}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          <Trans>Send a new code</Trans>
        </Button>
        <p aria-live="polite" className="text-sm">
          {confirm.isError ? <span className="text-red-700">{errorMessage(confirm.error)}</span> : null}
          {resend.isError ? <span className="text-red-700">{errorMessage(resend.error)}</span> : null}
          {resend.isSuccess && !confirm.isError ? (
            <span className="text-green-800">{resend.data.message}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
