/** The time clock's cache keys start with its API path (see jobs/keys.ts). */
export const TIME_CLOCK_PREFIX = '/api/time-clock/';
