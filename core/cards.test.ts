import { describe, expect, it } from 'vitest';
import { cardBrand, digitsOnly, luhnValid, testCardGuide, testCards, validateCard } from './cards';

const now = new Date('2026-11-21T00:00:00Z');

describe('cards', () => {
  it('accepts the public test cards by Luhn and rejects a typo', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
  });

  it("knows Stripe's test cards, each a well-formed card so it reaches the gateway", () => {
    const numbers = Object.keys(testCards);
    expect(numbers).toEqual(
      expect.arrayContaining([
        '4000000000009995',
        '4000000000000069',
        '4000000000000127',
        '4000000000000002',
        '4000002500003155',
        '4000000000003220',
        '4000008400001629',
      ]),
    );
    for (const number of numbers) {
      expect(luhnValid(number), number).toBe(true);
      expect(validateCard({ number, expiry: '12/34', cvc: '123' }, now), number).toEqual({});
    }
    expect(testCards['4000008400001629']).toMatchObject({
      kind: 'authenticate',
      afterAuthentication: { code: 'card_declined' },
    });
  });

  it("lists in the checkout's guide only cards whose outcome the gateway reproduces", () => {
    for (const { number } of testCardGuide) {
      const digits = digitsOnly(number);
      expect(digits === '4242424242424242' || digits in testCards, number).toBe(true);
    }
  });

  it('names brands', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('checks expiry and CVC with clear messages', () => {
    expect(validateCard({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, now)).toEqual({});
    expect(validateCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now).expiry).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now).expiry).toBe(
      "Your card's expiration month is invalid.",
    );
    expect(validateCard({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, now).cvc).toBe(
      "Your card's security code must be 3 digits.",
    );
    expect(validateCard({ number: '378282246310005', expiry: '12/30', cvc: '123' }, now).cvc).toContain(
      '4 digits',
    );
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'Enter your card number.',
      expiry: "Enter the card's expiry date as MM/YY.",
      cvc: "Your card's security code must be 3 digits.",
    });
  });
});
