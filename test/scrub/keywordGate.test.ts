// The keyword gate may only skip a detector that would have found nothing: each detector is run
// without it over every text the scrub tests use, the whole gitleaks corpus and adversarial variants
// of all of them, and wherever it accepts a match its gate must have let the text through.
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { detectorGate, detectorMatches, detectorsFor, Scrubber, textForKeywords, type ScrubOptions } from '../../src/scrub/scrub.js';
import { loadSecretSamples, loadShellNegatives, loadShellSecrets } from '../support/secretsCorpus.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every string literal in the other scrub tests: their commands, secrets and payloads. */
function scrubTestStrings(): string[] {
  const out: string[] = [];
  for (const file of readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'keywordGate.test.ts')) {
    const source = ts.createSourceFile(file, readFileSync(join(here, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
      node.forEachChild(visit);
    };
    visit(source);
  }
  return out;
}

/** The same text in other cases and with `-`, `_` and `.` traded for one another or dropped. */
function variants(text: string): string[] {
  const swapCase = [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  const rotate = (to: Record<string, string>) => text.replace(/[-_.]/g, (c) => to[c]!);
  return [
    text, text.toUpperCase(), text.toLowerCase(), swapCase,
    rotate({ '-': '_', '_': '.', '.': '-' }), rotate({ '-': '.', '_': '-', '.': '_' }), text.replace(/[-_.]/g, ''),
  ];
}

// Key names written independently of the detectors' word lists, including ones that must not count.
const KEY_NAMES = [
  'password', 'passwd', 'PASS_WORD', 'pass', 'pw', 'passphrase', 'pwd', 'secret', 'client_secret', 'token', 'authToken',
  'auth', 'authorization', 'author', 'credentials', 'creds', 'cookie', 'Set-Cookie', 'sessionId', 'signature', 'dsn',
  'connectionString', 'private_key', 'apiKey', 'Api-Key', 'Api.Key', 'x-Api-KEY', 'accessKey', 'secret.key', 'login',
  'clientId', 'key', 'mailgun_api', 'okta-domain', 'globalValue', 'blob', 'sonarHost', 'sendgrid', 'twilio_sid',
  'databricks.host', 'username', 'name', 'value', 'access', 'private-key', 'acme_pin', 'ACME-PIN', 'acmePin', 'db$pw',
  'ΚΩΔΙΚΟΣ', 'κωδικοσ',
];
const VALUES = ['hunter2', 'S3cr3tValue123', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8LMN2KEY', 'dXNlcjpwYXNzd29yZA=='];
const FORMATS: ((k: string, v: string) => string)[] = [
  (k, v) => `${k}=${v}`, (k, v) => `${k}: ${v}`, (k, v) => `{"${k}": "${v}"}`, (k, v) => `${k} = '${v}'`,
  (k, v) => `<${k}>${v}</${k}>`, (k, v) => `export ${k}=${v}`, (k, v) => `cmd --${k} ${v}`, (k, v) => `cmd -${k}=${v}`,
  (k, v) => `https://h/p?${k}=${v}`, (k, v) => `${k} := "${v}"`, (k, v) => `curl -H "${k}: Bearer ${v}"`,
  (k, v) => `<add key="${k}" value="${v}" />`, (k, v) => `${k} "${v}"`, (k, v) => `string ${k} = "${v}";`,
];

/** Key names cut up by separators in seeded random places, in random case. */
function scrambledKeys(): string[] {
  let seed = 0x6b6579;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const out: string[] = [];
  for (const name of KEY_NAMES) {
    const plain = name.replace(/[-_.]/g, '');
    out.push([...plain].join(['_', '-', '.'][next(3)]!));
    for (let i = 0; i < 4; i++) {
      out.push([...plain].map((c) => (next(2) ? c.toUpperCase() : c) + (next(3) === 0 ? ['_', '-', '.'][next(3)]! : '')).join(''));
    }
  }
  return out;
}

// Forms of the detectors' alternatives that the corpus lacks.
const MORE_SAMPLES = [
  'glcd-aBcDeFgHiJkLmNoPqRsTuV', 'rk_live_aBcDeFgHiJ12', 'rk_test_aBcDeFgHiJ12', 'pk_live_aBcDeFgHiJ12', 'pk_test_aBcDeFgHiJ12',
  'pk_prod_aBcDeFgHiJ12', 'whsec_aBcDeFgHiJkLmNoPqRsTuV', 'A3TXABCDEFGHIJKLMNOP', 'ya29.aBcDeFgHiJkLmNoPqRsTuV',
  'Endpoint=sb://x/;SharedAccessSignature=sr%3Dx', 'https://x.blob.core.windows.net/c?sv=1&sig=aBcDeFgHiJkLmNoPqRsTuVwXyZ012345',
  'glc_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345', 'hvb.aBcDeFgHiJkLmNoPqRsTuV', 'hvr.aBcDeFgHiJkLmNoPqRsTuV',
  'SG.aBcDeFgHiJkLmNoPqRsT.aBcDeFgHiJkLmNoPqRsT', 'sk.0123456789abcdef0123456789abcdef', 'pk.0123456789abcdef0123456789abcdef',
  'curl -H "X-Auth-Token: 9f8e7d6c5b4a"', 'curl -H "PRIVATE-TOKEN: Zx8Qw2Lm9Rt4"', 'https://h/p?sig=aBcDeFgHiJ0123',
  'tool --private-key Zx8Qw2Lm9Rt4', 'mariadb -u root -pS3cretPass db',
];

/** The shell-session sets: secrets in commands and output, and the text around them that holds none. */
function shellTexts(): string[] {
  return [...loadShellSecrets('tuning'), ...loadShellSecrets('heldout'), ...loadShellNegatives()].map((r) => r.text);
}

function allTexts(): string[] {
  const samples = loadSecretSamples();
  const corpus = samples.flatMap((s) => [s.sample, s.secret]);
  // Each word of gitleaks' rule names (heroku, mailgun, client, …) as a key on its own.
  const ruleWords = samples.flatMap((s) => s.ruleId.split('-'));
  const keys = [...new Set([...KEY_NAMES, ...ruleWords, ...scrambledKeys()])];
  const keyed = keys.flatMap((k) => FORMATS.flatMap((f) => VALUES.map((v) => f(k, v))));
  return [...new Set([...scrubTestStrings(), ...corpus, ...MORE_SAMPLES, ...shellTexts()].flatMap(variants).concat(keyed))].filter((t) => t !== '');
}

// Custom keys with separators and a regex metacharacter, and one beyond ASCII: Greek "password",
// whose sigma the regex's case-insensitivity and toLowerCase fold differently.
const OPTIONS: ScrubOptions[] = [
  {},
  { patterns: ['ACME-[0-9]{6}', 'internal=(?<secret>\\w+)'], keys: ['acme_pin', 'Pass Word', 'x.Api-Key', 'db$pw'] },
  { keys: ['acme_pin', 'ΚΩΔΙΚΟΣ'] },
];

describe('the keyword gate of the scrubber’s detectors', () => {
  const texts = allTexts();

  it.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('never skips a detector that accepts a match (options %s)', (_name, options) => {
    const detectors = detectorsFor(options);
    const skippedMatches: string[] = [];
    const matchedTexts = new Map<string, number>();
    for (const text of texts) {
      const forKeywords = textForKeywords(text);
      for (const det of detectors) {
        if (detectorMatches(det, text).length === 0) continue;
        matchedTexts.set(det.name, (matchedTexts.get(det.name) ?? 0) + 1);
        if (!detectorGate(det, forKeywords)) skippedMatches.push(`${det.name}: ${JSON.stringify(text.slice(0, 200))}`);
      }
    }
    expect(skippedMatches.slice(0, 20)).toEqual([]);
    // Every gated detector was put to the test at least once.
    const gated = detectors.filter((d) => d.keywords !== undefined).map((d) => d.name);
    expect(gated.filter((name) => !matchedTexts.has(name))).toEqual([]);
  });

  it('a fresh scrubber, its detectors gated, finds what one past its gating finds', () => {
    const options = OPTIONS[1]!;
    const seasoned = new Scrubber(options);
    for (const text of texts) seasoned.findSecrets(text);
    // The wiring, not the keywords again: the texts as they are, each in a scrubber of its own.
    const plain = [...scrubTestStrings(), ...MORE_SAMPLES, ...shellTexts(), ...loadSecretSamples().map((s) => s.sample)];
    const differ = plain.filter((text) => JSON.stringify(new Scrubber(options).findSecrets(text)) !== JSON.stringify(seasoned.findSecrets(text)));
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it('lets nothing but the always-on detectors look at an ordinary path or word', () => {
    for (const text of ['/tmp/hb/a.txt', 'PostToolUse', 'Read', 'text', 'src/components/Button.tsx', 'a\n']) {
      const run = detectorsFor().filter((d) => detectorGate(d, textForKeywords(text))).map((d) => d.name);
      expect(run, text).toEqual(['high-entropy']);
    }
  });
});
