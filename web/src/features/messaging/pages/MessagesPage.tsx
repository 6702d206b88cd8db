import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingBlock } from '@web/components/ui/spinner';
import { SignInCard, useMe } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { MessagingPanel } from '../components/MessagingPanel';

/** /messages: everyone's inbox (operators answer drivers and clients here). */
export function MessagesPage() {
  const { t } = useLingui();
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) return <LoadingBlock label={t`Loading your messages…`} />;
  if (!me.data) return <SignInCard next="/messages" text={t`Sign in to read and answer your messages.`} />;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {me.data.isAdmin ? <Trans>Dispatch inbox</Trans> : <Trans>Messages</Trans>}
      </h1>
      <MessagingPanel userId={me.data.id} contactId={params.get('contact')} />
    </div>
  );
}
