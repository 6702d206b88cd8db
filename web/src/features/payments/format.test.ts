import { DEFAULT_SERVICE_TITLE as DEFAULT_SERVICE_LABEL, serviceTitle as serviceLabel } from '@core/labels';
import { vehicleTypes } from '@core/pricing';
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatCvc,
  formatDollars,
  formatExpiry,
  parseAmount,
  payNowHref,
  serviceTitleText,
} from './format';

describe('serviceLabel', () => {
  it('names each vehicle type as the payment screen subtitle', () => {
    expect(serviceLabel('bobtail')).toBe('Bobtail Recovery');
    expect(serviceLabel('bobtail-trailer')).toBe('Bobtail + Trailer');
    expect(serviceLabel('box-truck')).toBe('Box Truck Recovery');
    expect(serviceLabel('trailer')).toBe('Trailer Recovery');
  });

  it('falls back to a recovery service for anything else', () => {
    expect(serviceLabel(null)).toBe(DEFAULT_SERVICE_LABEL);
    expect(serviceLabel(undefined)).toBe('Recovery service');
    expect(serviceLabel('')).toBe('Recovery service');
    expect(serviceLabel('auction')).toBe('Recovery service');
    expect(serviceLabel('toString')).toBe('Recovery service');
  });

  it('ignores case and spaces around the value', () => {
    expect(serviceLabel(' Box-Truck ')).toBe('Box Truck Recovery');
  });
});

describe('parseAmount', () => {
  it('accepts dollars above 0', () => {
    expect(parseAmount('1290')).toBe(1290);
    expect(parseAmount('199.99')).toBe(199.99);
  });

  it('rejects missing, empty, zero, negative and non-numbers', () => {
    for (const raw of [null, undefined, '', '  ', '0', '-5', 'abc', 'NaN', 'Infinity']) {
      expect(parseAmount(raw)).toBeNull();
    }
  });
});

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything but digits and keeps at most 19', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('reads American Express 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122834')).toBe('12/28');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04/29');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('')).toBe('');
  });
});

describe('formatCvc and formatDollars', () => {
  it('keeps up to four digits of the security code', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('shows dollars with two decimals', () => {
    expect(formatDollars(1290)).toBe('$1,290.00');
    expect(formatDollars(199.99)).toBe('$199.99');
  });
});

describe('payNowHref', () => {
  it('builds the product’s checkout address', () => {
    expect(payNowHref({ id: 'abc-123', price: 1290, vehicleType: 'bobtail' })).toBe(
      '/checkout?amount=1290&recoveryRequestId=abc-123&serviceType=bobtail',
    );
    expect(payNowHref({ id: 'a1b2', price: 1290, vehicleType: 'bobtail' })).toBe(
      '/checkout?amount=1290&recoveryRequestId=a1b2&serviceType=bobtail',
    );
    expect(payNowHref({ id: 'x', price: 199.99, vehicleType: 'box-truck' })).toBe(
      '/checkout?amount=199.99&recoveryRequestId=x&serviceType=box-truck',
    );
  });
});

describe('serviceTitleText', () => {
  it('says core’s service titles in core’s English', () => {
    for (const type of [...vehicleTypes, 'auction', null, ' Box-Truck ']) {
      expect(serviceTitleText(type)).toBe(serviceLabel(type));
    }
  });
});
