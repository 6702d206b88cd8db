/** The messaging domain's cache keys, apart from its reads (see jobs/keys.ts). */
export const base = '/api/driver-messaging';

export const messagingKeys = {
  all: [base] as const,
  contacts: (userId: string) => [base, 'contacts', userId] as const,
  conversation: (userId: string, contactId: string) => [base, 'conversation', userId, contactId] as const,
  unread: (userId: string) => [base, 'unread', userId] as const,
  highPriority: (userId: string) => [base, 'high-priority', userId] as const,
};
