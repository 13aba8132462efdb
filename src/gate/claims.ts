// Claims of success, found in words. A claim names the checks it asserts; a bare claim of success
// ("ready to merge", "done, verified") asserts whatever the policy requires.

import type { CheckKind } from '../format/generated/configSchema.js';
import type { TextPattern } from '../config/configPattern.js';

/** `change`: no words at all — the policy requires evidence for an agent's change to code. */
export type ClaimSource = 'session' | 'pr' | 'commit' | 'change';

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
  /** A session's claim made after proofledger vetoed that stop: the veto's line. */
  afterVeto?: { line: number };
}

export interface ClaimPattern {
  /** A RegExp for the built-in patterns; a config's come from compileConfigPattern (linear time). */
  pattern: TextPattern;
  checks: CheckKind[] | 'required';
}

// Each pattern allows the common wordings; negations ("not all tests pass", "tests failing") are
// filtered separately so that an honest report of failure is never read as a claim.
const BUILTIN_CLAIM_PATTERNS: ClaimPattern[] = [
  { pattern: /\b(?:all\s+)?(?:unit\s+|integration\s+|e2e\s+)?tests?\s+(?:are\s+|now\s+|all\s+)*(?:pass(?:ing|es|ed)?|green|succeed(?:ing|s|ed)?)\b/i, checks: ['test'] },
  { pattern: /\b(?:test\s+suite|test\s+run|specs?)\s+(?:is\s+|are\s+|now\s+)*(?:pass(?:ing|es|ed)?|green)\b/i, checks: ['test'] },
  { pattern: /(?:✅|✔️?|☑️?)\s*(?:all\s+)?tests?\b/iu, checks: ['test'] },
  { pattern: /\btests?\s*(?::|-)?\s*(?:✅|✔️?|☑️?)/iu, checks: ['test'] },
  { pattern: /\b(?:build|compil(?:e|ation))\s+(?:is\s+|now\s+)*(?:green|pass(?:ing|es|ed)?|succeed(?:s|ed|ing)?|successful|clean|works)\b/i, checks: ['build'] },
  { pattern: /(?:✅|✔️?)\s*build\b/iu, checks: ['build'] },
  { pattern: /\blint(?:ing|er)?\s+(?:is\s+|now\s+)*(?:clean|pass(?:ing|es|ed)?|green)\b|\bno\s+lint\s+(?:errors|warnings)\b/i, checks: ['lint'] },
  { pattern: /\b(?:type-?check(?:ing|s)?|tsc|types?)\s+(?:is\s+|are\s+|now\s+)*(?:clean|pass(?:ing|es|ed)?|green)\b|\bno\s+type\s+errors\b/i, checks: ['typecheck'] },
  { pattern: /\b(?:CI|checks?|everything)\s+(?:is\s+|are\s+|now\s+)*(?:green|pass(?:ing|es|ed)?)\b/i, checks: 'required' },
  // "Ready for review" asks for a review; it asserts nothing about checks.
  { pattern: /\b(?:ready\s+to\s+merge|ready\s+for\s+merge|verified|all\s+green|works\s+as\s+expected|fully\s+working|everything\s+(?:works|is\s+working))\b/i, checks: 'required' },
  // Wordings that name tests without the usual verb.
  { pattern: /\b100\s*%\s*(?:pass(?:ing|ed)?|green)\b/i, checks: ['test'] },
  { pattern: /\bpass(?:es|ed|ing)?\s+(?:all\s+)?(?:the\s+|of\s+the\s+)?(?:unit\s+|integration\s+)?(?:tests?|specs?|test\s+suite)\b/i, checks: ['test'] },
  { pattern: /\b(?:ran|run)\s+(?:all\s+)?(?:the\s+)?tests?\b.{0,40}?\b(?:they|it|all)\s+(?:all\s+)?pass(?:es|ed)?\b/i, checks: ['test'] },
  { pattern: /\bno\s+(?:test\s+failures|failing\s+tests|failures)\b/i, checks: ['test'] },
  { pattern: /\btest(?:s|\s+suite|\s+run)?\s*[:=\-]\s*(?:OK|okay|pass(?:ed|ing)?|green|success(?:ful)?)\b/i, checks: ['test'] },
  { pattern: /\btests?\s*[:=\-]?\s*(?:✅|✔️?|☑️?)/iu, checks: ['test'] },
  // The same in other languages agents answer in.
  { pattern: /\b(?:alle\s+)?tests\s+(?:sind\s+)?(?:bestanden|erfolgreich|grün)\b/iu, checks: ['test'] },
  { pattern: /\b(?:todos\s+los\s+|todas\s+las\s+)?(?:tests|pruebas)\s+(?:pasan|pasaron|funcionan|están\s+en\s+verde)\b/iu, checks: ['test'] },
  { pattern: /\b(?:tous\s+les\s+)?tests\s+(?:passent|réussissent|sont\s+(?:verts|ok))\b/iu, checks: ['test'] },
];

// "once" is conditional ("once CI passes"), except "once again"; "your CI" is somebody else's.
const NEGATION = /\b(?:not|n't|never|no\s+longer|fail(?:s|ed|ing)?|broken|unable|cannot|can't|won't|without|yet\s+to|until|once(?!\s+again)|if|when|should|need(?:s)?\s+to|todo|wip|make\s+sure|ensure|check\s+(?:that|whether|if)|verify\s+(?:that|whether)|to\s+see|your)\b|\?/i;

export interface ClaimOptions {
  builtin: boolean;
  extra: ClaimPattern[];
}

/** Claims in a piece of text: one per sentence that makes any, with every check it names. */
export function findClaims(text: string, source: ClaimSource, where: string, options: ClaimOptions): Claim[] {
  const patterns = [...options.extra, ...(options.builtin ? BUILTIN_CLAIM_PATTERNS : [])];
  const claims: Claim[] = [];
  // Quoted and fenced text is somebody else's words (logs, examples), not this author's claim; a
  // GitHub callout (> [!NOTE]) is the author's own. An unchecked task item is a plan, not a claim.
  // Table cells and bold markup are read as the words they hold.
  const own = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^(\s*>\s*\[![A-Za-z]+\][^\n]*(?:\n\s*>[^\n]*)*)/gm, (block) => block.replace(/^\s*>\s?(?:\[![A-Za-z]+\])?/gm, ''))
    .replace(/^\s*>.*$/gm, ' ')
    .replace(/^\s*[-*+]\s+\[\s\].*$/gm, ' ')
    .replace(/"[^"\n]*"|“[^”\n]*”|„[^“\n]*“/g, ' ')
    .replace(/\*\*|__/g, '')
    .replace(/\|/g, ' ');
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
