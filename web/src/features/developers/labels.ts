/**
 * The web's words for core's API key scopes and modes: core/contracts/api-v1.ts keeps the English the
 * server shares, the screens read these messages (same English, translated in the feature's catalog).
 */
import type { ApiKeyMode, ApiKeyScope } from '@core/contracts/api-v1';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The scope menu's options. */
export const scopeLabels: Record<ApiKeyScope, MessageDescriptor> = {
  read: msg`Read: moves, tracking, documents, invoices`,
  write: msg`Write: also orders and cancels moves`,
};

/** The mode menu's options. */
export const modeLabels: Record<ApiKeyMode, MessageDescriptor> = {
  test: msg`Test: test data only, never dispatched`,
  live: msg`Live: real moves`,
};

/** A key's badges (short, lower case). */
export const scopeBadges: Record<ApiKeyScope, MessageDescriptor> = {
  read: msg({ message: 'read', comment: 'API key scope badge' }),
  write: msg({ message: 'write', comment: 'API key scope badge' }),
};
export const modeBadges: Record<ApiKeyMode, MessageDescriptor> = {
  test: msg({ message: 'test', comment: 'API key mode badge' }),
  live: msg({ message: 'live', comment: 'API key mode badge' }),
};
