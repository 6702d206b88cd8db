import { useMe } from '@web/features/auth';
import { PhoneIncoming } from 'lucide-react';
import { useIncomingCall } from '../api';

const typeWords: Record<string, string> = { client: 'client', driver: 'driver', dispatch: 'dispatch' };

/** The incoming-call flag (product/platform §2, §3): who is calling, while the call rings. */
export function IncomingCallNotice() {
  const me = useMe().data;
  const call = useIncomingCall(me?.id ?? null).data;
  if (!call?.hasIncomingCall) return null;
  const kind = call.callerType ? typeWords[call.callerType] : null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
    >
      <PhoneIncoming aria-hidden="true" className="h-4 w-4 animate-pulse" />
      Incoming call from {call.callerName}
      {kind ? ` (${kind})` : ''}
    </p>
  );
}

/** A dot on the closed launcher while a call rings (loaded after the page, for signed-in people). */
export function IncomingCallDot() {
  const me = useMe().data;
  const call = useIncomingCall(me?.id ?? null).data;
  if (!call?.hasIncomingCall) return null;
  return (
    <span
      role="status"
      aria-label={`Incoming call from ${call.callerName}`}
      className="absolute -top-1 -right-1 h-4 w-4 animate-pulse rounded-full bg-emerald-500 ring-2 ring-white"
    />
  );
}
