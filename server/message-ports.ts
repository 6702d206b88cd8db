import { createMailTransport } from './adapters/mail';
import { createPushTransport, type PushTransport } from './adapters/push';
import { createSmsTransport } from './adapters/sms';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailService } from './modules/mail/service';
import { createPushService } from './modules/push/service';

/**
 * The ports messages leave through (mail, SMS and voice, Web Push) and the outbox in front of them: every
 * message is queued in the outbox table and delivered by the mail queue through its port.
 */
export function createMessagePorts(
  db: Db,
  config: Config,
  opts: { pushTransport?: PushTransport; clock?: () => Date },
) {
  const push = createPushService({
    db,
    transport: opts.pushTransport ?? createPushTransport(config),
    local: !config.isProduction,
    now: opts.clock,
  });
  const mail = createMailService(
    db,
    createMailTransport(config),
    undefined,
    createSmsTransport(config),
    push,
  );
  return { mail, push };
}
