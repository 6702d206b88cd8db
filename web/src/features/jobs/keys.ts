/** The jobs domain's cache keys, apart from its reads so the app shell's live updates load without schemas. */
export const requestsPath = '/api/recovery-requests';

export const jobKeys = {
  all: [requestsPath] as const,
  one: (id: string) => [requestsPath, id] as const,
  activity: ['/api/me/activity'] as const,
};
