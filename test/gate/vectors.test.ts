// Walks test/vectors/gate (made by scripts/vectors/gategen.mjs): each a GateInput as data, the base
// policy's config, and the finding codes the pure gate must give.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGate, type GateInput } from '../../src/gate/gate.js';
import { policyFromConfig } from '../../src/gate/policy.js';
import { REPO_ROOT } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

const DIR = join(REPO_ROOT, 'test', 'vectors', 'gate');
interface Vector { input: Omit<GateInput, 'ledger'> & { ledger: (Omit<GateInput['ledger'][number], 'head'> & { headText?: string })[] }; config: object; expect: string[] }
const vectors = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Vector] as const);
const tmp = makeTempDir();
afterAll(() => tmp.cleanup());

describe('gate vectors', () => {
  it.each(vectors)('%s', (_name, v) => {
    const input: GateInput = { ...v.input, ledger: v.input.ledger.map(({ headText, ...f }) => ({ ...f, ...(headText !== undefined ? { head: Buffer.from(headText) } : {}) })) };
    const result = runGate(input, policyFromConfig(v.config));
    expect(result.findings.map((f) => `${f.severity}:${f.code}`).sort(), JSON.stringify(result.findings, null, 1)).toEqual(v.expect);
  });

  it('the committed vectors are what scripts/vectors/gategen.mjs makes', () => {
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'vectors', 'gategen.mjs'), tmp.dir], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(tmp.dir).sort()).toEqual(readdirSync(DIR).sort());
    for (const f of readdirSync(DIR)) expect(readFileSync(join(tmp.dir, f), 'utf8'), f).toBe(readFileSync(join(DIR, f), 'utf8'));
  });
});
