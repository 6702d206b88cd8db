import type { AssistantConversation, AssistantMessage } from '@core/contracts/assistant';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import {
  saveVisitorConversation,
  useAskAssistant,
  useConversation,
  useVisitorConversation,
  visitorConversationKey,
} from './api';
import { assistantKeys } from './keys';

const welcome = (content: string): AssistantMessage => ({
  id: 'welcome',
  role: 'ai',
  content,
  action: null,
  link: null,
  createdAt: '',
});

function append(
  queryClient: QueryClient,
  key: readonly unknown[],
  added: AssistantMessage[],
  visitor: boolean,
) {
  const next = queryClient.setQueryData<AssistantConversation>(key, (old) => ({
    messages: [...(old?.messages ?? []), ...added],
  }));
  if (visitor && next) saveVisitorConversation(next);
}

const local = (
  role: 'ai' | 'user',
  content: string,
  extra: Partial<AssistantMessage> = {},
): AssistantMessage => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  action: null,
  link: null,
  createdAt: new Date().toISOString(),
  ...extra,
});

/**
 * The conversation with the assistant, shared by the chat widget and the AI Assistant tab: one cache
 * entry per person, filled from the server (or the tab's storage for a visitor) and appended to as
 * answers come. Blank text and anything sent while an answer is pending are ignored (product/platform §4).
 */
export function useChat(jobId?: string | null) {
  const { t } = useLingui();
  const me = useMe().data ?? null;
  const phone = usePublicConfig().data?.supportPhone ?? '';
  const queryClient = useQueryClient();
  const server = useConversation(me?.id ?? null);
  const visitor = useVisitorConversation(!me);
  const ask = useAskAssistant();
  const key = me ? assistantKeys.conversation(me.id) : visitorConversationKey;
  const history = (me ? server.data : visitor.data)?.messages ?? [];
  const messages = [
    welcome(
      t`Hi, I'm Pathway's dispatch assistant. Ask me for a price, where your truck is, or to start a request.`,
    ),
    ...history,
  ];
  // The product's texts (core/assistant.ts chatFailureText, emergencyText), in the page's language.
  const failure = t`I apologize, but I'm experiencing difficulty processing your request. Please try again or contact our administrator at ${phone}.`;
  const emergencyWords = t`If this is an emergency, please contact our administrator directly at ${phone}. Our team is available 24/7...`;

  const send = (text: string) => {
    const command = text.trim();
    if (!command || ask.isPending) return false;
    append(queryClient, key, [local('user', command)], !me);
    ask.mutate(
      { command, jobId: jobId ?? null },
      {
        onSuccess: (answer) =>
          append(
            queryClient,
            key,
            [local('ai', answer.response, { action: answer.action, link: answer.link })],
            !me,
          ),
        onError: () => append(queryClient, key, [local('ai', failure)], !me),
      },
    );
    return true;
  };

  /** The emergency button: only the administrator contact text (product/platform §2). */
  const emergency = () =>
    append(queryClient, key, [local('ai', emergencyWords, { action: 'emergency_protocol_activated' })], !me);

  return {
    messages,
    loading: Boolean(me) && server.isPending,
    sending: ask.isPending,
    send,
    emergency,
    signedIn: Boolean(me),
  };
}
