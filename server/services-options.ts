import type { PushTransport } from './adapters/push';
import type { Notify } from './modules/notifications/service';

/** How tests and the app adjust the composition of the services (server/services.ts). */
export interface ServicesOptions {
  sessionSecret?: string;
  /** Stripe API host override, for tests against a local stub. */
  stripeHost?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The clock of time-driven rules (subscription periods); tests move it. */
  clock?: () => Date;
  /** Overrides the notifications interface (tests record what would be sent). */
  notify?: Notify;
  pushTransport?: PushTransport; // tests post to a local push service
  /** Where background failures a retry will repair are logged (the app's logger). */
  log?: (message: string, err?: unknown) => void;
}
