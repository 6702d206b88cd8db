/** The messaging domain (server module `messaging`): contacts, conversations, sending, read state. */
import { MESSAGES_POLL_MS, type MessagePriority } from '@core/messaging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { base, messagingKeys } from './keys';

const messagingContract = contractOf<typeof import('@core/contracts/messaging')>();
const commonContract = contractOf<typeof import('@core/contracts/common')>();

const user = (userId: string) => `${base}/user/${encodeURIComponent(userId)}`;

export const contactsQuery = (userId: string) =>
  apiQuery(messagingKeys.contacts(userId), `${user(userId)}/contacts`, messagingContract('contactList'));

export const conversationQuery = (userId: string, contactId: string) =>
  apiQuery(
    messagingKeys.conversation(userId, contactId),
    `${base}/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(contactId)}`,
    messagingContract('messageList'),
  );

export function useContacts(userId: string | null) {
  return useQuery({
    ...contactsQuery(userId ?? ''),
    enabled: Boolean(userId),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useConversation(userId: string, contactId: string | null) {
  return useQuery({
    ...conversationQuery(userId, contactId ?? ''),
    enabled: Boolean(contactId),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export const unreadCountQuery = (userId: string) =>
  apiQuery(
    messagingKeys.unread(userId),
    `${user(userId)}/unread-count`,
    messagingContract('unreadCountResponse'),
  );

export const highPriorityQuery = (userId: string) =>
  apiQuery(
    messagingKeys.highPriority(userId),
    `${user(userId)}/high-priority`,
    messagingContract('messageList'),
  );

/** Unread messages for the badge; polled every 30 s (product/platform §9), and refreshed at once by live events. */
export function useUnreadMessages(userId: string | null) {
  return useQuery({
    ...unreadCountQuery(userId ?? ''),
    enabled: Boolean(userId),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useHighPriorityMessages(userId: string | null) {
  return useQuery({
    ...highPriorityQuery(userId ?? ''),
    enabled: Boolean(userId),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export interface SendMessageInput {
  recipientId: string;
  content: string;
  priority: MessagePriority;
  /** The phone's id for it: sent again after a lost answer, it is stored once. */
  clientKey?: string;
}

/** POST /api/driver-messaging (the session is the sender). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      sendJson('POST', base, messagingContract('messageView'), { ...input, messageType: 'text' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

/** Everything the contact sent me is read (an open conversation). */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      sendJson(
        'POST',
        `${base}/conversation/${encodeURIComponent(contactId)}/read`,
        commonContract('markedCountResponse'),
      ),
    onSuccess: ({ marked }) => {
      if (marked > 0) return queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    },
  });
}

export function useBlockContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, blocked }: { contactId: string; blocked: boolean }) =>
      sendJson(
        'PUT',
        `${base}/contacts/${encodeURIComponent(contactId)}/block`,
        messagingContract('blockResponse'),
        { blocked },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
