import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { ProofledgerError } from '../../errors.js';
import { fileURLToPath } from 'node:url';
import type { CliContext } from '../context.js';

const HOOK_MARKER = 'proofledger pre-push';

function packagedHook(): string {
  return readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'hooks', 'pre-push'), 'utf8');
}

/** The packaged hook written at `hook`, or appended to what is there (its commands run first). */
function writeHook(hook: string, shown: string, notes: string[]): void {
  mkdirSync(dirname(hook), { recursive: true });
  if (!existsSync(hook)) {
    writeFileSync(hook, packagedHook());
    notes.push(`created  ${shown}`);
  } else {
    const have = readFileSync(hook, 'utf8');
    if (have.includes(HOOK_MARKER)) notes.push(`kept     ${shown} (already runs proofledger)`);
    else {
      const body = packagedHook().split('\n').filter((l) => !l.startsWith('#!')).join('\n');
      writeFileSync(hook, have.replace(/\n?$/, '\n') + '\n' + body);
      notes.push(`updated  ${shown} (proofledger appended; your existing commands run first)`);
    }
  }
  chmodSync(hook, 0o755);
}

const HUSKY_VERSION = '^9.1.7';

/**
 * The pre-push hook in every clone, husky v9's way: husky as a devDependency, `"prepare": "husky"`
 * (merged into an existing prepare script, never replacing it), and a committed .husky/pre-push.
 * Every clone that runs `npm install` then has the hook. Without package.json: a plain git hook in
 * this clone, and the note says what other clones must run.
 */
export function initHusky(ctx: CliContext): string[] {
  const notes: string[] = [];
  const pkgPath = join(ctx.layout.root, 'package.json');
  if (!existsSync(pkgPath)) {
    const gitHook = spawnSync('git', ['rev-parse', '--git-path', 'hooks/pre-push'], { cwd: ctx.layout.root, encoding: 'utf8' }).stdout.trim();
    writeHook(isAbsolute(gitHook) ? gitHook : join(ctx.layout.root, gitHook), gitHook, notes);
    notes.push('next     no package.json here, so no husky: this clone has the hook; every other clone must run `proofledger init --husky` once (a git hook is not cloned)');
    return notes;
  }
  let pkg: Record<string, any>;
  const text = readFileSync(pkgPath, 'utf8');
  try {
    pkg = JSON.parse(text) as Record<string, any>;
  } catch (err) {
    throw new ProofledgerError(`${pkgPath}: cannot add husky to it: ${(err as Error).message}`, 'input');
  }
  let changed = false;
  pkg['devDependencies'] ??= {};
  if (!pkg['devDependencies']['husky'] && !pkg['dependencies']?.['husky']) {
    pkg['devDependencies']['husky'] = HUSKY_VERSION;
    changed = true;
  }
  pkg['scripts'] ??= {};
  const prepare: string | undefined = pkg['scripts']['prepare'];
  if (!prepare) {
    pkg['scripts']['prepare'] = 'husky';
    changed = true;
  } else if (!/\bhusky\b/.test(prepare)) {
    pkg['scripts']['prepare'] = `husky && ${prepare}`;
    changed = true;
  }
  if (changed) {
    const indent = /^(\s+)"/m.exec(text)?.[1] ?? '  ';
    writeFileSync(pkgPath, JSON.stringify(pkg, null, indent) + (text.endsWith('\n') ? '\n' : ''));
    notes.push('updated  package.json (husky devDependency, "prepare": "husky")');
  } else notes.push('kept     package.json (husky already set up)');
  writeHook(join(ctx.layout.root, '.husky', 'pre-push'), '.husky/pre-push', notes);
  notes.push('next     run `npm install` (husky installs the hook on prepare), then commit package.json, the lockfile and .husky/pre-push: every clone that runs npm install is protected');
  return notes;
}

/**
 * The PR workflow, also run by a merge queue (merge_group: the queue's commit is judged). For a Node
 * project it installs the project and confirms `test` in CI itself; that runs the PR's code, which
 * can read everything the job holds (the Action's own environment included), so that job holds a
 * read-only token and no secret, and nothing is left in .git/config.
 */
function workflow(node: boolean): string {
  const checkout = `      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false   # leave no token in .git/config
`;
  const steps = node
    ? `${checkout}          ref: \${{ github.event.pull_request.head.sha || github.sha }}   # confirm runs the checks on the PR head (the queue's commit in a merge queue)
      - uses: actions/setup-node@v4
        with:
          node-version: 24
          cache: npm
      - run: npm ci
      - uses: proofledger/proofledger@v0
        with:
          mode: enforce
          confirm: test      # CI runs checks.test.command from the base branch's .proofledger/config.json
          # confirm runs the PR's code, and this job's token is read-only: the verdict is this job's
          # check (make \`gate\` required), not a PR comment or commit status.
          comment: false
          status: false
`
    : `${checkout}      - uses: proofledger/proofledger@v0
        with:
          mode: enforce
          # To have CI run the checks itself, name each check's command in .proofledger/config.json
          # (checks.test.command), check out the PR head (ref: github.event.pull_request.head.sha),
          # set up the toolchain, drop the write permissions above (the PR's code runs in this job),
          # and add:
          # confirm: test
`;
  const permissions = node ? 'permissions:\n  contents: read\n' : 'permissions:\n  contents: read\n  pull-requests: write\n  statuses: write\n';
  return `name: proofledger
on:
  pull_request:
    types: [opened, synchronize, reopened, edited]
  merge_group:   # a merge queue runs the gate on the queue's commit; make the job \`gate\` a required check
${permissions}jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
${steps}`;
}

/**
 * Writes the PR workflow; for a Node project with a test script, also names `npm test` as the
 * command CI confirms the test check with (checks.test.command), unless the config names one.
 */
export function initGithub(ctx: CliContext): string[] {
  const notes: string[] = [];
  const path = join(ctx.layout.root, '.github', 'workflows', 'proofledger.yml');
  const pkgPath = join(ctx.layout.root, 'package.json');
  let node = false;
  if (existsSync(pkgPath)) {
    try {
      node = typeof (JSON.parse(readFileSync(pkgPath, 'utf8')) as { scripts?: Record<string, string> }).scripts?.['test'] === 'string';
    } catch {
      node = false;
    }
  }
  if (existsSync(path)) notes.push('kept     .github/workflows/proofledger.yml');
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, workflow(node));
    notes.push(`created  .github/workflows/proofledger.yml${node ? ' (installs the project and confirms test in CI)' : ''}`);
  }
  if (node && existsSync(ctx.layout.configPath)) {
    const config = JSON.parse(readFileSync(ctx.layout.configPath, 'utf8')) as { checks?: Record<string, unknown> };
    const test = config.checks?.['test'];
    if (!test || Array.isArray(test) || !(test as { command?: string }).command) {
      config.checks = { ...config.checks, test: { ...(Array.isArray(test) ? { patterns: test } : ((test as object | undefined) ?? {})), command: 'npm test' } };
      writeFileSync(ctx.layout.configPath, JSON.stringify(config, null, 2) + '\n');
      notes.push('updated  .proofledger/config.json (checks.test.command: "npm test", what CI confirms with)');
    }
  }
  return notes;
}
