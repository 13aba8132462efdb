// What each command loads at start-up. Hooks and pre-push run on every agent step and every push,
// so a command must not pay for modules it does not use; this pins the module set (deterministic),
// where a timed test would only be noise. The loader hook lists every module the process loads.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, REPO_ROOT } from '../support/cli.js';
import { writeSession } from '../support/ledgerFixture.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

let repo: TempRepo;
let loader: string;
let exitReport: string;

beforeAll(() => {
  repo = makeTempRepo();
  writeSession(repo.dir, 'one', 20);
  loader = join(repo.dir, 'list-modules.mjs');
  writeFileSync(loader, "export async function load(url, context, next) {\n  if (!url.startsWith('node:')) process.stderr.write('MODULE ' + url + '\\n');\n  return next(url, context);\n}\n");
  // CommonJS modules (required, not imported) and Node's built-ins do not pass the loader: the
  // process lists them itself as it exits.
  exitReport = join(repo.dir, 'exit-report.mjs');
  writeFileSync(exitReport, "import { createRequire } from 'node:module';\nconst Module = createRequire(import.meta.url)('node:module');\nprocess.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify([...process.moduleLoadList, ...Object.keys(Module._cache)]) + '\\n'));\n");
});
afterAll(() => repo.cleanup());

function modulesLoadedBy(args: string[]): string[] {
  const r = spawnSync(process.execPath, ['--no-warnings', '--experimental-loader', pathToFileURL(loader).href, BIN, ...args], { cwd: repo.dir, encoding: 'utf8', input: '' });
  expect(r.status, r.stderr).toBe(0);
  return r.stderr.split('\n').filter((l) => l.startsWith('MODULE ')).map((l) => l.slice('MODULE '.length));
}

const has = (mods: string[], part: string): boolean => mods.some((m) => m.includes(part));

/** Built-in modules (as "NativeModule name") and CommonJS files the command loaded. */
function builtinsAndRequiresOf(args: string[]): string[] {
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(exitReport).href, BIN, ...args], { cwd: repo.dir, encoding: 'utf8', input: '' });
  expect(r.status, r.stderr).toBe(0);
  const line = r.stderr.split('\n').find((l) => l.startsWith('LOADED '));
  return JSON.parse(line!.slice('LOADED '.length)) as string[];
}

describe('start-up: each command loads only what it uses', () => {
  it('--version loads neither the validators nor any command', () => {
    const mods = modulesLoadedBy(['--version']);
    expect(has(mods, '/build/cli/main.js')).toBe(true);
    for (const part of ['generated/', '/verify/', 'store/append', '/scrub/', '/gate/', 'simple-git', 'cli-progress', 'ajv']) expect(has(mods, part), part).toBe(false);
  });

  it('verify loads the entry validator but not the config, scrubber, gate, git, progress bar or ajv', () => {
    const mods = modulesLoadedBy(['verify']);
    // Node 20 reports dynamically imported modules too (where this is checked); Node 24 only the entry's static graph.
    if (has(mods, '/build/cli/commands/')) expect(has(mods, 'generated/entryValidator')).toBe(true);
    for (const part of ['generated/configValidator', '/config/', '/scrub/', '/gate/', '/git/', 'simple-git', 'cli-progress', 'ajv-formats', '@modelcontextprotocol', 'node_modules/ajv/dist/ajv', 'node_modules/ajv/dist/compile']) expect(has(mods, part), part).toBe(false);
  });

  it('the read-only commands load no writer, config, scrubber, gate or git', () => {
    writeFileSync(join(repo.dir, '.proofledger', 'current-session'), 'one\n');
    for (const args of [['summary'], ['log'], ['session', 'current']]) {
      const mods = modulesLoadedBy(args);
      // Node 20 reports dynamically imported modules too; Node 24 only the static graph of the entry.
      expect(has(mods, '/build/cli/main.js'), args.join(' ')).toBe(true);
      // summary verifies a session before reporting its check results: the entry validator, but no config.
      const generated = args[0] === 'summary' ? 'generated/configValidator' : 'generated/';
      for (const part of ['store/append', generated, '/config/', '/scrub/', '/gate/', '/git/', 'simple-git', 'ajv', 'better-sqlite3']) expect(has(mods, part), `${args.join(' ')}: ${part}`).toBe(false);
    }
  });

  it('verify and --version require no package and start no process machinery or worker', () => {
    for (const args of [['verify'], ['--version']]) {
      const loaded = builtinsAndRequiresOf(args);
      expect(loaded.some((m) => m === 'NativeModule fs'), 'the report lists built-ins').toBe(true);
      expect(loaded.filter((m) => m.includes('/node_modules/')), args.join(' ')).toEqual([]);
      for (const builtin of ['child_process', 'worker_threads']) expect(loaded, `${args.join(' ')}: ${builtin}`).not.toContain(`NativeModule ${builtin}`);
    }
    // The same report does see them where they are used: pre-push runs git.
    expect(builtinsAndRequiresOf(['pre-push'])).toContain('NativeModule child_process');
  });

  it('a parallel verify: the planner does not load the line checks; the worker loads neither the planner nor the single-file path', () => {
    // Static imports only, read from the built files: what a module costs before its first line runs.
    // (Which modules a worker loads at run time is a race with the main thread finishing first.)
    const planner = staticImportGraph('verify/parallel/verifyParallel.js');
    for (const heavy of ['verify/lineChecks.js', 'verify/fast/entryLineMatcher.js', 'format/schemaValidation.js', 'format/generated/entryValidator.js', 'verify/verifyChunk.js', 'verify/verifyFile.js']) {
      expect(planner, heavy).not.toContain(heavy);
    }
    const worker = staticImportGraph('verify/parallel/verifyWorker.js');
    expect(worker).toContain('verify/lineChecks.js');
    for (const part of ['verify/parallel/verifyParallel.js', 'verify/verifyFile.js', 'store/sessionFiles.js', 'errors.js']) expect(worker, part).not.toContain(part);
  });
});

const BUILD = join(REPO_ROOT, 'build');

/** Every module `entry` (relative to build/) imports statically, transitively, itself included. */
function staticImportGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (rel: string): void => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const text = readFileSync(join(BUILD, rel), 'utf8');
    // `import … from '…'` and `export … from '…'`, not `import('…')`.
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)) visit(join(dirname(rel), m[1]!));
  };
  visit(entry);
  return [...seen];
}
