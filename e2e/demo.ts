/** The demo logins (server/seed/demo.ts; the README prints them). */
export const DEMO_PASSWORD = 'demo-pass-2025';
/** The demo operator's authenticator key: operators sign in with a second factor. */
export const DEMO_OPERATOR_TOTP_SECRET = 'PATHWAYDEMOOPERATORTOTPSECRETKEY';
