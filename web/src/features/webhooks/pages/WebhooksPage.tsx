import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@web/components/PageTitle';
import { SignInCard, WithMe } from '@web/features/auth';
import { Webhook } from 'lucide-react';
import { WebhooksSection } from '../WebhooksSection';

/** /company/webhooks: the company's webhook endpoints (its owners'; others read the server's refusal). */
export function WebhooksPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Webhook}
        title={t`Webhooks`}
        subtitle={t`Your company's events, sent to your systems.`}
      />
      <WithMe>
        {(me) =>
          me ? (
            <WebhooksSection />
          ) : (
            <SignInCard next="/company/webhooks" text={t`Sign in to manage your company's webhooks.`} />
          )
        }
      </WithMe>
    </div>
  );
}
