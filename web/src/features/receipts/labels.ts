import { msg } from '@lingui/core/macro';

/** A receipt's kind as the driver's job and the operators' queue name it. */
export const receiptKindText = { fuel: msg`Fill-up`, return_receipt: msg`Return travel` } as const;
