export const FINDING_CODES = [
  'LEDGER_INVALID',
  'LEDGER_REWRITTEN',
  'CLAIM_UNPROVEN',
  'UNATTRIBUTED_CHANGE',
  'SECRET_IN_LEDGER',
  'NO_EVIDENCE',
  'POLICY_CHANGED',
  'TEST_HARNESS_CHANGED',
  'CLAIM_CONTRADICTED',
  'PUSHED_LEDGER_REWRITTEN',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export type Severity = 'error' | 'warning' | 'notice';

export interface Finding {
  code: FindingCode;
  severity: Severity;
  message: string;
  /** Repository-relative path the finding is about (a session file or a changed file). */
  path?: string;
  /** 1-based line in `path`. */
  line?: number;
}

export type Verdict = 'pass' | 'fail';

export function verdictOf(findings: readonly Finding[]): Verdict {
  return findings.some((f) => f.severity === 'error') ? 'fail' : 'pass';
}
