import { t } from '@lingui/core/macro';
import type { ChangeEvent } from 'react';

const notAPhotoMessage = () => t`Choose a photo (JPEG, PNG, WebP or HEIC).`;

/**
 * The photo chosen in a file input, or why it cannot be used. The input is cleared so the same file may
 * be chosen again after an error; nothing chosen answers null.
 */
export function chosenImage(
  event: ChangeEvent<HTMLInputElement>,
  limits: { maxBytes?: number; tooLarge?: string } = {},
): { file: File } | { error: string } | null {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (!file) return null;
  if (file.type && !file.type.startsWith('image/')) return { error: notAPhotoMessage() };
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes)
    return { error: limits.tooLarge ?? t`That photo is too large.` };
  return { file };
}
