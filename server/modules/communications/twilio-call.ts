import { sayTwiml, twilioSignatureValid } from '../../adapters/sms';
import { forbidden } from '../../lib/errors';
import type { AccountsService } from '../accounts/service';
import type { Communications } from './service';

/**
 * Twilio's voice webhook: a call into Pathway's line. The form's signature is checked against the auth
 * token (403 when it does not match or Twilio is not configured), the call is recorded for the
 * operators, and the caller hears TwiML asking them to hold.
 */
export async function answerTwilioCall(
  deps: {
    communications: Pick<Communications, 'receiveCall'>;
    accounts: Pick<AccountsService, 'findUserByPhone'>;
    twilio: { authToken: string; publicUrl: string } | null;
  },
  call: {
    url: string;
    body: { From?: string; CallSid?: string } & Record<string, unknown>;
    signature?: string;
  },
): Promise<string> {
  const valid =
    deps.twilio &&
    twilioSignatureValid(
      deps.twilio.authToken,
      `${deps.twilio.publicUrl}${call.url}`,
      call.body,
      call.signature,
    );
  if (!valid) throw forbidden('The request signature is not valid.');
  await deps.communications.receiveCall({
    phoneNumber: call.body.From ?? null,
    providerCallId: call.body.CallSid,
    findByPhone: deps.accounts.findUserByPhone,
  });
  return sayTwiml('Thank you for calling Pathway. Please hold: a dispatcher will be with you shortly.');
}
