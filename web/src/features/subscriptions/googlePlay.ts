import { t } from '@lingui/core/macro';
/**
 * Google Play Billing in the Android app (a Trusted Web Activity): products through the Digital Goods
 * API, purchases through Payment Request with the Play billing method. Elsewhere there is no billing.
 */

export const PLAY_BILLING_METHOD = 'https://play.google.com/billing';

/** What a Play purchase says when it cannot go on, in the reader's language (read when shown). */
export const playMessages = () => ({
  unavailable: t`Google Play Billing is not available on this device`,
  invalidProduct: t`Invalid Google Play product ID`,
  cancelled: t`Subscription purchase was canceled or failed`,
  initiateFailed: t`Failed to initiate purchase`,
  verifyFailed: t`Failed to verify purchase`,
});

export interface PlayItemDetails {
  itemId: string;
  title: string;
  description?: string;
  price: { currency: string; value: string };
  subscriptionPeriod?: string;
}

export interface PlayPurchaseDetails {
  itemId: string;
  purchaseToken: string;
}

export interface DigitalGoodsService {
  getDetails(itemIds: string[]): Promise<PlayItemDetails[]>;
  listPurchases(): Promise<PlayPurchaseDetails[]>;
}

type WithDigitalGoods = Window & {
  getDigitalGoodsService?: (method: string) => Promise<DigitalGoodsService | null>;
  PaymentRequest?: typeof PaymentRequest;
};

/** The Play billing service, or null when this browser is not the Android app (or Play refuses). */
export async function connectPlayBilling(w: Window = window): Promise<DigitalGoodsService | null> {
  const get = (w as WithDigitalGoods).getDigitalGoodsService;
  if (typeof get !== 'function' || typeof (w as WithDigitalGoods).PaymentRequest !== 'function') return null;
  try {
    return (await get.call(w, PLAY_BILLING_METHOD)) ?? null;
  } catch {
    return null;
  }
}

export class PlayPurchaseError extends Error {}

/**
 * Opens Play's purchase sheet for one subscription product. Answers the purchase token and a function
 * that closes the sheet with the verification's outcome.
 */
export async function startPlayPurchase(
  productId: string,
  w: Window = window,
): Promise<{ purchaseToken: string; complete: (ok: boolean) => Promise<void> }> {
  let request: PaymentRequest;
  try {
    const Request = (w as WithDigitalGoods).PaymentRequest;
    if (!Request) throw new Error('no PaymentRequest');
    request = new Request([{ supportedMethods: PLAY_BILLING_METHOD, data: { sku: productId } }], {
      total: { label: t`Total`, amount: { currency: 'USD', value: '0' } },
    });
  } catch {
    throw new PlayPurchaseError(playMessages().initiateFailed);
  }
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch {
    throw new PlayPurchaseError(playMessages().cancelled);
  }
  const token = (response.details as { purchaseToken?: unknown } | null)?.purchaseToken;
  if (typeof token !== 'string' || !token) {
    await response.complete('fail').catch(() => {});
    throw new PlayPurchaseError(playMessages().cancelled);
  }
  return {
    purchaseToken: token,
    complete: async (ok) => {
      await response.complete(ok ? 'success' : 'fail').catch(() => {});
    },
  };
}
