// Secrets as a real shell session holds them (test/vectors/secrets/shell-*.tsv): the tuning set must be
// scrubbed whole; the held-out set, written with it before any tuning and never tuned on, measures how
// far the shapes generalise; the negatives, realistic text holding no secret, must come out unchanged.
import { describe, expect, it } from 'vitest';
import { namesSecret, Scrubber } from '../../src/scrub/scrub.js';
import { loadShellNegatives, loadShellSecrets, type ShellSecret } from '../support/secretsCorpus.js';

const scrubber = new Scrubber();
const leaks = (rows: ShellSecret[]): string[] => rows.filter((r) => scrubber.scrubText(r.text).includes(r.secret)).map((r) => `${r.where} (${r.class}): ${r.secret}`);
const percent = (n: number, of: number): string => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;

describe('secrets in shell sessions', () => {
  const tuning = loadShellSecrets('tuning');
  const heldout = loadShellSecrets('heldout');
  const negatives = loadShellNegatives();

  it('the sets are what the README says: over 55 secrets, every class in both parts', () => {
    expect(tuning.length + heldout.length).toBeGreaterThanOrEqual(55);
    const classes = ['assignment', 'option', 'flag', 'prefix', 'stdin-login', 'user-pass'];
    for (const set of [tuning, heldout]) expect([...new Set(set.map((r) => r.class))].sort()).toEqual([...classes].sort());
  });

  it('the tuning set: every secret removed', () => {
    const leaked = leaks(tuning);
    console.log(`shell secrets, tuning set: ${percent(tuning.length - leaked.length, tuning.length)} removed`);
    expect(leaked).toEqual([]);
  });

  it('the held-out set: recall reported, and guarded against regression', () => {
    const leaked = leaks(heldout);
    console.log(`shell secrets, held-out set: ${percent(heldout.length - leaked.length, heldout.length)} removed; left: ${leaked.join('; ')}`);
    // The figure measured once, before any work on what it missed (the README gives it); a floor, not a goal.
    expect(heldout.length - leaked.length).toBeGreaterThanOrEqual(32);
  });

  it('realistic shell text without a secret is left as it is', () => {
    const changed = negatives.filter((n) => scrubber.scrubText(n.text) !== n.text).map((n) => `${n.where}: ${scrubber.scrubText(n.text)}`);
    console.log(`shell negatives changed: ${percent(changed.length, negatives.length)}`);
    expect(changed).toEqual([]);
  });

  it('scrubs the secret inside the text, not the text around it', () => {
    expect(scrubber.scrubText('aws configure set aws_secret_access_key Kx9mP2qR7vL4tN8wZ3bY6cF1hJ5sD0gA2eU7iO4p')).toBe('aws configure set aws_secret_access_key [REDACTED]');
    expect(scrubber.scrubText('echo "hunter2hunter2" | docker login -u ci --password-stdin reg.io')).toBe('echo "[REDACTED]" | docker login -u ci --password-stdin reg.io');
    expect(scrubber.scrubText('openssl rsa -in k.pem -passin pass:rsaPass123 -out p.pem')).toBe('openssl rsa -in k.pem -passin pass:[REDACTED] -out p.pem');
    expect(scrubber.scrubText("echo -n 'deploy:Dpl0yPass' | base64")).toBe("echo -n '[REDACTED]' | base64");
  });
});

describe('what a name says', () => {
  it.each([
    'password', 'PASSWORD', 'db_password', 'AWS_SECRET_ACCESS_KEY', 'aws_session_token', 'npmAuthToken', 'hub.oauthtoken', 'storepass', 'keypass',
    'ansible_become_pass', 'RDS_PASS', 'DB_PW', 'client-secret', 'secret-string', 'apiKey', 'api-key', 'private_key', 'SecretAccessKey', '_auth',
    'credentials', 'passphrase', 'requirepass', 'docker-password', 'admin-password',
  ])('%s holds a secret', (name) => expect(namesSecret(name)).toBe(true));

  it.each([
    'SECRET_NAME', 'secret-id', 'TOKEN_URL', 'token_type', 'password-stdin', 'KEY_FILE', 'PASSWORD_FILE', 'passWithNoTests', 'keyboard', 'keytar',
    'bypass', 'compass', 'author', 'primary_key', 'sort-key', 'store-password-in-clear-text', 'password-reset-required', 'access_key_id', '',
  ])('%s names one or something else', (name) => expect(namesSecret(name)).toBe(false));
});

// Every detector reads outside text: each is linear in it. 1 MB of each shape that could make one of
// them backtrack is scrubbed; a backtracking regex would take minutes on any of them.
describe('hostile text', () => {
  const MB = 1 << 20;
  const fill = (unit: string): string => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
  it.each([
    ['password=', fill('password=')],
    ['=', fill('=')],
    ['quotes', fill('"\'`')],
    ['spaces', fill(' ')],
    ['password ', fill('password ')],
    ['--password ', fill('--password ')],
    ['-p ', fill('-p ')],
    ['login ', fill('login ')],
    ['echo x | ', fill('echo x | ')],
    ['echo ', fill('echo ')],
    ['pass:', fill('pass:')],
    ['secret set ', fill('secret set ')],
    ['mysql -', fill('mysql -')],
    ['user:pass', fill('a:b')],
    ['-U a%', fill('-U a%')],
    ['http-basic.', fill('http-basic.')],
    ['a long word', fill('passwordsecrettoken')],
    ['password="', fill('password="')],
    ['cookie: ', fill('cookie: ')],
    ['x://', fill('x://')],
    ['BUNDLE_A__B=', fill('BUNDLE_A__B=')],
    ['BUNDLE_A__', 'BUNDLE_' + fill('A__')],
    ['<add key="password" value="', fill('<add key="password" value="')],
    ["a='", fill("a='")],
    ['a Secret\'s data lines', 'kind: Secret\ndata:\n' + fill('  a: bcd\n')],
  ])('1 MB of %s', (_name, text) => {
    const started = process.hrtime.bigint();
    scrubber.scrubText(text);
    // A generous bound against a hang, not a speed target (the bench has those): backtracking takes minutes.
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(20);
  });
});
