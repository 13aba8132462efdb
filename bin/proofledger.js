#!/usr/bin/env node
import module from 'node:module';

// Node ≥ 22.1 keeps the compiled code between runs: agent hooks and pre-push start many times a session.
const compileCache = module.enableCompileCache?.();

/**
 * A command's own bundle in build/ (npm run build makes them), run with a V8 code cache taken after
 * its first run: Node's compile cache holds only what V8 compiles before a file runs, and a hook
 * spends much of its time compiling the functions it calls. The cache sits in Node's compile cache
 * folder (none where that is off), one file per bundle and Node version, used only for the bundle whose
 * SHA-256 it starts with; V8 refuses one made by another version of itself or with other flags, and a
 * refused, stale or missing cache is made anew.
 */
function loadBundle(name) {
  const require = module.createRequire(import.meta.url);
  const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
  const { dirname, join } = require('node:path');
  const path = join(dirname(require('node:url').fileURLToPath(import.meta.url)), '..', 'build', `${name}.cjs`);
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    return null; // a build without its bundles (tsc alone): the CLI runs the command
  }
  // Node 20 has no compile cache: the folder Node 22 and later use by default, unless turned off as theirs is.
  const dir = module.enableCompileCache ? compileCache?.directory : process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : join(require('node:os').tmpdir(), 'node-compile-cache');
  // One cache file per bundle path and Node version; it starts with the SHA-256 of the bundle it was made from.
  const { createHash } = require('node:crypto');
  const digest = createHash('sha256').update(bytes).digest();
  const cachePath = dir && join(dir, `proofledger-${name}-${process.version}-${process.arch}-${createHash('sha256').update(path).digest('hex').slice(0, 16)}`);
  let cachedData;
  try {
    const cache = cachePath ? readFileSync(cachePath) : undefined;
    if (cache && digest.equals(cache.subarray(0, 32))) cachedData = cache.subarray(32);
  } catch {
    // none yet
  }
  // The same wrapper and arguments as Node's own CommonJS loader.
  const script = new (require('node:vm').Script)(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, { filename: path, cachedData });
  const bundle = { exports: {} };
  script.runInThisContext().call(bundle.exports, bundle.exports, module.createRequire(path), bundle, path, dirname(path));
  const saveCache = () => {
    if (!cachePath || (cachedData && !script.cachedDataRejected)) return;
    try {
      mkdirSync(dir, { recursive: true });
      const tmp = `${cachePath}.${process.pid}`;
      writeFileSync(tmp, Buffer.concat([digest, script.createCachedData()]));
      renameSync(tmp, cachePath);
    } catch {
      // a cache is only a speed-up
    }
  };
  return { exports: bundle.exports, saveCache };
}

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
  const { main } = await import('../build/cli/main.js');
  // Let stdout drain before exiting: piped output must not be cut short.
  process.exitCode = await main(process.argv);
}
