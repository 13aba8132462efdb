// opencode has no command hooks; its plugins (https://opencode.ai/docs/plugins) get
// `tool.execute.before`/`tool.execute.after` ({tool, sessionID, callID} and {args} / {title,
// output, metadata}) and bus events (session.created, session.idle, …). The plugin installed by
// `proofledger init --agent opencode` forwards them to `proofledger hook opencode` as:
//   {"hook_event_name": "tool.execute.after" | "session.created" | "session.idle" | "session.deleted",
//    "session_id", "cwd", "tool", "call_id", "args", "output", "metadata", and with session.idle
//    "message" (the last assistant text) and "model" ("provider/model" of that message)}
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
// awaited without blocking opencode's event loop.
function record(directory, payload) {
  const local = join(directory, "node_modules", ".bin", "proofledger");
  const bin = existsSync(local) ? local : "proofledger";
  return new Promise((resolve) => {
    const child = spawn(bin, ["hook", "opencode"], { cwd: directory, stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (b) => (stderr += b));
    child.on("error", (err) => {
      console.error("proofledger: " + err.message + " (npm install --save-dev proofledger)");
      resolve();
    });
    child.on("close", (code) => {
      if (code !== 0 && stderr) console.error(stderr.trim());
      resolve();
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

export const ProofledgerPlugin = async ({ directory }) => ({
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
  event: async ({ event }) => {
    remember(event);
    const id = event.properties?.sessionID ?? event.properties?.info?.id;
    if (!id) return;
    if (event.type === "session.idle") {
      const { message, model } = claimOf(id);
      await record(directory, { hook_event_name: event.type, session_id: id, ...(message ? { message } : {}), ...(model ? { model } : {}) });
    } else if (event.type === "session.created" || event.type === "session.deleted") {
      await record(directory, { hook_event_name: event.type, session_id: id });
    }
  },
});
`;
