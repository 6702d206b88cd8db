import { AUTHENTICATION_FAILED, type CardInput, testCardGuide, testCards, validateCard } from '@core/cards';
import { describe, expect, it } from 'vitest';
import { cardMessage, testCardOutcome } from './cardMessages';

describe('cardMessage', () => {
  it('says core’s card messages in core’s English', () => {
    const cards: CardInput[] = [
      { number: '', expiry: '', cvc: '' },
      { number: '4242424242424241', expiry: '13/30', cvc: '1' },
      { number: '378282246310005', expiry: '01/20', cvc: '12' },
    ];
    for (const card of cards) {
      for (const message of Object.values(validateCard(card, new Date('2026-01-01T00:00:00Z'))))
        expect(cardMessage(message)).toBe(message);
    }
  });

  it('says the test gateway’s declines in core’s English', () => {
    expect(cardMessage(AUTHENTICATION_FAILED.message)).toBe(AUTHENTICATION_FAILED.message);
    for (const behaviour of Object.values(testCards)) {
      const decline = behaviour.kind === 'decline' ? behaviour.error : null;
      if (decline) expect(cardMessage(decline.message)).toBe(decline.message);
    }
  });

  it('says the test cards’ outcomes in core’s English', () => {
    for (const card of testCardGuide) expect(testCardOutcome(card.outcome)).toBe(card.outcome);
  });

  it('leaves any other text as it is', () => {
    expect(cardMessage('Stripe says no')).toBe('Stripe says no');
  });
});
