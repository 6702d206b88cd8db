import { type AssistantEntities, type AssistantIntent, noEntities } from '@core/assistant';
import { stateNamedIn } from '@core/distance';
import type { Locale } from '@core/i18n';
import type { ChatMessage, LanguageModel, ToolSpec } from '../../adapters/llm';
import type { SessionUser } from '../accounts/service';
import type { Answer, OfflineAnswers } from './answers';

/** The intents a model may call as tools: the same functions the offline engine answers with. */
const toolIntents: Record<string, { intent: AssistantIntent; description: string }> = {
  list_services: { intent: 'services', description: 'The services Pathway offers.' },
  quote_move: {
    intent: 'quote',
    description: 'Price a move, from miles or from two places. Never state a price without calling this.',
  },
  job_status: {
    intent: 'job_status',
    description:
      "The caller's own job: status, driver and ETA, by job number (PW-n), by its cities (from, to) or vehicle, or their current job. Asks which when two match.",
  },
  start_request: { intent: 'book_request', description: 'A link to the request form, prefilled.' },
  schedule_move: { intent: 'schedule', description: 'A link to schedule a move on a date.' },
  subscription_plans: { intent: 'subscription', description: 'Subscription plans and the free trial.' },
  commission: { intent: 'commission', description: "Pathway's commission and driver payouts." },
  driver_availability: {
    intent: 'driver_availability',
    description: 'How many drivers are online now; for operators, by state (state: 2-letter code).',
  },
  cancellation_policy: {
    intent: 'policy_cancellation',
    description: "Cancelling: the client's refund rule, or for a driver the driver policy and its penalties.",
  },
  jobs_without_driver: {
    intent: 'jobs_unassigned',
    description: 'Operators only: the paid jobs waiting for a driver, from the console.',
  },
  late_jobs: {
    intent: 'jobs_late',
    description: 'Operators only: jobs whose pickup or delivery window is at risk, from the console.',
  },
  return_policy: { intent: 'policy_return', description: "Who pays the driver's return transport." },
  contact_support: { intent: 'human', description: 'How to reach a person at Pathway.' },
};

const entityParameters = {
  type: 'object',
  properties: {
    vehicleType: { type: 'string', enum: ['bobtail', 'bobtail-trailer', 'box-truck', 'trailer'] },
    miles: { type: 'number' },
    from: { type: 'string' },
    to: { type: 'string' },
    jobNumber: { type: 'string', description: 'PW-<number>' },
    date: { type: 'string', description: 'YYYY-MM-DD' },
    state: { type: 'string', description: 'A US state as its 2-letter code' },
  },
};
const tools: ToolSpec[] = Object.entries(toolIntents).map(([name, t]) => ({
  name,
  description: t.description,
  parameters: entityParameters,
}));

const SYSTEM = `You are Pathway's dispatch assistant. Pathway moves working commercial trucks (bobtails, box trucks, trailers) with verified drivers. Answer in one or two short sentences. Use the tools for every fact (prices, jobs, drivers, policies); never invent one. If no tool fits, say you can't help with that yet and give the support contact from contact_support. Answer in the language the person writes in (English or Spanish; in Spanish, use usted).`;

/**
 * Answers with the configured language model, which calls the offline engine's answers as tools (at most
 * three rounds). The link and action come from the last tool it called.
 */
export async function answerWithModel(
  model: LanguageModel,
  offline: OfflineAnswers,
  actor: SessionUser | null,
  command: string,
  timeZone?: string | null,
  /** The language of the question: the tools answer in it. */
  locale: Locale = 'en',
): Promise<Answer> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: command },
  ];
  let last: Answer | null = null;
  for (let round = 0; round < 3; round++) {
    const reply = await model.complete(messages, tools);
    if (!reply.tool_calls?.length) {
      const text = reply.content?.trim();
      if (!text) throw new Error('The language model gave an empty answer');
      return {
        intent: last?.intent ?? 'unknown',
        action: last?.action ?? 'llm_answer',
        locale,
        response: text,
        link: last?.link ?? null,
      };
    }
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: reply.tool_calls });
    for (const call of reply.tool_calls) {
      const tool = toolIntents[call.function.name];
      if (!tool) throw new Error(`The language model called an unknown tool ${call.function.name}`);
      const args = JSON.parse(call.function.arguments || '{}') as Partial<AssistantEntities>;
      // The model's state may be a name or a code in any case: read it as a sentence would be.
      const said = typeof args.state === 'string' ? args.state.trim() : '';
      const state = said ? stateNamedIn(`in ${said.length === 2 ? said.toUpperCase() : said}`) : null;
      const entities: AssistantEntities = { ...noEntities, ...args, state, zips: [] };
      last = await offline.byIntent(tool.intent, entities, actor, timeZone, locale);
      messages.push({ role: 'tool', tool_call_id: call.id, content: last.response });
    }
  }
  if (last) return last;
  throw new Error('The language model did not finish');
}
