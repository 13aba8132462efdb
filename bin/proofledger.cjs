#!/usr/bin/env node
'use strict';
// CommonJS: Node starts a CommonJS entry without its ES-module loader, which agent hooks, run on
// every tool call, would otherwise pay for on each start.
const module_ = require('node:module');


/**
 * A command's own bundle in build/ (npm run build makes them), run with a V8 code cache taken after
 * its first run: Node's compile cache holds only what V8 compiles before a file runs, and a hook
 * spends much of its time compiling the functions it calls. The cache sits in Node's compile cache
 * folder (none where that is off), one file per bundle and Node version. It is used only for the very
 * file it was made from: it starts with that file's path, size, inode and change times, as Python's
 * .pyc names its source; the change time (ctime) is set by the system on every write and cannot be
 * set back, so a bundle rebuilt or reinstalled in place, even with npm's fixed mtimes and the same
 * size, never meets an old cache. Not a hash of the bytes: node:crypto alone costs a hook a few
 * milliseconds to load. V8 refuses a cache made by another version of itself or with other flags, and
 * a refused, stale or missing cache is made anew.
 */
function loadBundle(name) {
  const { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
  const { dirname, join } = require('node:path');
  const path = join(__dirname, '..', 'build', `${name}.cjs`);
  let bytes;
  let stat;
  try {
    const fd = openSync(path, 'r');
    try {
      stat = fstatSync(fd, { bigint: true });
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    return null; // a build without its bundles (tsc alone): the CLI runs the command
  }
  // The folder Node's own compile cache uses (NODE_COMPILE_CACHE, else its default), and none where
  // that is turned off. Found here rather than by turning Node's on, which a bundle does not use and
  // which costs a hook a part of a millisecond.
  const dir = process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : process.env.NODE_COMPILE_CACHE || join(require('node:os').tmpdir(), 'node-compile-cache');
  const key = Buffer.from(`${JSON.stringify([path, String(stat.size), String(stat.ino), String(stat.dev), String(stat.mtimeNs), String(stat.ctimeNs)])}\n`);
  // One cache file per bundle path and Node version; the name only spreads paths over files (the key inside decides).
  const cachePath = dir && join(dir, `proofledger-${name}-${process.version}-${process.arch}-${fnv1a(path)}`);
  let cachedData;
  try {
    const cache = cachePath ? readFileSync(cachePath) : undefined;
    if (cache && cache.length > key.length && key.equals(cache.subarray(0, key.length))) cachedData = cache.subarray(key.length);
  } catch {
    // none yet
  }
  // The same wrapper and arguments as Node's own CommonJS loader.
  const script = new (require('node:vm').Script)(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, { filename: path, cachedData });
  const bundle = { exports: {} };
  script.runInThisContext().call(bundle.exports, bundle.exports, module_.createRequire(path), bundle, path, dirname(path));
  const saveCache = () => {
    if (!cachePath || (cachedData && !script.cachedDataRejected)) return;
    try {
      mkdirSync(dir, { recursive: true });
      const tmp = `${cachePath}.${process.pid}`;
      writeFileSync(tmp, Buffer.concat([key, script.createCachedData()]));
      renameSync(tmp, cachePath);
    } catch {
      // a cache is only a speed-up
    }
  };
  return { exports: bundle.exports, saveCache };
}

/** 32-bit FNV-1a of a string, in hex: a short, stable file-name part. */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

async function main() {
  // The two commands that run on every agent tool call and every push go to their own bundles, which
  // load only what they run, not the CLI: `hook AGENT`, and `pre-push [REMOTE [URL]]` as git calls it.
  // Anything else about them (help, an unknown agent, options) is the CLI's to answer.
  const [command, ...args] = process.argv.slice(2);
  // Copilot's hooks name their event as one more argument.
  const hook = command === 'hook' && (args.length === 1 || (args.length === 2 && args[0] === 'copilot')) ? loadBundle('hook') : null;
  const prePush = command === 'pre-push' && args.length <= 2 && args.every((a) => !a.startsWith('-')) ? loadBundle('pre-push') : null;
  if (hook?.exports.isAgent(args[0])) {
    process.exitCode = await hook.exports.runHookCommand(args[0], args[1]);
    hook.saveCache();
  } else if (prePush) {
    process.exitCode = await prePush.exports.runPrePushCommand(args[0]);
    prePush.saveCache();
  } else {
    // Node ≥ 22.1 keeps the compiled code of the CLI's modules between runs.
    module_.enableCompileCache?.();
    const { main: cli } = await import('../build/cli/main.js');
    // Let stdout drain before exiting: piped output must not be cut short.
    process.exitCode = await cli(process.argv);
  }
}

// An error none of them handled is Node's to report, as any uncaught one (exit code 1).
main();
