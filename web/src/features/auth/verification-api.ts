/** Verified contact (server module `accounts`, verification routes): the e-mail link and the phone code. */
import type { ChangeEmailBody, PhoneCodeBody } from '@core/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractOf, sendJson } from '@web/lib/queryClient';
import { accountKeys, meQuery } from './api';

const schema = contractOf<typeof import('@core/contracts/verification')>();
const meResponse = contractOf<typeof import('@core/contracts/accounts')>()('meResponse');

/** The answer code of an action refused until the e-mail address is confirmed. */
export const EMAIL_UNVERIFIED_CODE = 'email_unverified';

/** POST /api/auth/verify-email/confirm: the e-mailed link's token; `Me` is read afresh after it. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      sendJson('POST', '/api/auth/verify-email/confirm', schema('emailVerificationResponse'), { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

/** POST /api/me/email-verification: "Send the link again" (at most 5 an hour). */
export function useResendEmailLink() {
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/me/email-verification', schema('emailVerificationResponse')),
  });
}

/** PATCH /api/me/email: a new address with the current password; it is unconfirmed until its link is opened. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => sendJson('PATCH', '/api/me/email', meResponse, body),
    onSuccess: (me) => queryClient.setQueryData(meQuery().queryKey, me),
  });
}

/** POST /api/me/phone-verification: a new code texted to the phone on file. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/me/phone-verification', schema('phoneVerificationResponse')),
  });
}

/** POST /api/me/phone-verification/confirm: the texted code; `onConfirmed` refreshes what shows the phone. */
export function useConfirmPhoneCode(onConfirmed: () => void) {
  return useMutation({
    mutationFn: (body: PhoneCodeBody) =>
      sendJson('POST', '/api/me/phone-verification/confirm', schema('phoneVerificationResponse'), body),
    onSuccess: onConfirmed,
  });
}
