/** The assistant domain (server module `assistant`): questions, the conversation, AI jobs and calls. */

import { INCOMING_CALL_POLL_MS, INCOMING_CALL_TIMEOUT_MS } from '@core/assistant';
import type { AssistantConversation, VoiceCommandResponse } from '@core/contracts/assistant';
import { deviceZone } from '@core/format';
import type { Locale } from '@core/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLocale, PSEUDO } from '@web/i18n/locale';
import { apiQuery, contractOf, getJson, sendJson } from '@web/lib/queryClient';
import { assistantKeys, base } from './keys';

const schema = contractOf<typeof import('@core/contracts/assistant')>();

export const conversationQuery = (userId: string) =>
  apiQuery(assistantKeys.conversation(userId), `${base}/conversation`, schema('assistantConversation'));

/** The signed-in person's conversation (a visitor's stays in the tab). */
export function useConversation(userId: string | null) {
  return useQuery({ ...conversationQuery(userId ?? ''), enabled: Boolean(userId), staleTime: Infinity });
}

/** A visitor's conversation lives in the tab (the server keeps signed-in people's). */
const VISITOR_STORAGE_KEY = 'pathwayAssistantChat';

function readVisitorConversation(): AssistantConversation {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(VISITOR_STORAGE_KEY) ?? 'null',
    ) as AssistantConversation | null;
    return parsed && Array.isArray(parsed.messages) ? parsed : { messages: [] };
  } catch {
    return { messages: [] };
  }
}

export const visitorConversationKey = assistantKeys.conversation('visitor');

/** A visitor's conversation, from the tab's storage. */
export function useVisitorConversation(enabled: boolean) {
  return useQuery({
    queryKey: visitorConversationKey,
    queryFn: readVisitorConversation,
    enabled,
    staleTime: Infinity,
  });
}

export function saveVisitorConversation(conversation: AssistantConversation) {
  try {
    sessionStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify(conversation));
  } catch {
    // storage full or off: the conversation still shows until the tab closes
  }
}

/** POST …/voice-command: the server answers for the session's user and keeps the turn. */
export function useAskAssistant() {
  return useMutation({
    mutationFn: (input: { command: string; jobId?: string | null }): Promise<VoiceCommandResponse> =>
      sendJson(
        'POST',
        `${base}/communicate/voice-command`,
        schema('voiceCommandResponse'),
        // Times in answers read in the asker's own zone; a question that does not show its language
        // ("ok", "PW-12") is answered in the page's.
        { ...input, callerType: 'client', timeZone: deviceZone(), locale: pageLocale() },
      ),
  });
}

/** The page's language for the server (the pseudo-locale is English underneath). */
const pageLocale = (): Locale => {
  const locale = currentLocale();
  return locale === PSEUDO ? 'en' : locale;
};

export const statusQuery = () => apiQuery(assistantKeys.status, `${base}/status`, schema('assistantStatus'));

export function useAssistantStatus() {
  return useQuery({ ...statusQuery(), refetchInterval: 60_000 });
}

export const aiJobsQuery = () => apiQuery(assistantKeys.jobs, `${base}/jobs`, schema('aiJobList'));

export function useAiJobs(enabled: boolean) {
  return useQuery({ ...aiJobsQuery(), enabled });
}

export const recommendationsQuery = (jobId: string) =>
  apiQuery(
    assistantKeys.recommendations(jobId),
    `${base}/jobs/${encodeURIComponent(jobId)}/recommendations`,
    schema('recommendationList'),
  );

export function useRecommendations(jobId: string | null) {
  return useQuery({ ...recommendationsQuery(jobId ?? ''), enabled: Boolean(jobId) });
}

/** Runs the stuck-job monitor now (operators) and shows its flags on the jobs. */
export function useMonitorJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', `${base}/monitor-jobs`, schema('monitorJobsResponse')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.jobs }),
  });
}

/**
 * A call ringing for the person: asked every 30 s, given up after 3 s (product/platform §9). A failed check is
 * skipped silently (product/platform §8): the last answer stays.
 */
export function useIncomingCall(userId: string | null) {
  return useQuery({
    queryKey: assistantKeys.incoming(userId ?? ''),
    queryFn: ({ signal }) =>
      getJson(`${base}/calls/incoming`, schema('incomingCall'), {
        signal: AbortSignal.any([signal, AbortSignal.timeout(INCOMING_CALL_TIMEOUT_MS)]),
      }),
    enabled: Boolean(userId),
    refetchInterval: INCOMING_CALL_POLL_MS,
    retry: false,
    throwOnError: false,
  });
}
