// Scripted fakes of the four model APIs the agents speak, on 127.0.0.1 (ephemeral ports). Each answers the
// agent's main request with the next scripted step — a tool call or a final text — chosen by counting the tool
// results already in the request, and records every request so tests can assert on what reached the "model"
// (e.g. a veto's reason). Auxiliary requests (title, token counts, model lists, JSON side-questions) get a
// harmless answer; anything unknown is answered 404 and logged loudly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Step = { tool: string; input: Record<string, unknown> } | { text: string };

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The raw body text, for assertions that look for a string anywhere in it. */
  text: string;
}

export interface FakeModel {
  url: string;
  requests: RecordedRequest[];
  unknown: string[];
  close(): Promise<void>;
}

type Json = Record<string, any>;
type Handler = (req: RecordedRequest, res: ServerResponse, steps: Step[]) => boolean;

function sse(res: ServerResponse, events: [string | undefined, unknown][], done = false): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
  for (const [event, data] of events) res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

function json(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** The step after the last one is the last one again: a vetoed final text is simply repeated. */
const stepAt = (steps: Step[], n: number): Step => steps[Math.min(n, steps.length - 1)]!;

// Anthropic Messages, as Claude Code calls it.
const anthropic: Handler = (req, res, steps) => {
  if (req.path.startsWith('/v1/messages/count_tokens')) return json(res, { input_tokens: 100 }), true;
  if (req.path.startsWith('/v1/models')) return json(res, { data: [], has_more: false }), true;
  if (!req.path.startsWith('/v1/messages')) return false;
  const body = req.body as Json;
  const messages: Json[] = body.messages ?? [];
  const results = messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((c: Json) => c.type === 'tool_result').length;
  const main = Array.isArray(body.tools) && body.tools.length > 0;
  const step: Step = main ? stepAt(steps, results) : { text: 'ok' };
  const model = body.model ?? 'claude-fake';
  const id = `msg_${req.path.length}_${Date.now()}`;
  const block = 'tool' in step
    ? { start: { type: 'tool_use', id: `toolu_${results}_${Date.now()}`, name: step.tool, input: {} }, delta: { type: 'input_json_delta', partial_json: JSON.stringify(step.input) } }
    : { start: { type: 'text', text: '' }, delta: { type: 'text_delta', text: step.text } };
  const usage = { input_tokens: 100, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  if (body.stream === false || body.stream === undefined) {
    const content = 'tool' in step ? [{ ...block.start, input: step.input }] : [{ type: 'text', text: step.text }];
    return json(res, { id, type: 'message', role: 'assistant', model, content, stop_reason: 'tool' in step ? 'tool_use' : 'end_turn', stop_sequence: null, usage }), true;
  }
  sse(res, [
    ['message_start', { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } } }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: block.start }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta: block.delta }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool' in step ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 10 } }],
    ['message_stop', { type: 'message_stop' }],
  ]);
  return true;
};

// OpenAI Responses, as Codex calls it (wire_api = "responses").
const responses: Handler = (req, res, steps) => {
  if (req.path.endsWith('/models')) return json(res, { object: 'list', data: [], models: [] }), true;
  if (!req.path.endsWith('/responses')) return false;
  const body = req.body as Json;
  const input: Json[] = Array.isArray(body.input) ? body.input : [];
  const results = input.filter((i) => typeof i.type === 'string' && i.type.endsWith('_call_output')).length;
  const step = stepAt(steps, results);
  const id = `resp_${results}_${Date.now()}`;
  const item = 'tool' in step
    ? step.tool === 'apply_patch' && typeof step.input.patch === 'string'
      ? { type: 'custom_tool_call', id: `ctc_${results}`, call_id: `call_${results}_${Date.now()}`, name: 'apply_patch', input: step.input.patch, status: 'completed' }
      : { type: 'function_call', id: `fc_${results}`, call_id: `call_${results}_${Date.now()}`, name: step.tool, arguments: JSON.stringify(step.input), status: 'completed' }
    : { type: 'message', id: `msg_${results}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: step.text, annotations: [] }] };
  const usage = { input_tokens: 100, input_tokens_details: { cached_tokens: 0 }, output_tokens: 10, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 110 };
  const response = { id, object: 'response', created_at: Math.floor(Date.now() / 1000), status: 'completed', model: body.model, output: [item], usage };
  sse(res, [
    ['response.created', { type: 'response.created', response: { ...response, status: 'in_progress', output: [] } }],
    ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item }],
    ...('text' in step ? [['response.output_text.delta', { type: 'response.output_text.delta', item_id: item.id, output_index: 0, content_index: 0, delta: step.text }] as [string, unknown]] : []),
    ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
    ['response.completed', { type: 'response.completed', response }],
  ]);
  return true;
};

// Gemini generateContent / streamGenerateContent, as Gemini CLI calls it.
const gemini: Handler = (req, res, steps) => {
  const match = /\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)/.exec(req.path);
  if (!match) return false;
  const body = req.body as Json;
  if (match[2] === 'countTokens') return json(res, { totalTokens: 100 }), true;
  const contents: Json[] = body.contents ?? [];
  const results = contents.flatMap((c) => c.parts ?? []).filter((p: Json) => p.functionResponse).length;
  const tools = (body.tools ?? []).flatMap((t: Json) => t.functionDeclarations ?? []);
  const wantsJson = body.generationConfig?.responseMimeType === 'application/json' || body.generationConfig?.responseJsonSchema || body.generationConfig?.responseSchema;
  // Side questions (next speaker, routing, loop checks) ask for JSON: one object that answers each of them.
  const step: Step = tools.length > 0 && !wantsJson ? stepAt(steps, results)
    : { text: wantsJson ? JSON.stringify({ next_speaker: 'user', reasoning: 'done', model_choice: 'flash', complexity_reasoning: 'a scripted task', complexity_score: 1, is_stuck: false, confidence: 0 }) : 'ok' };
  const part = 'tool' in step ? { functionCall: { name: step.tool, args: step.input } } : { text: step.text };
  const chunk = {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 10, totalTokenCount: 110 },
    modelVersion: match[1],
  };
  if (match[2] === 'generateContent') return json(res, chunk), true;
  sse(res, [[undefined, chunk]]);
  return true;
};

// OpenAI Chat Completions, as opencode calls it through @ai-sdk/openai-compatible.
const chat: Handler = (req, res, steps) => {
  if (req.path.endsWith('/models')) return json(res, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] }), true;
  if (!req.path.endsWith('/chat/completions')) return false;
  const body = req.body as Json;
  const messages: Json[] = body.messages ?? [];
  const results = messages.filter((m) => m.role === 'tool').length;
  const main = Array.isArray(body.tools) && body.tools.length > 0;
  const step: Step = main ? stepAt(steps, results) : { text: 'Sample session' };
  const base = { id: `chatcmpl-${results}-${Date.now()}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
  // A tool the request declares as custom (freeform, as Copilot CLI declares apply_patch) is called with its raw input.
  const custom = 'tool' in step && (body.tools ?? []).some((t: Json) => t.type === 'custom' && t.custom?.name === step.tool);
  const call = 'tool' in step
    ? custom
      ? { index: 0, id: `call_${results}_${Date.now()}`, type: 'custom', custom: { name: step.tool, input: String(step.input['patch'] ?? '') } }
      : { index: 0, id: `call_${results}_${Date.now()}`, type: 'function', function: { name: step.tool, arguments: JSON.stringify(step.input) } }
    : undefined;
  const delta = call ? { role: 'assistant', tool_calls: [call] } : { role: 'assistant', content: (step as { text: string }).text };
  if (!body.stream) {
    const message = call ? { role: 'assistant', content: null, tool_calls: [call] } : { role: 'assistant', content: (step as { text: string }).text };
    return json(res, { ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'tool' in step ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } }), true;
  }
  sse(res, [
    [undefined, { ...base, choices: [{ index: 0, delta, finish_reason: null }] }],
    [undefined, { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool' in step ? 'tool_calls' : 'stop' }] }],
    [undefined, { ...base, choices: [], usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } }],
  ], true);
  return true;
};

const HANDLERS = { anthropic, responses, gemini, chat } as const;
export type ModelApi = keyof typeof HANDLERS;

export async function startFakeModel(api: ModelApi, steps: Step[]): Promise<FakeModel> {
  const requests: RecordedRequest[] = [];
  const unknown: string[] = [];
  const server = createServer((request: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try { body = text ? JSON.parse(text) : undefined; } catch { body = undefined; }
      const recorded: RecordedRequest = { method: request.method ?? '', path: request.url ?? '', body, text };
      requests.push(recorded);
      try {
        if (!HANDLERS[api](recorded, res, steps)) {
          const line = `fake ${api} model: UNKNOWN request ${recorded.method} ${recorded.path}`;
          unknown.push(line);
          console.error(line);
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `not scripted: ${recorded.path}` } }));
        }
      } catch (error) {
        console.error(`fake ${api} model: failed on ${recorded.path}: ${(error as Error).stack}`);
        res.writeHead(500);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unknown,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
