import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMe } from '@web/features/auth';
import { PhoneIncoming } from 'lucide-react';
import { useIncomingCall } from '../api';

const typeWords: Record<string, MessageDescriptor> = {
  client: msg`client`,
  driver: msg`driver`,
  dispatch: msg`dispatch`,
};

/** The incoming-call flag (product/platform §2, §3): who is calling, while the call rings. */
export function IncomingCallNotice() {
  const { i18n } = useLingui();
  const me = useMe().data;
  const call = useIncomingCall(me?.id ?? null).data;
  if (!call?.hasIncomingCall) return null;
  const type = call.callerType ? typeWords[call.callerType] : null;
  const kind = type ? i18n._(type) : null;
  const name = call.callerName;
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
    >
      <PhoneIncoming aria-hidden="true" className="h-4 w-4 animate-pulse" />
      {kind ? (
        <Trans>
          Incoming call from {name} ({kind})
        </Trans>
      ) : (
        <Trans>Incoming call from {name}</Trans>
      )}
    </p>
  );
}

/** A dot on the closed launcher while a call rings (loaded after the page, for signed-in people). */
export function IncomingCallDot() {
  const { t } = useLingui();
  const me = useMe().data;
  const call = useIncomingCall(me?.id ?? null).data;
  if (!call?.hasIncomingCall) return null;
  const name = call.callerName;
  return (
    <span
      role="status"
      aria-label={t`Incoming call from ${name}`}
      className="absolute -top-1 -right-1 h-4 w-4 animate-pulse rounded-full bg-emerald-500 ring-2 ring-white"
    />
  );
}
