import { LoadingBlock } from '@web/components/ui/spinner';
import { SignInCard, useMe } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { MessagingPanel } from '../components/MessagingPanel';

/** /messages: everyone's inbox (operators answer drivers and clients here). */
export function MessagesPage() {
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) return <LoadingBlock label="Loading your messages…" />;
  if (!me.data) return <SignInCard next="/messages" text="Sign in to read and answer your messages." />;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{me.data.isAdmin ? 'Dispatch inbox' : 'Messages'}</h1>
      <MessagingPanel userId={me.data.id} contactId={params.get('contact')} />
    </div>
  );
}
