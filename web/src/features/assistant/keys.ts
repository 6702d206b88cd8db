/** The assistant domain's cache keys, apart from its reads (see jobs/keys.ts). */
export const base = '/api/pathway';

export const assistantKeys = {
  all: [base] as const,
  conversation: (userId: string) => [base, 'conversation', userId] as const,
  status: [base, 'status'] as const,
  incoming: (userId: string) => [base, 'calls', 'incoming', userId] as const,
  jobs: [base, 'jobs'] as const,
  recommendations: (jobId: string) => [base, 'jobs', jobId, 'recommendations'] as const,
};
