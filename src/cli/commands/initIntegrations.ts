import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliContext } from '../context.js';

const HOOK_MARKER = 'proofledger pre-push';

function packagedHook(): string {
  return readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'hooks', 'pre-push'), 'utf8');
}

/** Adds the pre-push hook to .husky/, appending to an existing hook instead of replacing it. */
export function initHusky(ctx: CliContext): string[] {
  const notes: string[] = [];
  const hook = join(ctx.layout.root, '.husky', 'pre-push');
  mkdirSync(dirname(hook), { recursive: true });
  if (!existsSync(hook)) {
    writeFileSync(hook, packagedHook());
    notes.push('created  .husky/pre-push');
  } else {
    const have = readFileSync(hook, 'utf8');
    if (have.includes(HOOK_MARKER)) notes.push('kept     .husky/pre-push (already runs proofledger)');
    else {
      const body = packagedHook().split('\n').filter((l) => !l.startsWith('#!')).join('\n');
      writeFileSync(hook, have.replace(/\n?$/, '\n') + '\n' + body);
      notes.push('updated  .husky/pre-push (proofledger appended; your existing commands run first)');
    }
  }
  chmodSync(hook, 0o755);
  const hooksPath = spawnSync('git', ['config', '--get', 'core.hooksPath'], { cwd: ctx.layout.root, encoding: 'utf8' }).stdout.trim();
  if (hooksPath) {
    notes.push(`git core.hooksPath is ${hooksPath}: ${hooksPath.startsWith('.husky') ? 'husky runs the hook' : 'make sure it runs .husky/pre-push'}`);
  } else {
    const gitHook = spawnSync('git', ['rev-parse', '--git-path', 'hooks/pre-push'], { cwd: ctx.layout.root, encoding: 'utf8' }).stdout.trim();
    if (gitHook && existsSync(join(ctx.layout.root, gitHook))) {
      notes.push(`an existing ${gitHook} is active and was left alone: run \`npx husky init\` (or call .husky/pre-push from it)`);
    } else {
      spawnSync('git', ['config', 'core.hooksPath', '.husky'], { cwd: ctx.layout.root });
      notes.push('set git core.hooksPath to .husky (husky v9 does the same on `npm install` once it is a devDependency)');
    }
  }
  return notes;
}

export const WORKFLOW = `name: proofledger
on:
  pull_request:
    types: [opened, synchronize, reopened, edited]
permissions:
  contents: read
  pull-requests: write
  statuses: write
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: proofledger/proofledger@v0
        with:
          mode: enforce
`;

export function initGithub(ctx: CliContext): string[] {
  const path = join(ctx.layout.root, '.github', 'workflows', 'proofledger.yml');
  if (existsSync(path)) return ['kept     .github/workflows/proofledger.yml'];
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, WORKFLOW);
  return ['created  .github/workflows/proofledger.yml'];
}
