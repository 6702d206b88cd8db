import type { Me } from '@core/contracts/accounts';
import { useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import type { ReactNode } from 'react';
import { useMe } from '../api';

/** The account check: waits for the signed-in user (retryable on error), then renders `children(me)`. */
export function WithMe({ children }: { children: (me: Me | null) => ReactNode }) {
  const { t } = useLingui();
  return (
    <QueryGate
      query={useMe()}
      loadingLabel={t`Checking your account…`}
      errorPrefix={t`We could not check your account`}
    >
      {(me) => children(me ?? null)}
    </QueryGate>
  );
}
