/** Opening the chat widget from anywhere (Get AI Assistance, the dashboard's AI Chat), with a job as context. */
export const ASSISTANT_OPEN_EVENT = 'pathway:assistant-open';

export interface AssistantOpenDetail {
  jobId?: string | null;
  jobNumber?: string | null;
}

export function openAssistant(detail: AssistantOpenDetail = {}) {
  window.dispatchEvent(new CustomEvent<AssistantOpenDetail>(ASSISTANT_OPEN_EVENT, { detail }));
}
