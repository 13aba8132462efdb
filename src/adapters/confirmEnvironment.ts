// What the code of a pull request is handed when CI confirms its checks: the base's command runs on
// the PR's code, so that code must receive none of the runner's or the Action's credentials. An
// allow-list, not a deny-list: a secret the workflow put in the job's env under any name stays out
// unless the user names it, and a credential variable the runner adds next year stays out too.
import { spawnSync } from 'node:child_process';
import { ProofledgerError } from '../errors.js';

/** What a build or test run needs from the environment, and nothing that authorises anything. */
const ALLOWED = new Set([
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TERM', 'TMPDIR', 'TEMP', 'TMP',
  // Test tools look at these to pick CI behaviour (no watch mode, no colours, reporters).
  'CI', 'GITHUB_ACTIONS', 'RUNNER_OS', 'RUNNER_ARCH', 'ImageOS', 'ImageVersion',
  // Toolchains the setup-* actions point at with a variable rather than PATH alone.
  'JAVA_HOME', 'GOROOT', 'GOPATH', 'GOCACHE', 'GOMODCACHE', 'CARGO_HOME', 'RUSTUP_HOME', 'DOTNET_ROOT',
  'pythonLocation', 'Python_ROOT_DIR', 'Python2_ROOT_DIR', 'Python3_ROOT_DIR', 'PKG_CONFIG_PATH', 'LD_LIBRARY_PATH',
]);
const ALLOWED_PREFIXES = ['LC_', 'JAVA_HOME_'];

/**
 * Never passed, even when named: the Action's inputs (its token), the runner's service tokens and
 * URLs (cache, artifacts, OIDC), GitHub tokens, and the runner's file commands (GITHUB_ENV,
 * GITHUB_OUTPUT, …), through which a step's code sets the environment and outputs of later steps.
 */
const NEVER = /^(INPUT_.*|ACTIONS_.*|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY)$/i;

/** The names of the `confirm-env` input (comma, space or newline separated), refused if a credential. */
export function confirmEnvNames(text: string): string[] {
  const names = text.split(/[\s,]+/).filter((n) => n !== '');
  for (const n of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) throw new ProofledgerError(`input confirm-env: "${n}" is not an environment variable name`, 'usage');
    if (NEVER.test(n)) throw new ProofledgerError(`input confirm-env: ${n} is a credential or a file command of the runner: it is never handed to the pull request's code`, 'usage');
  }
  return names;
}

/** The environment confirm commands run with: the allow-list, plus the names the user passes. */
export function confirmEnvironment(parent: NodeJS.ProcessEnv, pass: readonly string[] = []): Record<string, string> {
  const env: Record<string, string> = {};
  const named = new Set(pass);
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined || NEVER.test(name)) continue;
    if (ALLOWED.has(name) || named.has(name) || ALLOWED_PREFIXES.some((p) => name.startsWith(p))) env[name] = value;
  }
  return env;
}

/**
 * A credential git's configuration holds for this repository (an Authorization header that
 * actions/checkout persists, or a URL with a password), which code run here could read: the name of
 * the setting and where it is, or null. Values are never returned.
 */
export function credentialInGitConfig(dir: string): string | null {
  const r = spawnSync('git', ['config', '--includes', '--show-origin', '--get-regexp', '^(http\\..*\\.extraheader|remote\\..*\\.url|url\\..*\\.insteadof)$'], { cwd: dir, encoding: 'utf8' });
  for (const line of (r.stdout ?? '').split('\n')) {
    const m = /^(\S+)\t(\S+) (.*)$/.exec(line);
    if (!m) continue;
    const [, origin, key, value] = m as unknown as [string, string, string, string];
    if ((/extraheader$/i.test(key) && /authorization/i.test(value)) || /:\/\/[^/@\s]*:[^/@\s]+@/.test(value)) return `${key} (${origin.replace(/^file:/, '')})`;
  }
  return null;
}
