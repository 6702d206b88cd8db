import { BREACHED_PASSWORD_MESSAGE } from '@core/contracts/accounts';
import { badRequest } from '../../lib/errors';

/**
 * The common-password list zxcvbn-ts ships (@zxcvbn-ts/language-common, about 49,000 passwords seen in
 * breaches, lower-cased), bundled so it works offline. Loaded on the first new password, not at start:
 * sign-in and every other request never need it.
 */
let breached: Promise<Set<string>> | undefined;
const breachedPasswords = () => {
  breached ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return breached;
};

/** Whether the password appears in the list (case aside, as the list is lower-cased). */
export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}

/**
 * Refuses a new password found in the breached list (its length is the contract's rule), naming the
 * form's field. Stored passwords are never re-checked: the seeded demo logins keep theirs.
 */
export async function refuseBreachedPassword(password: string, field: string): Promise<void> {
  if (await isBreachedPassword(password))
    throw badRequest(BREACHED_PASSWORD_MESSAGE, 'password_breached', { [field]: BREACHED_PASSWORD_MESSAGE });
}
