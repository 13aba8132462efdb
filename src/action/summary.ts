// The job summary: the verdict, a findings table, and per session a timeline of what the agent did.
import type { LedgerEntry } from '../format/entry.js';
import type { GateResult } from '../gate/gate.js';
import type { Finding } from '../gate/findings.js';
import { CLAIMS_SHOWN, claimReading, claimWhere } from '../gate/report.js';
import { describeEntry } from '../query/log.js';

const esc = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ').replace(/</g, '&lt;');
const mermaidText = (s: string): string => s.replace(/["`<>{}[\]();]/g, ' ').slice(0, 60);

export const COMMENT_MARKER = '<!-- proofledger:gate -->';

export function findingsTable(findings: readonly Finding[]): string {
  if (findings.length === 0) return '_No findings._\n';
  const rows = findings.map((f) => `| ${f.severity === 'error' ? '❌' : f.severity === 'warning' ? '⚠️' : 'ℹ️'} ${f.severity} | \`${f.code}\` | ${f.path ? `\`${esc(f.path)}${f.line ? `:${f.line}` : ''}\`` : ''} | ${esc(f.message)} |`);
  return ['| | code | where | finding |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}

function timelineNode(e: LedgerEntry): string | null {
  switch (e.type) {
    case 'file_write':
    case 'file_edit':
    case 'file_delete':
      return `${e.type.replace('file_', '')} ${e.path}`;
    case 'shell_exec':
      return `$ ${e.command} → ${e.exitCode ?? e.signal}`;
    case 'verification':
      return `${e.check} ${e.passed === null ? 'UNKNOWN' : e.passed ? 'PASS' : 'FAIL'}`;
    case 'session':
      return `session ${e.event}${e.outcome ? ` ${e.outcome}` : ''}`;
    default:
      return null;
  }
}

export function renderSummary(result: GateResult, label: string): string {
  const out: string[] = [];
  out.push(`## proofledger: ${result.verdict === 'pass' ? '✅ pass' : '❌ fail'}`);
  out.push('');
  out.push(`${label} — ${result.sessions.length} session(s), ${result.entries} new ledger entr${result.entries === 1 ? 'y' : 'ies'}, ${result.claims.length} claim(s)${result.agentAuthored ? ', agent-authored' : ''}.`);
  out.push('');
  out.push('### Findings');
  out.push(findingsTable(result.findings));
  const said = result.claims.filter((c) => c.source !== 'change');
  if (said.length > 0) {
    // Each claim as the sentence it came from and the checks it was read as, so a reviewer can see why.
    out.push('### Claims');
    out.push('| where | sentence | read as |', '|---|---|---|');
    for (const c of said.slice(0, CLAIMS_SHOWN)) out.push(`| ${esc(claimWhere(c))} | ${esc(c.text)} | ${esc(claimReading(c))} |`);
    if (said.length > CLAIMS_SHOWN) out.push(`| | _… and ${said.length - CLAIMS_SHOWN} more_ | |`);
    out.push('');
  }
  if (result.evidence.length > 0) {
    out.push('### Claimed checks');
    out.push('| check | status | tests | evidence |', '|---|---|---|---|');
    for (const e of result.evidence) {
      const t = e.at?.tests;
      const tests = t ? `${t.passed} passed${t.failed ? `, ${t.failed} failed` : ''}${t.skipped ? `, ⚠️ ${t.skipped} skipped` : ''}` : '';
      out.push(`| ${e.check} | ${e.status === 'proven' ? '✅ proven' : `❌ ${e.status}`} | ${tests} | ${esc(e.message)} |`);
    }
    out.push('');
  }
  for (const s of result.added) {
    out.push(`### Session \`${s.session}\``);
    const notable = s.entries.filter(({ entry }) => entry.type !== 'tool_call' && entry.type !== 'memory_read');
    const shown = notable.slice(-40);
    out.push('```mermaid', 'flowchart LR');
    shown.forEach(({ entry }, i) => {
      const text = timelineNode(entry);
      if (text === null) return;
      const shape = entry.type === 'verification' ? (entry.passed ? `n${i}(["${mermaidText(text)}"])` : `n${i}{{"${mermaidText(text)}"}}`) : `n${i}["${mermaidText(text)}"]`;
      out.push(`  ${shape}`);
    });
    const ids = shown.map((_, i) => i).filter((i) => timelineNode(shown[i]!.entry) !== null);
    for (let k = 1; k < ids.length; k++) out.push(`  n${ids[k - 1]} --> n${ids[k]}`);
    out.push('```');
    out.push('', '<details><summary>Timeline</summary>', '', '| line | time | type | what |', '|---|---|---|---|');
    for (const { line, entry } of s.entries) out.push(`| ${line} | ${entry.ts} | ${entry.type} | ${esc(describeEntry(entry))} |`);
    out.push('', '</details>', '');
  }
  return out.join('\n') + '\n';
}

/** The summary of an event with nothing to judge (a tag push, a deleted branch, nothing new). */
export function nothingSummary(label: string, reason: string): string {
  return `## proofledger: ➖ nothing to judge\n\n${esc(label)}: ${esc(reason)}.\n`;
}

/** The summary of a run that could not judge: what went wrong, and what to set. */
export function errorSummary(label: string, message: string): string {
  return `## proofledger: ⚠️ error\n\n${esc(label)}: ${esc(message)}\n`;
}
