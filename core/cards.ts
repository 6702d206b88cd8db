/**
 * Card checks shared by the test-mode card form and the built-in test gateway. Real card data only
 * ever goes to Stripe (Elements); these rules exist for the offline gateway.
 */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^6(011|5)/.test(d)) return 'Discover';
  return 'Card';
}

export interface CardInput {
  number: string;
  /** "MM/YY" or "MM/YYYY" */
  expiry: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Field messages a person can act on; empty when the card is well-formed. */
export function validateCard(card: CardInput, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(card.number);
  if (!number) errors.number = 'Enter your card number.';
  else if (!luhnValid(number)) errors.number = 'Your card number is invalid.';

  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!m) errors.expiry = "Enter the card's expiry date as MM/YY.";
  else {
    const month = Number(m[1]);
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
    else if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      errors.expiry = "Your card's expiration date is in the past.";
    }
  }

  const cvcLength = cardBrand(number) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    errors.cvc = `Your card's security code must be ${cvcLength} digits.`;
  }
  return errors;
}

/** A card error as Stripe reports it: `code`, for declines a `declineCode`, and Stripe's message. */
export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
  /** The form field the error belongs to (Stripe's `param`), when there is one. */
  field?: CardField;
}

/** Stripe's answer when the cardholder fails (or abandons) the 3-D Secure step. */
export const AUTHENTICATION_FAILED: CardDecline = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const declined = (declineCode: string, message = 'Your card was declined.'): CardDecline => ({
  code: 'card_declined',
  declineCode,
  message,
});

/**
 * Stripe's public test cards (docs.stripe.com/testing) with the outcomes Stripe's test mode gives,
 * reproduced by the built-in test gateway. Any other well-formed card succeeds, as 4242… does.
 * - `decline`: the confirmation fails with Stripe's code, decline code and message.
 * - `authenticate`: the payment needs a 3-D Secure step first; once the cardholder approves it the
 *   payment succeeds, or fails with `afterAuthentication` when that is set.
 */
export type TestCardBehaviour =
  | { kind: 'decline'; error: CardDecline }
  | { kind: 'authenticate'; afterAuthentication: CardDecline | null };

export const testCards: Record<string, TestCardBehaviour> = {
  '4000000000000002': { kind: 'decline', error: declined('generic_decline') },
  '4000000000009995': {
    kind: 'decline',
    error: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000000000009987': { kind: 'decline', error: declined('lost_card') },
  '4000000000009979': { kind: 'decline', error: declined('stolen_card') },
  '4000000000006975': { kind: 'decline', error: declined('card_velocity_exceeded') },
  '4000000000000069': {
    kind: 'decline',
    error: {
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
      field: 'expiry',
    },
  },
  '4000000000000127': {
    kind: 'decline',
    error: {
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      field: 'cvc',
    },
  },
  '4000000000000119': {
    kind: 'decline',
    error: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  // 3-D Secure: authentication required, then the payment succeeds.
  '4000002500003155': { kind: 'authenticate', afterAuthentication: null },
  '4000002760003184': { kind: 'authenticate', afterAuthentication: null },
  '4000000000003220': { kind: 'authenticate', afterAuthentication: null },
  // 3-D Secure: authentication required, then the payment is declined.
  '4000008400001629': { kind: 'authenticate', afterAuthentication: declined('generic_decline') },
};

/** The test cards the checkout's test-mode note lists, with what each does. */
export const testCardGuide: { number: string; outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined: insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'is declined: expired card' },
  { number: '4000 0000 0000 0127', outcome: 'is declined: incorrect CVC' },
  { number: '4000 0025 0000 3155', outcome: 'asks for 3-D Secure authentication, then succeeds' },
  { number: '4000 0084 0000 1629', outcome: 'asks for 3-D Secure authentication, then is declined' },
];
