// POLICY_CHANGED: a change to .proofledger/config.json is judged by base's policy, and takes effect
// after merge. A change that only tightens the policy is a notice; anything that loosens it, or
// that cannot be shown not to, is an error (gate.policyChange: "warning" makes it a warning).

import type { CheckConfig, ProofledgerConfig } from '../format/generated/configSchema.js';
import { checkPatterns } from '../adapters/checkCommands.js';
import { DEFAULT_EXEMPT } from './policy.js';

const LOUDNESS = { off: 0, notice: 1, warning: 2, error: 3 } as const;
const subset = <T>(a: readonly T[] = [], b: readonly T[] = []): boolean => a.every((x) => b.includes(x));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each way `head` loosens `base`, in words; empty when head is the same or only stricter. */
export function looseningsOf(base: ProofledgerConfig, head: ProofledgerConfig): string[] {
  const out: string[] = [];
  const bg = base.gate ?? {};
  const hg = head.gate ?? {};
  const bDefault = bg.defaultChecks ?? ['test'];
  const hDefault = hg.defaultChecks ?? ['test'];
  if (!subset(bDefault, hDefault)) out.push('gate.defaultChecks requires fewer checks');
  // Rules apply first-match: base's rules must stay, in order, each asking for at least as much;
  // rules added after them must ask for at least the default checks.
  const bRules = bg.requiredChecks ?? [];
  const hRules = hg.requiredChecks ?? [];
  const rulesKept = bRules.every((r, i) => same(r.paths, hRules[i]?.paths) && subset(r.checks, hRules[i]?.checks));
  if (!rulesKept || !hRules.slice(bRules.length).every((r) => subset(hDefault, r.checks))) out.push('gate.requiredChecks asks for less on some paths');
  if (!bg.claims?.every((c) => hg.claims?.some((d) => d.pattern === c.pattern && subset(c.checks, d.checks))) && bg.claims !== undefined) out.push('gate.claims drops a claim pattern');
  if ((bg.builtinClaims ?? true) && hg.builtinClaims === false) out.push('gate.builtinClaims turned off');
  if ((bg.strict ?? false) && !(hg.strict ?? false)) out.push('gate.strict turned off');
  if (!subset(hg.exempt ?? DEFAULT_EXEMPT, bg.exempt ?? DEFAULT_EXEMPT)) out.push('gate.exempt exempts more paths');
  const bm = bg.agentMarkers ?? {};
  const hm = hg.agentMarkers ?? {};
  for (const k of ['trailers', 'messages', 'branchPrefixes', 'authors'] as const) {
    if (bm[k] !== undefined || hm[k] !== undefined) {
      if (hm[k] === undefined || (bm[k] !== undefined && !subset(bm[k], hm[k])) || bm[k] === undefined) out.push(`gate.agentMarkers.${k} recognises fewer agents`);
    }
  }
  if ((bg.requireEvidence ?? 'agent-changes') === 'agent-changes' && hg.requireEvidence === 'claims') out.push('gate.requireEvidence no longer requires evidence for every agent change');
  if (LOUDNESS[hg.humanClaims ?? 'warning'] < LOUDNESS[bg.humanClaims ?? 'warning']) out.push('gate.humanClaims is quieter');
  if ((bg.policyChange ?? 'error') === 'error' && hg.policyChange === 'warning') out.push('gate.policyChange lets loosening pass');
  if (!(bg.acceptAppendedEvidence ?? false) && hg.acceptAppendedEvidence) out.push('gate.acceptAppendedEvidence accepts unobserved evidence');
  if (bg.prePush === 'pull-request' && (hg.prePush ?? 'work-in-progress') !== 'pull-request') out.push('gate.prePush lets work in progress through');
  const harness = (c: ProofledgerConfig): number => LOUDNESS[c.gate?.testHarnessChanges ?? (c.gate?.strict ? 'error' : 'warning')];
  if (harness(head) < harness(base)) out.push('gate.testHarnessChanges is quieter');
  // A new command pattern can make any command count as a check; a changed confirm command runs other code.
  for (const kind of new Set([...Object.keys(base.checks ?? {}), ...Object.keys(head.checks ?? {})]) as Set<keyof NonNullable<ProofledgerConfig['checks']>>) {
    const b: CheckConfig | undefined = base.checks?.[kind];
    const h: CheckConfig | undefined = head.checks?.[kind];
    if (!subset(checkPatterns(h), checkPatterns(b))) out.push(`checks.${kind} counts more commands as ${kind}`);
    const command = (c: CheckConfig | undefined): string | undefined => (Array.isArray(c) ? undefined : c?.command);
    if (command(b) !== command(h)) out.push(`checks.${kind}.command changed`);
  }
  if (!subset(base.scrub?.patterns, head.scrub?.patterns) || !subset(base.scrub?.keys, head.scrub?.keys)) out.push('scrub removes a pattern or key');
  if ((base.agents?.stopVeto ?? true) && head.agents?.stopVeto === false) out.push('agents.stopVeto turned off');
  if ((base.agents?.failClosed ?? false) && !(head.agents?.failClosed ?? false)) out.push('agents.failClosed turned off');
  if ((base.ledger?.fsync ?? true) && head.ledger?.fsync === false) out.push('ledger.fsync turned off');
  return out;
}
