#!/usr/bin/env node
import module from 'node:module';

// Node ≥ 22.1 keeps the compiled code between runs: agent hooks and pre-push start many times a session.
const compileCache = module.enableCompileCache?.();

/**
 * build/hook.cjs (npm run build bundles it), run with a V8 code cache taken after its first run:
 * Node's compile cache holds only what V8 compiles before a file runs, and a hook spends much of
 * its time compiling the functions it calls. The cache sits in Node's compile cache folder (none
 * where that is off), named by the bundle's SHA-256 and the Node version; V8 refuses one made by
 * another version of itself or with other flags, and a refused or missing cache is made anew.
 */
function loadHookBundle() {
  const require = module.createRequire(import.meta.url);
  const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
  const { dirname, join } = require('node:path');
  const path = join(dirname(require('node:url').fileURLToPath(import.meta.url)), '..', 'build', 'hook.cjs');
  const bytes = readFileSync(path);
  // Node 20 has no compile cache: the folder Node 22 and later use by default, unless turned off as theirs is.
  const dir = module.enableCompileCache ? compileCache?.directory : process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : join(require('node:os').tmpdir(), 'node-compile-cache');
  const cachePath = dir && join(dir, `proofledger-hook-${process.version}-${process.arch}-${require('node:crypto').createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`);
  let cachedData;
  try {
    cachedData = cachePath ? readFileSync(cachePath) : undefined;
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
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cachePath);
    } catch {
      // a cache is only a speed-up
    }
  };
  return { hook: bundle.exports, saveCache };
}

// `proofledger hook AGENT` runs on every tool call an agent makes: it goes to its own bundle, which
// loads only what a hook runs, not the CLI. Anything else about `hook` (help, an unknown agent, more
// arguments) is the CLI's to answer.
// Copilot's hooks name their event as one more argument.
const fast = process.argv[2] === 'hook' && (process.argv.length === 4 || (process.argv.length === 5 && process.argv[3] === 'copilot')) ? loadHookBundle() : null;
if (fast?.hook.isAgent(process.argv[3])) {
  process.exitCode = await fast.hook.runHookCommand(process.argv[3], process.argv[4]);
  fast.saveCache();
} else {
  const { main } = await import('../build/cli/main.js');
  // Let stdout drain before exiting: piped output must not be cut short.
  process.exitCode = await main(process.argv);
}
