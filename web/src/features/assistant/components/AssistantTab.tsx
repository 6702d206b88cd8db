import { SPEECH_AUTOSEND_MS } from '@core/assistant';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegionCard } from '@web/components/ui/card';
import { usePublicConfig } from '@web/features/config';
import { currentLocale } from '@web/i18n/locale';
import { telHref } from '@web/lib/utils';
import { Mail, Phone } from 'lucide-react';
import { useChat } from '../useChat';
import { ChatConversation } from './ChatConversation';

/** AI Assistant (product/platform §2): the person's real conversation, the voice settings and the support contact. */
export function AssistantTab() {
  const { t } = useLingui();
  const chat = useChat();
  const ms = SPEECH_AUTOSEND_MS;
  const config = usePublicConfig().data;
  return (
    <div className="grid gap-4">
      <RegionCard title={t`Conversation`} contentClassName="p-0">
        <ChatConversation chat={chat} className="max-h-[60vh]" />
      </RegionCard>
      <RegionCard title={t`Voice`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">
            <Trans>Language</Trans>
          </dt>
          {/* The microphone listens in the page's language (useSpeech). */}
          <dd className="text-slate-900">
            {currentLocale() === 'es' ? <Trans>Spanish (US)</Trans> : <Trans>English (US)</Trans>}
          </dd>
          <dt className="text-slate-600">
            <Trans>Listening</Trans>
          </dt>
          <dd className="text-slate-900">
            <Trans>One question at a time</Trans>
          </dd>
          <dt className="text-slate-600">
            <Trans>Sending</Trans>
          </dt>
          <dd className="text-slate-900">
            <Trans>{ms} ms after you stop speaking</Trans>
          </dd>
        </dl>
      </RegionCard>
      {config ? (
        <RegionCard title={t`Talk to a person`}>
          <div className="grid gap-2 text-sm">
            <a
              href={telHref(config.supportPhone)}
              className="flex items-center gap-2 font-medium text-brand-700 underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" /> {config.supportPhone}
            </a>
            <a
              href={`mailto:${config.supportEmail}`}
              className="flex items-center gap-2 font-medium text-brand-700 underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4" /> {config.supportEmail}
            </a>
          </div>
        </RegionCard>
      ) : null}
    </div>
  );
}
