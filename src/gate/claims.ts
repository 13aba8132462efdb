// Claims of success, found in words. A claim names the checks it asserts; a bare claim of success
// ("ready to merge", "done, verified") asserts whatever the policy requires.

import type { CheckKind } from '../format/generated/configSchema.js';

export type ClaimSource = 'session' | 'pr' | 'commit';

export interface Claim {
  source: ClaimSource;
  /** Where it was made: a session id, "title"/"body", or a commit sha. */
  where: string;
  /** The words that make the claim. */
  text: string;
  /** The checks asserted by name. */
  checks: CheckKind[];
  /** A bare claim of success ("ready to merge"): asserts the policy's required checks too. */
  bare: boolean;
  /** The ledger line that makes it, for a claim recorded in a session. */
  at?: { path: string; line: number };
}

export interface ClaimPattern {
  pattern: RegExp;
  checks: CheckKind[] | 'required';
}

// Each pattern allows the common wordings; negations ("not all tests pass", "tests failing") are
// filtered separately so that an honest report of failure is never read as a claim.
export const BUILTIN_CLAIM_PATTERNS: ClaimPattern[] = [
  { pattern: /\b(?:all\s+)?(?:unit\s+|integration\s+|e2e\s+)?tests?\s+(?:are\s+|now\s+|all\s+)*(?:pass(?:ing|es|ed)?|green|succeed(?:ing|s|ed)?)\b/i, checks: ['test'] },
  { pattern: /\b(?:test\s+suite|test\s+run|specs?)\s+(?:is\s+|are\s+|now\s+)*(?:pass(?:ing|es|ed)?|green)\b/i, checks: ['test'] },
  { pattern: /(?:✅|✔️?|☑️?)\s*(?:all\s+)?tests?\b/iu, checks: ['test'] },
  { pattern: /\btests?\s*(?::|-)?\s*(?:✅|✔️?|☑️?)/iu, checks: ['test'] },
  { pattern: /\b(?:build|compil(?:e|ation))\s+(?:is\s+|now\s+)*(?:green|pass(?:ing|es|ed)?|succeed(?:s|ed|ing)?|successful|clean|works)\b/i, checks: ['build'] },
  { pattern: /(?:✅|✔️?)\s*build\b/iu, checks: ['build'] },
  { pattern: /\blint(?:ing|er)?\s+(?:is\s+|now\s+)*(?:clean|pass(?:ing|es|ed)?|green)\b|\bno\s+lint\s+(?:errors|warnings)\b/i, checks: ['lint'] },
  { pattern: /\b(?:type-?check(?:ing|s)?|tsc|types?)\s+(?:is\s+|are\s+|now\s+)*(?:clean|pass(?:ing|es|ed)?|green)\b|\bno\s+type\s+errors\b/i, checks: ['typecheck'] },
  { pattern: /\b(?:CI|checks?|everything)\s+(?:is\s+|are\s+|now\s+)*(?:green|pass(?:ing|es|ed)?)\b/i, checks: 'required' },
  { pattern: /\b(?:ready\s+(?:to|for)\s+merge|ready\s+for\s+review|verified|all\s+green|works\s+as\s+expected|fully\s+working)\b/i, checks: 'required' },
];

const NEGATION = /\b(?:not|n't|never|no\s+longer|fail(?:s|ed|ing)?|broken|unable|cannot|can't|won't|without|yet\s+to|until|once|if|when|should|need(?:s)?\s+to|todo|wip|make\s+sure|ensure|check\s+(?:that|whether|if)|verify\s+(?:that|whether)|to\s+see)\b|\?/i;

export interface ClaimOptions {
  builtin: boolean;
  extra: ClaimPattern[];
}

/** Claims in a piece of text: one per sentence that makes any, with every check it names. */
export function findClaims(text: string, source: ClaimSource, where: string, options: ClaimOptions): Claim[] {
  const patterns = [...options.extra, ...(options.builtin ? BUILTIN_CLAIM_PATTERNS : [])];
  const claims: Claim[] = [];
  // Quoted and fenced text is somebody else's words (logs, examples), not this author's claim.
  const own = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ').replace(/^\s*>.*$/gm, ' ');
  for (const sentence of own.split(/(?<=[.!;\n])\s+|\n+/)) {
    const s = sentence.trim();
    if (s === '') continue;
    const checks = new Set<CheckKind>();
    let bare = false;
    for (const p of patterns) {
      const m = p.pattern.exec(s);
      if (!m) continue;
      // Negation in the words just before the claim ("not all tests pass", "make sure tests pass").
      const before = s.slice(Math.max(0, m.index - 24), m.index);
      if (NEGATION.test(before) || NEGATION.test(m[0]) || /\?\s*$/.test(s)) continue;
      if (p.checks === 'required') bare = true;
      else for (const c of p.checks) checks.add(c);
    }
    if (checks.size > 0 || bare) {
      claims.push({ source, where, text: s.length > 200 ? s.slice(0, 197) + '…' : s, checks: [...checks], bare });
    }
  }
  return claims;
}
