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

/** Stripe's public test cards with the outcomes the test gateway reproduces. */
export const testCardOutcomes: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
