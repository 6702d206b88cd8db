/** The live connection's timing (product/platform §4, §9), apart from its schemas so the app shell loads without them. */
export const LIVE_MAX_RECONNECTS = 5;
export const LIVE_RECONNECT_DELAY_MS = 3000;
/** The driver's page reports at least this often while driving, and at once after a big move. */
export const LOCATION_INTERVAL_MS = 15_000;
export const LOCATION_BIG_MOVE_METERS = 200;

/**
 * Close codes of /ws when a session ends: signed out (sign-out, deletion; the browser does not
 * reconnect) or changed (a role change; the browser reconnects and sees what the new role may).
 */
export const LIVE_CLOSE_SIGNED_OUT = 4401;
export const LIVE_CLOSE_SESSION_CHANGED = 4409;
/** The server is restarting (1012, "Service Restart"): the browser reconnects at once, to another process. */
export const LIVE_CLOSE_RESTARTING = 1012;
