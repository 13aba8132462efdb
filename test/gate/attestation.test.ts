// The attestations: the verdict and each proven check as in-toto Statements v1, checked against the
// in-toto attestation framework's own vectors and protos (test/vectors/in-toto), signed the way the
// README says through @actions/attest's own statement builder, and holding no credential and no path
// of this machine.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Predicate, Subject } from '@actions/attest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction, type ActionEnvironment } from '../../src/action/run.js';
import { repositoryOf, repositoryUrl } from '../../src/gate/attestation.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { bundleAction, Team } from '../support/team.js';

const VECTORS = join(REPO_ROOT, 'test', 'vectors', 'in-toto');
const readJson = (path: string): any => JSON.parse(readFileSync(path, 'utf8'));
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(readJson(join(VECTORS, 'statement-v1.schema.json')));
ajv.addSchema(readJson(join(VECTORS, 'test-result-v0.1.schema.json')));
const validStatement = ajv.getSchema('https://proofledger.test/in-toto/statement-v1.schema.json')!;
const validResourceDescriptor = ajv.getSchema('https://proofledger.test/in-toto/statement-v1.schema.json#/$defs/ResourceDescriptor')!;
const validTestResult = ajv.getSchema('https://proofledger.test/in-toto/test-result-v0.1.schema.json')!;

// @actions/attest builds the Statement it signs with buildIntotoStatement, which its package entry
// does not export (only attest(), which goes on to sign with Fulcio and a timestamp authority on
// fixed hosts): its own module is loaded from the installed package, and the test stops there.
const attestLib = join(REPO_ROOT, 'node_modules', '@actions', 'attest');
const { buildIntotoStatement } = (await import(pathToFileURL(join(attestLib, 'lib', 'intoto.js')).href)) as { buildIntotoStatement: (subjects: Subject[], predicate: Predicate) => object };

// What actions/attest (v4, src/subject.ts parseSubjectDigest and src/predicate.ts) accepts for
// `subject-digest` and does with `predicate-path`; the action is not a package, so its rule is
// restated here: SHA-2 only, each with its hex length.
const ACTION_DIGESTS: Record<string, number> = { sha224: 56, sha256: 64, sha384: 96, sha512: 128, sha512_224: 56, sha512_256: 64 };
function actionSubject(name: string, digest: string): Subject {
  const m = /^([^:]+):([^:]+)$/.exec(digest);
  if (!m) throw new Error('subject-digest must be in the format "algorithm:hex_digest"');
  const length = ACTION_DIGESTS[m[1]!];
  if (length === undefined) throw new Error(`subject-digest has unsupported algorithm "${m[1]}"`);
  if (!/^[0-9a-fA-F]+$/.test(m[2]!) || m[2]!.length !== length) throw new Error('subject-digest has invalid hex digits or length');
  if (!name) throw new Error('subject-name must be provided when using subject-digest');
  return { name, digest: { [m[1]!]: m[2]! } };
}
const signedByRecipe = (name: string, digest: string, predicateType: string, predicatePath: string): any =>
  buildIntotoStatement([actionSubject(name, digest)], { type: predicateType, params: JSON.parse(readFileSync(predicatePath, 'utf-8')) as object });

const NO_CI = { GITHUB_REPOSITORY: undefined, GITHUB_SERVER_URL: undefined };
const GIT_ENV = { GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' };

function commitSha256(dir: string, commit: string): string {
  return createHash('sha256').update(spawnSync('git', ['cat-file', 'commit', commit], { cwd: dir }).stdout).digest('hex');
}

/** Every file under dir, as text. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => readFileSync(join(e.parentPath, e.name), 'utf8')).join('\n');
}

describe('the in-toto schemas proofledger is checked against', () => {
  const { vectors } = readJson(join(VECTORS, 'go-validate-vectors.json')) as { vectors: { kind: string; name: string; json: string; valid: boolean }[] };

  it.each(vectors.map((v) => [v.name, v] as const))('agree with in-toto\'s Go validator on %s', (_name, v) => {
    const validate = v.kind === 'statement' ? validStatement : validResourceDescriptor;
    expect(validate(JSON.parse(v.json)), JSON.stringify(validate.errors)).toBe(v.valid);
  });

  it('accept the test-result predicate\'s own example, and refuse it with a result or a field the spec does not have', () => {
    const example = readJson(join(VECTORS, 'test-result-example.json'));
    expect(validTestResult(example), JSON.stringify(validTestResult.errors)).toBe(true);
    expect(validTestResult({ ...example, predicate: { ...example.predicate, result: 'OK' } })).toBe(false);
    expect(validTestResult({ ...example, predicate: { ...example.predicate, passedTests: 3 } })).toBe(false);
    expect(validTestResult({ ...example, predicate: { ...example.predicate, testCount: 3 } })).toBe(false);
  });

  it('name exactly the fields of the published protos (as protojson names them)', () => {
    const fields = (proto: string, message: string): string[] => {
      const body = new RegExp(`message ${message} \\{([\\s\\S]*?)\\n\\}`).exec(readFileSync(join(VECTORS, 'protos', proto), 'utf8'))![1]!;
      return [...body.matchAll(/^\s*(?:repeated\s+)?(?:map<[^>]+>|[\w.]+)\s+(\w+)\s*=\s*\d+(?:\s*\[json_name\s*=\s*"([^"]+)"\])?;/gm)].map((m) => m[2] ?? m[1]!.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())).sort();
    };
    const schema = readJson(join(VECTORS, 'statement-v1.schema.json'));
    const testResult = readJson(join(VECTORS, 'test-result-v0.1.schema.json'));
    expect(Object.keys(schema.properties).sort()).toEqual(fields('statement.proto', 'Statement'));
    expect(Object.keys(schema.$defs.ResourceDescriptor.properties).sort()).toEqual(fields('resource_descriptor.proto', 'ResourceDescriptor'));
    expect(Object.keys(testResult.properties.predicate.properties).sort()).toEqual(fields('test_result.proto', 'TestResult'));
  });
});

describe('the verdict and each proven check as in-toto Statements', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());
  const gate = (path: string, env: Record<string, string | undefined> = NO_CI) => runCli(['gate', '--base', 'main', '--attestation', path], { cwd: t.dir, env: { ...GIT_ENV, ...env } });

  function honestChange(): string {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    return t.commit('Change a. All tests pass.');
  }

  it('PATH.json: the gate Statement alone, subject the head commit by id and by the SHA-256 of its object', () => {
    const head = honestChange();
    const file = join(t.root.dir, 'statement.json');
    expect(gate(file).code).toBe(0);
    const statement = readJson(file);
    expect(validStatement(statement), JSON.stringify(validStatement.errors)).toBe(true);
    expect(statement.subject).toEqual([{ name: head, digest: { gitCommit: head, sha256: commitSha256(t.dir, head) } }]);
    expect(statement.predicateType).toBe('https://proofledger.dev/attestation/gate/v1');
    expect(statement.predicate.verdict).toBe('pass');
    expect(statement.predicate.range.head).toBe(head);
    expect(statement.predicate.checks).toContainEqual(expect.objectContaining({ check: 'test', status: 'proven', source: 'ledger' }));
    const lastLine = readFileSync(join(t.dir, '.proofledger', 'sessions', 's1.jsonl'), 'utf8').trim().split('\n').at(-1)!;
    expect(statement.predicate.sessions[0]).toMatchObject({ session: 's1', lastEntryHash: (JSON.parse(lastLine) as { hash: string }).hash });
  });

  it('PATH.jsonl: the gate Statement, then one test-result Statement per proven check with the same subject, naming the command and the ledger line', () => {
    const head = honestChange();
    const file = join(t.root.dir, 'attestations.jsonl');
    expect(gate(file).code).toBe(0);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const [gateStatement, testResult, ...rest] = lines.slice(0, -1).map((l) => JSON.parse(l) as any);
    expect(rest).toEqual([]);
    expect(gateStatement.predicateType).toBe('https://proofledger.dev/attestation/gate/v1');
    expect(validTestResult(testResult), JSON.stringify(validTestResult.errors)).toBe(true);
    expect(testResult.subject).toEqual(gateStatement.subject);
    const ledger = readFileSync(join(t.dir, '.proofledger', 'sessions', 's1.jsonl'), 'utf8').trim().split('\n');
    const index = ledger.findIndex((l) => (JSON.parse(l) as { type: string }).type === 'verification');
    const verification = JSON.parse(ledger[index]!) as { hash: string; seq: number };
    expect(testResult.predicate).toEqual({
      result: 'PASSED',
      configuration: [
        { name: 'node test.js', digest: { sha256: createHash('sha256').update('node test.js').digest('hex') } },
        {
          name: `.proofledger/sessions/s1.jsonl#L${index + 1}`,
          digest: { sha256: createHash('sha256').update(ledger[index]!).digest('hex') },
          mediaType: 'application/jsonl',
          annotations: expect.objectContaining({ session: 's1', line: index + 1, seq: verification.seq, entryHash: verification.hash, check: 'test', binding: 'exact tree', exitCode: 0, tests: { passed: 3, failed: 0, skipped: 0 } }),
        },
      ],
      failedTests: [],
    });
    expect(gateStatement.subject[0].digest.gitCommit).toBe(head);
  });

  it('no proven check, no test-result Statement: a failing test run is not attested', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' }, { test: 'fail' });
    t.commit('Change a. All tests pass.');
    const file = join(t.root.dir, 'attestations.jsonl');
    expect(gate(file).code).toBe(1);
    const statements = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as any);
    expect(statements.map((s) => s.predicateType)).toEqual(['https://proofledger.dev/attestation/gate/v1']);
    expect(statements[0].predicate.verdict).toBe('fail');
  });

  it('a folder: each Statement with its predicate beside it; a check no longer proven leaves no file behind', () => {
    honestChange();
    const folder = join(t.root.dir, 'out');
    mkdirSync(folder);
    writeFileSync(join(folder, 'test-result.build.predicate.json'), '{}');
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    expect(gate(folder).code).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['gate.predicate.json', 'gate.statement.json', 'notes.txt', 'test-result.test.predicate.json', 'test-result.test.statement.json']);
    expect(readJson(join(folder, 'gate.predicate.json'))).toEqual(readJson(join(folder, 'gate.statement.json')).predicate);
    expect(readJson(join(folder, 'test-result.test.predicate.json'))).toEqual(readJson(join(folder, 'test-result.test.statement.json')).predicate);
    expect(validStatement(readJson(join(folder, 'gate.statement.json')))).toBe(true);
    expect(validTestResult(readJson(join(folder, 'test-result.test.statement.json')))).toBe(true);
    // A place it cannot write: exit 2, one line naming the file.
    const bad = gate(join(t.root.dir, 'no-such-dir', 'all.jsonl'));
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain(join(t.root.dir, 'no-such-dir', 'all.jsonl'));
  });

  it('the README\'s recipe, through @actions/attest\'s own statement builder, signs what proofledger asserts: its subject without the gitCommit digest, the same predicate', async () => {
    const base = t.git('rev-parse', 'main');
    const head = honestChange();
    const folder = join(t.root.dir, 'runner-temp', 'proofledger-attestations');
    const outputs: Record<string, string> = {};
    const env: ActionEnvironment = {
      workspace: t.dir,
      eventName: 'pull_request',
      payload: { pull_request: { number: 1, title: 'Change', body: 'All tests pass.', base: { sha: base }, head: { sha: head, ref: 'feature' } }, repository: { full_name: 'o/r' } },
      inputs: { mode: 'enforce', comment: false, status: false },
      attestationPath: folder,
      serverUrl: 'https://github.com',
      setOutput: (name, value) => void (outputs[name] = value),
      annotate: () => undefined,
      writeSummary: async () => undefined,
      info: () => undefined,
      warning: () => undefined,
      setFailed: (m) => {
        throw new Error(m);
      },
    };
    await runAction(env);
    expect(outputs['subject-name']).toBe(`git+https://github.com/o/r@${head}`);
    expect(outputs['subject-digest']).toBe(`sha256:${commitSha256(t.dir, head)}`);
    expect(outputs['attestations']).toBe(folder);
    expect(outputs['attestation']).toBe(join(folder, 'gate.statement.json'));
    const testResults = JSON.parse(outputs['test-results']!) as Record<string, string>;
    expect(Object.keys(testResults)).toEqual(['test']);

    const pairs = [
      { type: 'https://proofledger.dev/attestation/gate/v1', predicate: outputs['predicate']!, statement: outputs['attestation']! },
      { type: 'https://in-toto.io/attestation/test-result/v0.1', predicate: testResults['test']!, statement: join(folder, 'test-result.test.statement.json') },
    ];
    for (const p of pairs) {
      const signed = signedByRecipe(outputs['subject-name']!, outputs['subject-digest']!, p.type, p.predicate);
      const ours = readJson(p.statement);
      const { gitCommit, ...sha2 } = ours.subject[0].digest as Record<string, string>;
      expect(gitCommit).toBe(head);
      expect(signed).toEqual({ ...ours, subject: [{ name: ours.subject[0].name, digest: sha2 }] });
      expect(validStatement(signed), JSON.stringify(validStatement.errors)).toBe(true);
      if (p.type.includes('test-result')) expect(validTestResult(signed), JSON.stringify(validTestResult.errors)).toBe(true);
    }
    // The recipe the README had: a SHA-1 digest, which actions/attest refuses.
    expect(() => signedByRecipe(outputs['subject-name']!, `sha1:${head}`, pairs[0]!.type, pairs[0]!.predicate)).toThrow(/unsupported algorithm "sha1"/);
    // Nothing of the runner's machine in what is signed.
    expect(allText(folder)).not.toContain(t.root.dir);

    // A folder that cannot be written: a warning, and the verdict and summary stand.
    const blocker = join(t.root.dir, 'a-file');
    writeFileSync(blocker, '');
    const warnings: string[] = [];
    let summary = '';
    for (const k of Object.keys(outputs)) delete outputs[k];
    await runAction({ ...env, attestationPath: join(blocker, 'attestations'), warning: (m) => void warnings.push(m), writeSummary: async (md) => void (summary += md) });
    expect(outputs['verdict']).toBe('pass');
    expect(outputs['subject-name']).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^no attestations: .*a-file\/attestations/)]);
    expect(summary).toContain('proofledger');
  });
});

describe('the bundled Action as the runner starts it', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());

  it('writes the folder under RUNNER_TEMP and gives actions/attest its inputs as outputs, naming the repository as the runner does', () => {
    const action = bundleAction();
    try {
      const base = t.git('rev-parse', 'main');
      t.branch('feature');
      t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
      const head = t.commit('Change a. All tests pass.');
      const runnerTemp = join(t.root.dir, 'runner-temp');
      mkdirSync(runnerTemp);
      const eventPath = join(runnerTemp, 'event.json');
      const outputPath = join(runnerTemp, 'output');
      writeFileSync(eventPath, JSON.stringify({ pull_request: { number: 7, title: 'Change', body: '', base: { sha: base, repo: { full_name: 'o/r' } }, head: { sha: head, ref: 'feature', repo: { full_name: 'o/r' } } }, repository: { full_name: 'o/r' } }));
      writeFileSync(outputPath, '');
      const r = spawnSync(process.execPath, [action.path], {
        cwd: t.dir,
        encoding: 'utf8',
        env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_OUTPUT: outputPath, GITHUB_WORKSPACE: t.dir, GITHUB_SERVER_URL: 'https://ghe.example.com', GITHUB_REPOSITORY: 'o/r', INPUT_MODE: 'enforce', INPUT_TOKEN: '', 'INPUT_WORKING-DIRECTORY': '.', RUNNER_TEMP: runnerTemp },
      });
      expect(r.status, r.stdout + r.stderr).toBe(0);
      const outputs: Record<string, string> = {};
      for (const m of readFileSync(outputPath, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
      const folder = join(runnerTemp, 'proofledger-attestations');
      expect(outputs).toMatchObject({
        attestation: join(folder, 'gate.statement.json'),
        attestations: folder,
        predicate: join(folder, 'gate.predicate.json'),
        'subject-name': `git+https://ghe.example.com/o/r@${head}`,
        'subject-digest': `sha256:${commitSha256(t.dir, head)}`,
      });
      expect(JSON.parse(outputs['test-results']!)).toEqual({ test: join(folder, 'test-result.test.predicate.json') });
      expect(validTestResult(readJson(join(folder, 'test-result.test.statement.json')))).toBe(true);
      expect(allText(folder)).not.toContain(t.root.dir);
    } finally {
      action.cleanup();
    }
  });
});

describe('no credential and no local path in an attestation', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());

  const SECRETS = ['ghs_16C7e42F292c6912E7710c838347Ae178B4a', 'x-access-token', 'hunter2', 'alice', 'glpat-', 'private_token'];
  const REMOTES: [string, string | null][] = [
    ['https://x-access-token:ghs_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git', 'https://github.com/o/r'],
    ['https://alice:hunter2@gitlab.com/group/sub/p.git', 'https://gitlab.com/group/sub/p'],
    ['https://alice@bitbucket.org:8443/o/r.git?private_token=glpat-xxxxxxxxxxxxxxxxxxxx#frag', 'https://bitbucket.org:8443/o/r'],
    ['ssh://alice@github.com:22/o/r.git', 'https://github.com/o/r'],
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['alice:hunter2@github.com:o/r', 'https://github.com/o/r'],
    [join(tmpdir(), 'alice', 'r.git'), null],
  ];
  it('a remote with a token, a password, a user, a query or a local path: the repository named without them, and nothing else of it anywhere', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const head = t.commit('Change a. All tests pass.');
    for (const [remote, expected] of REMOTES) {
      t.git('remote', 'set-url', 'origin', remote);
      const folder = join(t.root.dir, 'out');
      expect(runCli(['gate', '--base', 'main', '--attestation', folder], { cwd: t.dir, env: { ...GIT_ENV, ...NO_CI } }).code, remote).toBe(0);
      const text = allText(folder);
      for (const secret of SECRETS) expect(text, remote).not.toContain(secret);
      expect(text, remote).not.toContain(t.root.dir);
      expect(text, remote).not.toContain(tmpdir());
      expect(readJson(join(folder, 'gate.statement.json')).subject[0].name, remote).toBe(expected ? `git+${expected}@${head}` : head);
    }
  });

  it('with no remote and no CI variables the subject is the commit alone: never this machine\'s path', () => {
    t.git('remote', 'remove', 'origin');
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const head = t.commit('Change a. All tests pass.');
    const file = join(t.root.dir, 'all.jsonl');
    expect(runCli(['gate', '--base', 'main', '--attestation', file], { cwd: t.dir, env: { ...GIT_ENV, ...NO_CI } }).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(t.root.dir);
    for (const line of text.trim().split('\n')) expect((JSON.parse(line) as any).subject[0].name).toBe(head);
  });

  it('in CI, GITHUB_SERVER_URL and GITHUB_REPOSITORY name it, whatever the remote holds', () => {
    t.git('remote', 'set-url', 'origin', 'https://x-access-token:ghs_16C7e42F292c6912E7710c838347Ae178B4a@github.com/fork/r.git');
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const head = t.commit('Change a. All tests pass.');
    const file = join(t.root.dir, 'gate.json');
    expect(runCli(['gate', '--base', 'main', '--attestation', file], { cwd: t.dir, env: { ...GIT_ENV, GITHUB_SERVER_URL: 'https://ghe.example.com', GITHUB_REPOSITORY: 'acme/app' } }).code).toBe(0);
    expect(readJson(file).subject[0].name).toBe(`git+https://ghe.example.com/acme/app@${head}`);
  });
});

describe('repositoryUrl', () => {
  it.each([
    ['/srv/git/r.git', null],
    ['../r', null],
    ['file:///srv/git/r.git', null],
    ['C:\\repos\\r', null],
    ['C:/repos/r', null],
    ['https://github.com/o/../../etc', null],
    ['https://github.com/o/r%0a', null],
    ['https://github.com/o/r\n', 'https://github.com/o/r'],
    ['ext::sh -c touch% /tmp/pwned', null],
    ['', null],
    ['HTTPS://GitHub.com/O/R.git', 'https://github.com/O/R'],
    ['http://internal.example:8080/o/r', 'http://internal.example:8080/o/r'],
    ['git://example.org/o/r', 'https://example.org/o/r'],
  ])('%j → %s', (remote, expected) => {
    expect(repositoryUrl(remote)).toBe(expected);
  });

  it('refuses a megabyte of hostile remote at once (bounded input)', () => {
    expect(repositoryUrl('a'.repeat(1 << 20))).toBeNull();
    expect(repositoryUrl(`git@${'a'.repeat(1 << 20)}:o/r`)).toBeNull();
  });

  it('prefers the CI variables, refuses a malformed GITHUB_REPOSITORY, and strips credentials from GITHUB_SERVER_URL', () => {
    expect(repositoryOf({ GITHUB_REPOSITORY: 'o/r' }, 'git@gitlab.com:x/y.git')).toBe('https://github.com/o/r');
    expect(repositoryOf({ GITHUB_REPOSITORY: 'o/r/../x' }, 'git@gitlab.com:x/y.git')).toBe('https://gitlab.com/x/y');
    expect(repositoryOf({ GITHUB_REPOSITORY: 'o/r', GITHUB_SERVER_URL: 'https://u:p@ghe.example.com/' }, undefined)).toBe('https://ghe.example.com/o/r');
    expect(repositoryOf({}, undefined)).toBeNull();
  });
});
