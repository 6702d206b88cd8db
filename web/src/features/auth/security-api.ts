/** Second factors and step-up (server: accounts/factors): passkeys, an authenticator app, recovery codes. */
import type { Me } from '@core/contracts/accounts';
import type { SecondFactorChallenge, SecondFactorMethod, StepUpBody } from '@core/contracts/security';
import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, contractOf, errorMessage, getJson, sendJson } from '@web/lib/queryClient';
import { accountKeys } from './api';

const security = contractOf<typeof import('@core/contracts/security')>();
const accounts = contractOf<typeof import('@core/contracts/accounts')>();

export const securityKeys = { security: ['/api/me/security'] as const };

/** A failed passkey step in words: a closed or timed-out prompt is the browser's NotAllowedError. */
export const passkeyErrorMessage = (err: unknown, instead: string) =>
  err instanceof Error && err.name === 'NotAllowedError'
    ? t`The passkey prompt was closed. ${instead}`
    : errorMessage(err);

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

type Options = { challengeId: string; options: Record<string, unknown> };

/** The browser's passkey prompt (the library loads only when a passkey is used). */
async function answerWithPasskey(options: Options['options']) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // biome-ignore lint/suspicious/noExplicitAny: the server built these options with the same library.
  return startAuthentication({ optionsJSON: options as any });
}

async function createPasskey(options: Options['options']) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // biome-ignore lint/suspicious/noExplicitAny: the server built these options with the same library.
  return startRegistration({ optionsJSON: options as any });
}

export function useSecurity() {
  return useQuery({
    queryKey: securityKeys.security,
    queryFn: ({ signal }) => getJson('/api/me/security', security('securityResponse'), { signal }),
  });
}

/** Each change refreshes the Security section (and who is signed in: an operator's console may open). */
function useSecurityMutation<A, R>(send: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.security });
      await queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}

export const useSetupTotp = () =>
  useSecurityMutation(() => sendJson('POST', '/api/me/totp', security('totpSetupResponse')));
export const useConfirmTotp = () =>
  useSecurityMutation((code: string) =>
    sendJson('POST', '/api/me/totp/confirm', security('factorAddedResponse'), { code }),
  );
export const useRemoveTotp = () => useSecurityMutation(() => apiRequest('DELETE', '/api/me/totp'));
export const useRemovePasskey = () =>
  useSecurityMutation((id: string) => apiRequest('DELETE', `/api/me/passkeys/${encodeURIComponent(id)}`));
export const useNewRecoveryCodes = () =>
  useSecurityMutation(() => sendJson('POST', '/api/me/recovery-codes', security('recoveryCodesResponse')));

/** Adds a passkey: the server's options, the browser's prompt, the server keeps the new key. */
export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const { challengeId, options } = await sendJson(
      'POST',
      '/api/me/passkeys/options',
      security('passkeyOptionsResponse'),
    );
    const answer = await createPasskey(options);
    return sendJson('POST', '/api/me/passkeys', security('factorAddedResponse'), {
      challengeId,
      answer,
      name: name || undefined,
    });
  });

/** The second step of a sign-in: a code (app or recovery) or the passkey's answer. */
export async function proveSecondFactor(
  challenge: SecondFactorChallenge,
  proof: { method: Exclude<SecondFactorMethod, 'passkey'>; code: string } | { method: 'passkey' },
): Promise<Me> {
  const me = accounts('meResponse');
  if (proof.method !== 'passkey')
    return sendJson('POST', '/api/auth/login/second-factor', me, { ticket: challenge.ticket, ...proof });
  const { options } = await sendJson(
    'POST',
    '/api/auth/login/passkey-options',
    security('passkeyOptionsResponse'),
    {
      ticket: challenge.ticket,
    },
  );
  const answer = await answerWithPasskey(options);
  return sendJson('POST', '/api/auth/login/second-factor', me, {
    ticket: challenge.ticket,
    method: 'passkey',
    answer,
  });
}

/** "Sign in with a passkey": no e-mail or password, the passkey and the person's PIN or face. */
export async function signInWithPasskey(): Promise<Me> {
  const { challengeId, options } = await sendJson(
    'POST',
    '/api/auth/passkey/options',
    security('passkeyOptionsResponse'),
  );
  const answer = await answerWithPasskey(options);
  return sendJson('POST', '/api/auth/passkey', accounts('meResponse'), { challengeId, answer });
}

/** The ways this person can confirm it's them (a factor when they have one, else their password). */
export const stepUpMethods = () =>
  getJson('/api/auth/step-up', security('stepUpMethodsResponse'), {}).then((r) => r.methods);

/** Confirms it's them; a passkey first fetches its options. */
export async function confirmStepUp(
  proof: Exclude<StepUpBody, { method: 'passkey' }> | { method: 'passkey' },
): Promise<void> {
  if (proof.method !== 'passkey') {
    await apiJson('POST', '/api/auth/step-up', proof);
    return;
  }
  const { challengeId, options } = await sendJson(
    'POST',
    '/api/auth/step-up/passkey-options',
    security('passkeyOptionsResponse'),
  );
  const answer = await answerWithPasskey(options);
  await apiJson('POST', '/api/auth/step-up', { method: 'passkey', challengeId, answer });
}
