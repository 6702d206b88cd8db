/**
 * The card form's words that core keeps in English (core/cards.ts: validateCard's field messages and
 * the test gateway's declines, as Stripe words them): the same English, read through Lingui. Any other
 * text (a server's, Stripe's own) stays as it is. Call at run time only (the active language).
 */
import { t } from '@lingui/core/macro';

const known = (): Record<string, string> => ({
  'Enter your card number.': t`Enter your card number.`,
  'Your card number is invalid.': t`Your card number is invalid.`,
  "Enter the card's expiry date as MM/YY.": t`Enter the card's expiry date as MM/YY.`,
  "Your card's expiration month is invalid.": t`Your card's expiration month is invalid.`,
  "Your card's expiration date is in the past.": t`Your card's expiration date is in the past.`,
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.': t`We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
  'Your card was declined.': t`Your card was declined.`,
  'Your card has insufficient funds.': t`Your card has insufficient funds.`,
  'Your card has expired.': t`Your card has expired.`,
  "Your card's security code is incorrect.": t`Your card's security code is incorrect.`,
  'An error occurred while processing your card. Try again in a little bit.': t`An error occurred while processing your card. Try again in a little bit.`,
});

const CVC_LENGTH = /^Your card's security code must be (\d) digits\.$/;

export function cardMessage(message: string): string {
  const cvc = CVC_LENGTH.exec(message);
  if (cvc) {
    const digits = cvc[1] ?? '';
    return t`Your card's security code must be ${digits} digits.`;
  }
  return known()[message] ?? message;
}

/** What a test card does (core's testCardGuide), in the reader's language; any other text as it is. */
export function testCardOutcome(outcome: string): string {
  const outcomes: Record<string, string> = {
    succeeds: t`succeeds`,
    'is declined': t`is declined`,
    'is declined: insufficient funds': t`is declined: insufficient funds`,
    'is declined: expired card': t`is declined: expired card`,
    'is declined: incorrect CVC': t`is declined: incorrect CVC`,
    'asks for 3-D Secure authentication, then succeeds': t`asks for 3-D Secure authentication, then succeeds`,
    'asks for 3-D Secure authentication, then is declined': t`asks for 3-D Secure authentication, then is declined`,
  };
  return outcomes[outcome] ?? outcome;
}
