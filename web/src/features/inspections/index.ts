/** The inspections domain's public face: the driver's condition report step and the signed record. */
export { conditionReportsQuery, inspectionKeys, useConditionReports } from './api';
export { ConditionRecord } from './components/ConditionRecord';
export { ConditionReportStep } from './components/ConditionReportStep';
export { currentPosition, PhotoButton, usePreviewUrl } from './components/capture';
export { damageTypeMessages } from './labels';
// The phone's outbox, shared with the driver's receipts (kept offline, sent when the signal returns).
export {
  drop as dropOutboxEntry,
  enqueue,
  flush as flushOutbox,
  newClientId,
  type OutboxEntry,
  retry as retryOutboxEntry,
  waitingCount as outboxWaitingCount,
} from './outbox';
export { useOnline, useOutbox } from './useOutbox';
