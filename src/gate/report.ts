import type { Claim } from './claims.js';
import type { GateResult } from './gate.js';

/** At most this many claims are listed in a report; the rest are counted. */
export const CLAIMS_SHOWN = 20;

/** What a claim was read as: the checks it names, and for a bare claim the policy's required checks. */
export function claimReading(c: Claim): string {
  if (c.source === 'change') return "the policy's required checks (gate.requireEvidence)";
  const named = c.checks.join(', ');
  if (!c.bare) return named;
  return named ? `${named}, and the policy's required checks (success claimed)` : "the policy's required checks (success claimed, no check named)";
}

/** Where a claim was made, as a reader would say it. */
export function claimWhere(c: Claim): string {
  return c.source === 'pr' ? `PR ${c.where}` : c.source === 'commit' ? `commit ${c.where}` : c.source === 'session' ? `session ${c.where}` : c.where;
}

/** A run's counts as the runner gave them: "(12 passed, 1 skipped)"; skipped tests are always said. */
export function testCounts(t: { passed: number; failed: number; skipped: number }): string {
  return `(${t.passed} passed${t.failed ? `, ${t.failed} failed` : ''}${t.skipped ? `, ${t.skipped} skipped` : ''})`;
}

/** Plain-text report: one line per finding, then a one-line verdict anyone can read. */
export function formatGateText(result: GateResult, label = ''): string {
  const lines: string[] = [];
  for (const f of result.findings) {
    const where = f.path ? `${f.path}${f.line ? `:${f.line}` : ''}  ` : '';
    lines.push(`  ${f.severity.padEnd(7)} ${f.code.padEnd(19)} ${where}${f.message}`);
  }
  // Each claim as the sentence it came from and what it was read as, so a reader can see why a check
  // was asked for.
  const said = result.claims.filter((c) => c.source !== 'change');
  for (const c of said.slice(0, CLAIMS_SHOWN)) lines.push(`  claim   ${claimWhere(c)}: "${oneLine(c.text)}" → ${claimReading(c)}`);
  if (said.length > CLAIMS_SHOWN) lines.push(`  claim   … and ${said.length - CLAIMS_SHOWN} more (--json lists them all)`);
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.filter((f) => f.severity === 'warning').length;
  const proven = result.evidence.filter((e) => e.status === 'proven').map((e) => `${e.check}${e.at?.tests ? ` ${testCounts(e.at.tests)}` : ''}`);
  lines.push(
    `${result.verdict === 'pass' ? 'PASS' : 'FAIL'}${label ? ` ${label}` : ''}: ${result.sessions.length} session${result.sessions.length === 1 ? '' : 's'}, ${result.entries} new entr${result.entries === 1 ? 'y' : 'ies'}, ${result.claims.length} claim${result.claims.length === 1 ? '' : 's'}${proven.length ? ` (proven: ${proven.join(', ')})` : ''}; ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return lines.join('\n');
}

export function gateJson(result: GateResult): object {
  return {
    verdict: result.verdict,
    findings: result.findings,
    sessions: result.sessions,
    entries: result.entries,
    claims: result.claims,
    evidence: result.evidence,
    agentAuthored: result.agentAuthored,
  };
}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
