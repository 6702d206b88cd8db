import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

/**
 * A local stand-in for an OpenAI-compatible chat API: the first call asks for the quote tool, the
 * second turns its result into the answer; `fail` makes every call a 500.
 */
let fail = false;
const seen: {
  messages: { role: string; content: string | null }[];
  tools: { function: { name: string } }[];
}[] = [];
const stub = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = JSON.parse(raw);
    seen.push(body);
    if (fail || req.headers.authorization !== 'Bearer llm-key') {
      res.writeHead(500).end('{}');
      return;
    }
    const tool = body.messages.find((m: { role: string }) => m.role === 'tool');
    const message = tool
      ? { role: 'assistant', content: `Sure. ${tool.content}` }
      : {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: {
                name: 'quote_move',
                arguments: JSON.stringify({ vehicleType: 'bobtail', miles: 1190 }),
              },
            },
          ],
        };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message }] }));
  });
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  const { port } = stub.address() as AddressInfo;
  ctx = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_API_KEY: 'llm-key',
    LLM_MODEL: 'test-model',
  });
});
afterAll(() => new Promise<void>((r) => stub.close(() => r())));

const ask = (command: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/pathway/communicate/voice-command', payload: { command } });

describe('the assistant with a language model configured', () => {
  it("answers through the model, which prices with the engine's quote tool", async () => {
    const res = (await ask('what would a 1190 mile bobtail run me')).json();
    expect(res).toMatchObject({ action: 'quote_provided' });
    expect(res.response).toMatch(/^Sure\. 1,190 miles for a bobtail is \$2,319\.53\./);
    expect(res.link.href).toBe('/request?vehicleType=bobtail&distance=1190');
    expect(seen[0]!.tools.map((t) => t.function.name)).toContain('quote_move');
    const status = (await ctx.app.inject({ method: 'GET', url: '/api/pathway/status' })).json();
    expect(status.assistant.engine).toBe('llm');
  });

  it('falls back to the offline engine when the model fails, and never asks it about emergencies', async () => {
    fail = true;
    const res = (await ask('how much to move a bobtail 1190 miles')).json();
    expect(res.response).toBe(
      "1,190 miles for a bobtail is $2,319.53. That is $1,290.00 for the move, $326.60 for the driver's return and $702.93 of fuel, both billed at cost.",
    );
    const calls = seen.length;
    const sos = (await ask('there has been an accident')).json();
    expect(sos.action).toBe('emergency_protocol_activated');
    expect(seen.length).toBe(calls);
    fail = false;
  });
});
