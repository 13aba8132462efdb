// opencode has no command hooks; its plugins (https://opencode.ai/docs/plugins) get
// `tool.execute.before`/`tool.execute.after` ({tool, sessionID, callID} and {args} / {title,
// output, metadata}), `experimental.text.complete` ({sessionID, messageID, partID} and {text}) and
// bus events (session.created, session.idle, …). The plugin installed by
// `proofledger init --agent opencode` forwards them to `proofledger hook opencode` as:
//   {"hook_event_name": "tool.execute.after" | "text.complete" | "session.created" | "session.idle" | "session.deleted",
//    "session_id", "cwd", "tool", "call_id", "args", "output", "metadata", "message" (text.complete: the
//    finished text; session.idle: the last assistant text) and with session.idle "model" ("provider/model"
//    of that message)}
//
// opencode has no stop hook either. Its session loop ends a turn when the last assistant message
// finished with no tool call and answers the latest user message; `experimental.text.complete` is
// awaited by that loop when a text part ends, before the step is over. So a text part that claims
// what the ledger does not back is answered, while opencode waits, with {"decision":"block",
// "reason"} on stdout; the plugin stores the reason as a user message (`session.prompt` with
// `noReply`), and the loop, seeing a user message newer than its answer, asks the model again.
import { obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { modelName } from './transcript.js';

const FILE_TOOLS: Record<string, string> = { write: 'filePath', edit: 'filePath', patch: 'filePath', multiedit: 'filePath' };

export function parseOpencode(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  if (event === 'session.created') events = [{ kind: 'session_start', resumed: false }];
  else if (event === 'session.idle') {
    const model = modelName(p['model']);
    events = [{ kind: 'stop', ...(typeof p['message'] === 'string' ? { message: p['message'] } : {}), ...(model ? { model } : {}), stopHookActive: false, veto: 'none' }];
  } else if (event === 'text.complete') {
    // A tool call may still follow these words in the same step: a pending stop. (The plugin sends
    // none after a veto in the same turn: that is its stop_hook_active.)
    events = [{ kind: 'stop', message: str(p['message'], 'message'), stopHookActive: false, veto: 'json-decision', pending: true }];
  }
  else if (event === 'session.deleted') events = [{ kind: 'session_end', reason: 'deleted' }];
  else if (event === 'tool.execute.after') {
    const tool = str(p['tool'], 'tool');
    const args = obj(p['args'], 'args');
    const metadata = obj(p['metadata'], 'metadata');
    const output = typeof p['output'] === 'string' ? p['output'] : '';
    if (tool === 'bash') {
      events = [{ kind: 'shell', command: str(args['command'], 'args.command'), exitCode: typeof metadata['exit'] === 'number' ? metadata['exit'] : null, output }];
    } else if (FILE_TOOLS[tool]) {
      events = [{ kind: 'file', path: str(args[FILE_TOOLS[tool]!], `args.${FILE_TOOLS[tool]}`), tool, created: tool === 'write' }];
    } else {
      events = [{ kind: 'tool', tool, ...(typeof p['call_id'] === 'string' ? { callId: p['call_id'] } : {}), args, result: output, status: 'ok' }];
    }
  }
  return { agentSession, cwd, events };
}

export const OPENCODE_PLUGIN = `// Installed by \`proofledger init --agent opencode\`: records what the agent does in the
// repository's proofledger ledger. Every event is handed to \`proofledger hook opencode\`, which
// appends through the ledger core; nothing here writes the ledger itself.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

// proofledger's bin called directly (npx costs a quarter of a second a call), in a child process
// awaited without blocking opencode's event loop. Resolves to what the bin printed.
function record(directory, payload) {
  const local = join(directory, "node_modules", ".bin", "proofledger");
  const bin = existsSync(local) ? local : "proofledger";
  return new Promise((resolve) => {
    // Its own process group: \`opencode run\` may exit at session.idle without waiting for this call,
    // and the finish must still be recorded when the group opencode ran in is ended.
    const child = spawn(bin, ["hook", "opencode"], { cwd: directory, stdio: ["pipe", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b) => (stdout += b));
    child.stderr.on("data", (b) => (stderr += b));
    child.on("error", (err) => {
      console.error("proofledger: " + err.message + " (npm install --save-dev proofledger)");
      resolve("");
    });
    child.on("close", (code) => {
      if (code !== 0 && stderr) console.error(stderr.trim());
      resolve(code === 0 ? stdout : "");
    });
    child.stdin.end(JSON.stringify({ cwd: directory, ...payload }));
  });
}

// The final text of each session's last assistant message: opencode's session.idle carries none, so
// it is kept from message.updated (the role) and message.part.updated (a text part, final once
// time.end is set) and sent with session.idle as the claim.
const roles = new Map();
const models = new Map();
const finalText = new Map();

function remember(event) {
  const p = event.properties ?? {};
  if (event.type === "message.updated" && p.info?.id) {
    roles.set(p.info.id, p.info.role);
    if (p.info.role === "assistant" && p.info.modelID) models.set(p.info.id, p.info.providerID ? p.info.providerID + "/" + p.info.modelID : p.info.modelID);
  }
  if (event.type === "message.part.updated" && p.part?.type === "text" && p.part.time?.end && typeof p.part.text === "string") {
    finalText.set(p.part.messageID, { sessionID: p.part.sessionID, text: p.part.text });
  }
}

function claimOf(sessionID) {
  let last;
  for (const [messageID, t] of finalText) if (t.sessionID === sessionID && roles.get(messageID) === "assistant") last = { message: t.text, model: models.get(messageID) };
  return last ?? {};
}

// Sessions whose turn has been vetoed once: like Claude Code's stop_hook_active, the agent's next
// words in that turn are recorded but not vetoed again, so a model that cannot prove its claim is
// not sent round in circles. The turn ends at session.idle.
const vetoed = new Set();

function vetoReason(stdout) {
  try {
    const answer = JSON.parse(stdout);
    return answer?.decision === "block" && typeof answer.reason === "string" ? answer.reason : undefined;
  } catch {
    return undefined;
  }
}

export const ProofledgerPlugin = async ({ directory, client }) => ({
  "tool.execute.after": async (input, output) => {
    await record(directory, {
      hook_event_name: "tool.execute.after",
      session_id: input.sessionID,
      call_id: input.callID,
      tool: input.tool,
      args: output.args ?? input.args ?? {},
      output: typeof output.output === "string" ? output.output : "",
      metadata: output.metadata ?? {},
    });
  },
  // opencode has no stop hook; its session loop awaits this hook when a text part ends, before it
  // decides whether the turn is over. A claim the ledger does not back is answered with a user
  // message holding the veto's reason (noReply: the running loop takes it up and asks the model
  // again, instead of a second loop starting).
  "experimental.text.complete": async (input, output) => {
    if (vetoed.has(input.sessionID) || typeof output.text !== "string" || !output.text.trim()) return;
    const reason = vetoReason(await record(directory, { hook_event_name: "text.complete", session_id: input.sessionID, message: output.text }));
    if (!reason || !client) return;
    vetoed.add(input.sessionID);
    try {
      await client.session.prompt({ path: { id: input.sessionID }, body: { noReply: true, parts: [{ type: "text", text: reason }] } });
    } catch (err) {
      console.error("proofledger: the veto could not be sent to the model: " + (err?.message ?? err));
    }
  },
  event: async ({ event }) => {
    remember(event);
    const id = event.properties?.sessionID ?? event.properties?.info?.id;
    if (!id) return;
    if (event.type === "session.idle") {
      vetoed.delete(id);
      const { message, model } = claimOf(id);
      await record(directory, { hook_event_name: event.type, session_id: id, ...(message ? { message } : {}), ...(model ? { model } : {}) });
    } else if (event.type === "session.created" || event.type === "session.deleted") {
      await record(directory, { hook_event_name: event.type, session_id: id });
    }
  },
});
`;
