import picomatch from 'picomatch';
import type { CheckKind, ProofledgerConfig } from '../format/generated/configSchema.js';
import { ProofledgerError } from '../errors.js';
import type { ClaimPattern } from './claims.js';

export interface AgentMarkers {
  trailers: RegExp[];
  messages: RegExp[];
  branchPrefixes: string[];
  authors: RegExp[];
}

/** The gate's policy, resolved from config with defaults filled in. */
export interface GatePolicy {
  requiredChecks: { paths: string[]; checks: CheckKind[] }[];
  defaultChecks: CheckKind[];
  claimPatterns: ClaimPattern[];
  builtinClaims: boolean;
  strict: boolean;
  exempt: string[];
  /** How a loosening change to the config itself is reported. */
  policyChange: 'error' | 'warning';
  requireEvidence: 'agent-changes' | 'claims';
  humanClaims: 'warning' | 'notice' | 'off';
  acceptAppendedEvidence: boolean;
  testHarnessChanges: 'error' | 'warning' | 'off';
  /** What pre-push refuses: only what is claimed or finished (`work-in-progress`), or all the PR gate does. */
  prePush: 'work-in-progress' | 'pull-request';
  agentMarkers: AgentMarkers;
}

export const DEFAULT_EXEMPT = ['**/*.md', 'docs/**', 'package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'LICENSE*', '.github/**'];

const AGENTS = 'Claude|Codex|Copilot|Gemini|Cursor|opencode|Devin|Aider|Windsurf|Cline|Amp|Jules';
export const DEFAULT_AGENT_MARKERS: AgentMarkers = {
  trailers: [new RegExp(`^Co-Authored-By:.*(?:\\b(?:${AGENTS})\\b|noreply@anthropic\\.com|copilot-swe-agent)`, 'im')],
  messages: [new RegExp(`(?:Generated|Created|Written|Authored) (?:with|by) \\[?(?:${AGENTS})`, 'i'), /🤖 Generated with/u],
  branchPrefixes: ['claude/', 'codex/', 'copilot/', 'cursor/', 'gemini/', 'devin/', 'opencode/', 'agent/', 'ai/'],
  // Coding agents' own accounts; not every [bot] (Dependabot, Renovate write no code of their own judgement).
  authors: [new RegExp(`^(?:${AGENTS})\\b|copilot-swe-agent|devin-ai-integration|cursor(?:-agent)?\\[bot\\]`, 'i')],
};

function compile(patterns: readonly string[], field: string, path: string, flags = 'i'): RegExp[] {
  return patterns.map((p, i) => {
    try {
      return new RegExp(p, flags);
    } catch (err) {
      throw new ProofledgerError(`${path}: field ${field}/${i}: invalid regular expression: ${(err as Error).message}`, 'input');
    }
  });
}

export function policyFromConfig(config: ProofledgerConfig, path = '.proofledger/config.json'): GatePolicy {
  const g = config.gate ?? {};
  const m = g.agentMarkers ?? {};
  return {
    requiredChecks: g.requiredChecks ?? [],
    defaultChecks: g.defaultChecks ?? ['test'],
    claimPatterns: (g.claims ?? []).map((c, i) => ({ pattern: compile([c.pattern], `/gate/claims/${i}/pattern`, path)[0]!, checks: c.checks.length ? c.checks : 'required' })),
    builtinClaims: g.builtinClaims ?? true,
    strict: g.strict ?? false,
    exempt: g.exempt ?? DEFAULT_EXEMPT,
    policyChange: g.policyChange ?? 'error',
    requireEvidence: g.requireEvidence ?? 'agent-changes',
    humanClaims: g.humanClaims ?? 'warning',
    acceptAppendedEvidence: g.acceptAppendedEvidence ?? false,
    testHarnessChanges: g.testHarnessChanges ?? (g.strict ? 'error' : 'warning'),
    prePush: g.prePush ?? 'work-in-progress',
    agentMarkers: {
      trailers: m.trailers ? compile(m.trailers, '/gate/agentMarkers/trailers', path, 'im') : DEFAULT_AGENT_MARKERS.trailers,
      messages: m.messages ? compile(m.messages, '/gate/agentMarkers/messages', path) : DEFAULT_AGENT_MARKERS.messages,
      branchPrefixes: m.branchPrefixes ?? DEFAULT_AGENT_MARKERS.branchPrefixes,
      authors: m.authors ? compile(m.authors, '/gate/agentMarkers/authors', path) : DEFAULT_AGENT_MARKERS.authors,
    },
  };
}

/** The checks a bare claim of success needs for these changed paths. */
export function requiredChecksFor(policy: GatePolicy, paths: readonly string[]): CheckKind[] {
  const out = new Set<CheckKind>();
  const rules = policy.requiredChecks.map((r) => ({ match: picomatch(r.paths, { dot: true }), checks: r.checks }));
  for (const p of paths) {
    const rule = rules.find((r) => r.match(p));
    for (const c of rule ? rule.checks : policy.defaultChecks) out.add(c);
  }
  if (paths.length === 0) for (const c of policy.defaultChecks) out.add(c);
  return [...out];
}

export function exemptMatcher(policy: GatePolicy): (path: string) => boolean {
  return picomatch(policy.exempt, { dot: true });
}
