/**
 * The assistant domain's public face. The frame loads the widget's code on first use: only the event
 * helpers and the lazy components are here.
 */
import { lazy } from 'react';

export { ASSISTANT_OPEN_EVENT, type AssistantOpenDetail, openAssistant } from './events';

export const LazyChatPanel = lazy(async () => ({
  default: (await import('./components/ChatPanel')).ChatPanel,
}));
export const preloadChatPanel = () => import('./components/ChatPanel');
export const LazyIncomingCallDot = lazy(async () => ({
  default: (await import('./components/IncomingCall')).IncomingCallDot,
}));
