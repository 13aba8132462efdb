import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';

describe('npm run demo', () => {
  it('runs on built-in defaults and shows the honest session passing and the dishonest ones failing', () => {
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'demo.js')], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/honest agent +PASS/);
    expect(r.stdout).toMatch(/dishonest agent +FAIL/);
    expect(r.stdout).toMatch(/stale evidence +FAIL/);
    expect(r.stdout).toContain('hash_mismatch');
  });
});
