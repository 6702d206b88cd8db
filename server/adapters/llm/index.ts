/**
 * The language-model port (product/foundations §7): an OpenAI-compatible chat completions API with tool calls, used
 * when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set. Unset, there is no model and the offline intent
 * engine answers alone.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface LanguageModel {
  readonly model: string;
  complete(messages: ChatMessage[], tools: ToolSpec[]): Promise<ChatMessage>;
}

/** One chat completion; a non-2xx answer or a timeout is an error (the caller falls back). */
export function createOpenAiCompatibleModel(
  config: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number },
  fetchImpl: typeof fetch = fetch,
): LanguageModel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: config.model,
    async complete(messages, tools) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: config.model,
          messages,
          tools: tools.map((t) => ({ type: 'function', function: t })),
          tool_choice: 'auto',
          temperature: 0,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
      });
      if (!res.ok) throw new Error(`The language model answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: ChatMessage }[] };
      const message = body.choices?.[0]?.message;
      if (!message) throw new Error('The language model answered without a message');
      return message;
    },
  };
}

export function createLanguageModel(config: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}): LanguageModel | null {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = config;
  return baseUrl && apiKey && model ? createOpenAiCompatibleModel({ baseUrl, apiKey, model }) : null;
}
