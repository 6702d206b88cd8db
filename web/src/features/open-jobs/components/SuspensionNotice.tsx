import { Trans } from '@lingui/react/macro';
import { Card, CardContent } from '@web/components/ui/card';
import { apiErrorOf } from '@web/lib/queryClient';
import { Ban } from 'lucide-react';

/** The server's suspension message when a driver's request was refused for a suspension; null otherwise. */
export function suspensionOf(err: unknown): string | null {
  const apiError = apiErrorOf(err);
  return apiError?.status === 403 && apiError.code === 'driver_suspended' ? apiError.reason : null;
}

/** What a suspended driver sees instead of the open jobs: why, and until when (the server's words). */
export function SuspensionNotice({ message }: { message: string }) {
  return (
    <Card role="alert" className="border-red-200 bg-red-50">
      <CardContent className="grid gap-2 pt-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-red-900">
          <Ban aria-hidden="true" className="h-5 w-5" />
          <Trans>Your account is suspended</Trans>
        </h2>
        <p className="text-sm text-red-900">{message}</p>
      </CardContent>
    </Card>
  );
}
