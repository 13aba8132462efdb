import type { GateResult } from './gate.js';

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
