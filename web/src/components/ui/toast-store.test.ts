import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, type ToastItem, toastReducer } from './toast-store';

const item = (id: string): ToastItem => ({ id, title: id, open: true, variant: 'default' });

describe('toastReducer', () => {
  it('keeps only one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer([], { type: 'add', toast: item('a') }), {
      type: 'add',
      toast: item('b'),
    });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('dismisses by closing, then removes', () => {
    const added = toastReducer([], { type: 'add', toast: item('a') });
    const dismissed = toastReducer(added, { type: 'dismiss', id: 'a' });
    expect(dismissed[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: 'remove', id: 'a' })).toEqual([]);
  });
});
