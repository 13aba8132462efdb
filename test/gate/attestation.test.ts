import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { Team } from '../support/team.js';

const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'test', 'vectors', 'in-toto', 'statement-v1.schema.json'), 'utf8')) as object;
const ajv = new Ajv2020({ strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validStatement = ajv.compile(schema);

describe('the verdict as an in-toto Statement v1', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());

  it('gate --attestation writes a valid Statement: subject the head commit, checks, and each session\'s last entry hash', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const head = t.commit('Change a. All tests pass.');
    const file = join(t.root.dir, 'statement.json');
    expect(t.cli('gate', '--base', 'main', '--attestation', file).code).toBe(0);
    const statement = JSON.parse(readFileSync(file, 'utf8')) as { subject: { digest: { gitCommit: string } }[]; predicateType: string; predicate: { verdict: string; checks: { check: string; status: string; source: string }[]; sessions: { session: string; lastEntryHash: string }[] } };
    expect(validStatement(statement), JSON.stringify(validStatement.errors)).toBe(true);
    expect(statement.subject[0]!.digest.gitCommit).toBe(head);
    expect(statement.predicateType).toBe('https://proofledger.dev/attestation/gate/v1');
    expect(statement.predicate.verdict).toBe('pass');
    expect(statement.predicate.checks).toContainEqual(expect.objectContaining({ check: 'test', status: 'proven', source: 'ledger' }));
    const lastLine = readFileSync(join(t.dir, '.proofledger', 'sessions', 's1.jsonl'), 'utf8').trim().split('\n').at(-1)!;
    expect(statement.predicate.sessions[0]).toMatchObject({ session: 's1', lastEntryHash: (JSON.parse(lastLine) as { hash: string }).hash });
  });

  it('a statement missing its subject is refused by the schema (the check can fail)', () => {
    expect(validStatement({ _type: 'https://in-toto.io/Statement/v1', subject: [], predicateType: 'https://proofledger.dev/attestation/gate/v1' })).toBe(false);
  });
});
