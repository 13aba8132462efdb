// The shape of the claims corpus (test/vectors/claims/corpus/<id>.json): real texts, labelled by hand
// before the claim reader was measured on them. This test checks the data, not the reader; the
// reader's precision and recall are measured elsewhere, on the same files.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const corpusDir = fileURLToPath(new URL('../vectors/claims/corpus/', import.meta.url));

const KINDS = ['pr_title', 'pr_body', 'commit_message', 'final_message', 'bot_body', 'template', 'review_comment', 'issue_text'];
const AUTHORS = [
  'copilot-agent', 'codex', 'devin', 'jules', 'claude-code', 'cursor', 'aider', 'gemini', 'other-agent',
  'human', 'dependabot', 'renovate', 'other-bot',
];
const CHECKS = ['test', 'build', 'lint', 'typecheck'];
const FIELDS = ['id', 'source', 'licence', 'kind', 'author', 'split', 'text', 'expected', 'note'];
const REQUIRED = FIELDS.filter((f) => f !== 'note');

/** The split rule, fixed before any measuring: heldout when sha256(id)'s first hex digit is below 5. */
function splitOf(id: string): 'tune' | 'heldout' {
  return createHash('sha256').update(id).digest('hex')[0]! < '5' ? 'heldout' : 'tune';
}

interface Case {
  id: string;
  source: string;
  licence: string;
  kind: string;
  author: string;
  split: string;
  text: string;
  expected: { checks: string[]; bare: boolean };
  note?: string;
}

/** The problems with one file, each as "<file>: <field>: <what>". */
function problemsOf(file: string, raw: string): string[] {
  const problems: string[] = [];
  const at = (field: string, what: string) => problems.push(`${file}: ${field}: ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return [`${file}: not JSON: ${(error as Error).message}`];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${file}: not a JSON object`];
  const c = value as Record<string, unknown>;
  for (const key of Object.keys(c)) if (!FIELDS.includes(key)) at(key, 'unknown field');
  for (const key of REQUIRED) if (!(key in c)) at(key, 'missing');
  const id = c.id;
  if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) at('id', 'must match [a-z0-9-]+');
  else {
    if (`${id}.json` !== file) at('id', `must equal the file name (${file})`);
    if (c.split !== splitOf(id)) at('split', `must be ${splitOf(id)} by the split rule`);
  }
  if (typeof c.source !== 'string' || !/^https:\/\/\S+$/.test(c.source)) at('source', 'must be an https URL');
  if (typeof c.licence !== 'string' || c.licence.trim() === '') at('licence', 'must be a non-empty string');
  if (typeof c.kind !== 'string' || !KINDS.includes(c.kind)) at('kind', `must be one of ${KINDS.join(', ')}`);
  if (typeof c.author !== 'string' || !AUTHORS.includes(c.author)) at('author', `must be one of ${AUTHORS.join(', ')}`);
  if (c.split !== 'tune' && c.split !== 'heldout') at('split', 'must be tune or heldout');
  if (typeof c.text !== 'string' || c.text.trim() === '') at('text', 'must be a non-empty string');
  if ('note' in c && (typeof c.note !== 'string' || c.note.trim() === '')) at('note', 'must be a non-empty string when present');
  const expected = c.expected as Record<string, unknown> | undefined;
  if (typeof expected !== 'object' || expected === null || Array.isArray(expected)) at('expected', 'must be an object');
  else {
    for (const key of Object.keys(expected)) if (key !== 'checks' && key !== 'bare') at(`expected.${key}`, 'unknown field');
    const checks = expected.checks;
    if (!Array.isArray(checks)) at('expected.checks', 'must be an array');
    else {
      for (const check of checks) if (!CHECKS.includes(check as string)) at('expected.checks', `${JSON.stringify(check)} is not one of ${CHECKS.join(', ')}`);
      if (new Set(checks).size !== checks.length) at('expected.checks', 'has duplicates');
    }
    if (typeof expected.bare !== 'boolean') at('expected.bare', 'must be true or false');
  }
  return problems;
}

function loadCorpus(): { files: string[]; cases: Case[]; problems: string[] } {
  const files = readdirSync(corpusDir).sort();
  const problems: string[] = [];
  const cases: Case[] = [];
  for (const file of files) {
    if (!file.endsWith('.json')) {
      problems.push(`${file}: not a .json file`);
      continue;
    }
    const found = problemsOf(file, readFileSync(corpusDir + file, 'utf8'));
    problems.push(...found);
    if (found.length === 0) cases.push(JSON.parse(readFileSync(corpusDir + file, 'utf8')) as Case);
  }
  return { files, cases, problems };
}

describe('claims corpus format', () => {
  const { files, cases, problems } = loadCorpus();

  it('every file is a case of the documented shape', () => {
    expect(problems).toEqual([]);
    expect(cases.length).toBe(files.length);
  });

  it('ids are unique, also ignoring case', () => {
    const ids = cases.map((c) => c.id.toLowerCase());
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('holds at least 250 cases, about 30% of them heldout', () => {
    expect(cases.length).toBeGreaterThanOrEqual(250);
    const heldout = cases.filter((c) => c.split === 'heldout').length / cases.length;
    expect(heldout).toBeGreaterThan(0.2);
    expect(heldout).toBeLessThan(0.4);
  });

  it('at least 30% are hard negatives (no claim), and every check kind is claimed somewhere', () => {
    const negatives = cases.filter((c) => c.expected.checks.length === 0 && !c.expected.bare).length;
    expect(negatives / cases.length).toBeGreaterThanOrEqual(0.3);
    for (const check of CHECKS) expect(cases.some((c) => c.expected.checks.includes(check)), check).toBe(true);
    expect(cases.some((c) => c.expected.bare)).toBe(true);
  });

  it('the same text is not in the corpus twice', () => {
    const texts = cases.map((c) => c.text);
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it('the README states the current size (its counts are regenerated with the corpus)', () => {
    const readme = readFileSync(fileURLToPath(new URL('../vectors/claims/README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(`**${cases.length} cases**`);
  });

  it('reports a bad file by name and field', () => {
    expect(problemsOf('x-1.json', '{"id":"x-2","source":"http://a","kind":"tweet"}')).toEqual(
      expect.arrayContaining([
        'x-1.json: id: must equal the file name (x-1.json)',
        'x-1.json: source: must be an https URL',
        'x-1.json: kind: must be one of pr_title, pr_body, commit_message, final_message, bot_body, template, review_comment, issue_text',
        'x-1.json: licence: missing',
        'x-1.json: expected: must be an object',
      ]),
    );
    expect(problemsOf('y.json', '{')).toEqual([expect.stringMatching(/^y\.json: not JSON: /)]);
  });
});
