// Secret scrubbing. Runs on every free-text value before it is hashed or written, and is the
// detector behind the gate's SECRET_IN_LEDGER. Detectors are named so a finding says what matched.
// Our own identifiers (hex digests, git ids, UUIDs, timestamps, session ids) never match any detector:
// the generic entropy detector needs mixed letter case, hex is single-case by construction, and a
// session id's stamp is let through by its shape.

export const REDACTED = '[REDACTED]';

export interface SecretMatch {
  detector: string;
  start: number;
  end: number;
}

export interface ScrubOptions {
  /** Extra regular expressions; a named group `secret` limits the redaction to that group. */
  patterns?: readonly string[];
  /** Extra sensitive key names, matched after removing case, `_`, `-` and `.`. */
  keys?: readonly string[];
}

export interface Detector {
  name: string;
  regex: RegExp;
  /**
   * Lower-case literals at least one of which is in every text the detector can accept a match in
   * (see `detectorGate`). A detector without keywords always runs.
   */
  keywords: readonly string[] | undefined;
  /** The keywords are key words, looked for in the text normalised as keys are. */
  keywordsInNormalisedText: boolean;
  /** Only run when the whole text matches this (cheap context gate). */
  when: RegExp | undefined;
  /** Validates a candidate; returns false to skip it. */
  accept: ((secret: string, match: RegExpExecArray) => boolean) | undefined;
}

type DetectorOptions = Partial<Pick<Detector, 'keywordsInNormalisedText' | 'when' | 'accept'>>;

// Every detector is made here, in one object shape, so that the scan loop's reads of its fields stay monomorphic.
function detector(name: string, regex: RegExp, keywords: readonly string[] | undefined, options: DetectorOptions = {}): Detector {
  return { name, regex, keywords, keywordsInNormalisedText: options.keywordsInNormalisedText ?? false, when: options.when, accept: options.accept };
}

// Words that make a key sensitive wherever they appear in it (normalised: lower case, no separators).
const SENSITIVE_KEY_WORDS =
  'passw(?:or)?d|passphrase|pwd|secret|token|apikey|privatekey|accesskey|secretkey|signingkey|credential|creds|authorization|cookie|sessionid|sessionkey|clientsecret|connectionstring|dsn';
const SENSITIVE_KEY = new RegExp(`(?:${SENSITIVE_KEY_WORDS})|^(?:auth|pass|pw|key)$`);

function normaliseKey(key: string): string {
  return withoutKeySeparators(key.toLowerCase());
}

function withoutKeySeparators(s: string): string {
  return s.replace(/[-_.\s]/g, '');
}

function isSensitiveKey(key: string, extra: ReadonlySet<string> = new Set()): boolean {
  const k = normaliseKey(key);
  return SENSITIVE_KEY.test(k) || extra.has(k);
}

const PLACEHOLDER = /^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\(.*\)|%[A-Za-z_]+%|<[^>]*>|\{\{.*\}\}|\*+|x+|X+|\.\.\.|null|nil|none|None|true|false|undefined|changeme|\[REDACTED\]|process\.env\.[A-Za-z0-9_]+|os\.environ.*|env\(.*\))$/;

/** Template placeholders and variable references: `${X}`, `$(cmd)`, `{{ x }}`, `%X%`, `<your-token>`. */
function isTemplate(v: string): boolean {
  return /\$\{|\$\(|\{\{|%[A-Za-z_]+%|<[^>]*>|^\$[A-Za-z_]/.test(v);
}

/** References and masked examples: not secrets. */
function looksLikeReference(v: string): boolean {
  return (
    isTemplate(v) ||
    /^[<{\[(]/.test(v) ||
    /(.)\1{7,}/.test(v) || // xxxxxxxx, ********, 11111111
    /^(?:user(?:name)?|admin|root|login)?:?(?:pass(?:word)?|secret|token)$/i.test(v) ||
    /PUT_YOUR|YOUR_|EXAMPLE|REPLACE/.test(v)
  );
}

/** var.db_password, host.example.com, key.pem: names, not values. */
function isDottedName(v: string): boolean {
  return /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$/.test(v) && v.length < 40 && !/[0-9].*[0-9].*[0-9]/.test(v);
}

function shannonEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

function charClasses(s: string): number {
  return (/[a-z]/.test(s) ? 1 : 0) + (/[A-Z]/.test(s) ? 1 : 0) + (/[0-9]/.test(s) ? 1 : 0);
}

/** A value that is a real-looking secret rather than a word, a path or a reference. */
function plausibleSecret(v: string, minLength: number): boolean {
  if (v.length < minLength) return false;
  if (PLACEHOLDER.test(v) || looksLikeReference(v)) return false;
  if (/^[a-z]+$/.test(v) && v.length < 12) return false; // a plain word
  if (isDottedName(v)) return false;
  if (/^(?:[./~]|[A-Za-z]:\\)/.test(v) || /^[\w.-]+\/[\w./-]+$/.test(v)) return false; // a path
  return true;
}

function highEntropy(token: string): boolean {
  if (token.length < 24) return false;
  if (/^[0-9a-f-]+$/i.test(token) && !/[a-f].*[A-F]|[A-F].*[a-f]/.test(token)) return false; // hex digests, git ids, UUIDs
  // Our own session ids are a basic-format UTC stamp and hex (20261125T091358Z-e7f3b4da): its T and Z
  // make the case mixed, and some random suffixes push the entropy over the bar.
  if (/^\d{8}T\d{6}Z(?:-[0-9a-f]+)?$/.test(token)) return false;
  if (charClasses(token) < 3) return false;
  // Identifiers such as someLongCamelCaseName2 are low in entropy per character.
  return shannonEntropy(token) >= 4.0 && !/^[A-Za-z][a-z]+(?:[A-Z][a-z]+){2,}[0-9]*$/.test(token);
}

// An unquoted value, read at most VALUE_CAP characters at a time: a text of many short `key:` before one
// long value (`a:b:a:b…`) would otherwise be read once for every key. detectorMatches extends a value
// that reaches the cap to the end of its run, so a long secret is still redacted whole.
const VALUE_CAP = 64;
const VALUE_CHAR = `[^\\s'"\`;,)}\\]]`;
const VALUE = `${VALUE_CHAR}{1,${VALUE_CAP}}`;
const VALUE_CHAR_REGEX = new RegExp(VALUE_CHAR);
const QUOTED_VALUE = `"(?:[^"\\\\\\n]|\\\\.)*"|'[^'\\n]*'|\`[^\`\\n]*\``;
// `key` forms: bare words, quoted JSON keys, env names, dotted config keys, XML-ish key="..." value="...".
const KEY_CHARS = `[A-Za-z0-9_.\\-]*`;

// Each: a pattern, then the lower-case literals one of which any match of it contains.
const VENDOR_TOKENS: readonly (readonly [pattern: string, ...keywords: string[]])[] = [
  ['ops_eyJ[A-Za-z0-9+/]{40,}={0,3}', 'ops_eyj'],
  ['A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}', 'a3-'],
  ['AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}', 'age-secret-key-1'],
  ['dapi[a-f0-9]{32}(?:-[0-9])?', 'dapi'],
  ['sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}', 'sgp_'],
  ['sntry[su]_[A-Za-z0-9+/=_\\-]{40,}', 'sntrys_', 'sntryu_'],
  ['gl(?:c|sa)_[A-Za-z0-9+/=_\\-]{20,}', 'glc_', 'glsa_'],
  ['hv[sbr]\\.[A-Za-z0-9_\\-]{20,}', 'hvs.', 'hvb.', 'hvr.'],
  ['s\\.[A-Za-z0-9]{24}\\b', 's.'],
  ['ntn_[0-9]{11}[A-Za-z0-9]{32,}', 'ntn_'],
  ['HRKU-[A-Za-z0-9_\\-]{40,}', 'hrku-'],
  ['pplx-[A-Za-z0-9]{40,}', 'pplx-'],
  ['sq0(?:atp|csp)-[0-9A-Za-z\\-_]{22,}', 'sq0atp-', 'sq0csp-'],
  ['EAA[MC][A-Za-z0-9]{80,}', 'eaam', 'eaac'],
  ['fo1_[A-Za-z0-9_\\-]{40,}', 'fo1_'],
  ['[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9\\-_=]{60,}', '.atlasv1.'],
  ['xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}', 'xkeysib-'],
  ['SG\\.[A-Za-z0-9_\\-]{20,}\\.[A-Za-z0-9_\\-]{20,}', 'sg.'],
  ['shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}', 'shpat_', 'shpca_', 'shppa_', 'shpss_'],
  ['dop_v1_[a-f0-9]{64}|do[or]_v1_[a-f0-9]{64}', 'dop_v1_', 'doo_v1_', 'dor_v1_'],
  ['pscale_(?:tkn|pw|oauth)_[A-Za-z0-9=\\-_.]{32,64}', 'pscale_'],
  ['PMAK-[a-f0-9]{24}-[a-f0-9]{34}', 'pmak-'],
  ['pul-[a-f0-9]{40}', 'pul-'],
  ['rubygems_[a-f0-9]{48}', 'rubygems_'],
  ['lin_api_[A-Za-z0-9]{40}', 'lin_api_'],
  ['glc_[A-Za-z0-9+/]{32,}={0,2}', 'glc_'],
  ['dp\\.pt\\.[A-Za-z0-9]{43}', 'dp.pt.'],
  ['CLOJARS_[a-z0-9]{60}', 'clojars_'],
  ['sha256~[A-Za-z0-9_\\-]{43}', 'sha256~'],
  ['AKCp[A-Za-z0-9]{69}', 'akcp'],
  ['cmVmd[A-Za-z0-9]{59}', 'cmvmd'],
  ['tk-us-[A-Za-z0-9_\\-]{48}', 'tk-us-'],
  ['[sp]k\\.[a-f0-9]{32}', 'sk.', 'pk.'],
  ['hvs\\.[A-Za-z0-9_\\-]{90,}', 'hvs.'],
  ['ico-[A-Za-z0-9]{32}', 'ico-'],
  ['s-s4t2(?:ud|af)-[a-f0-9]{64}', 's-s4t2ud-', 's-s4t2af-'],
  ['API-[A-Z0-9]{26}', 'api-'],
  ['EZ[AT]K[A-Za-z0-9]{54}', 'ezak', 'eztk'],
  ['p8e-[A-Za-z0-9\\-]{32}', 'p8e-'],
  ['v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}', 'v1.0-'],
];

// What may sit between a command word and the flag it owns: the rest of one simple command, bounded.
const SEGMENT = '[^\\n|;&]{0,256}?';
// A word in every name namesSecret accepts, lower-cased as the text is for the keyword gate.
const SECRET_NAME_WORDS = ['pass', 'pw', 'secret', 'token', 'cred', 'auth', 'key'];

function acceptFlagValue(v: string, afterEquals: boolean): boolean {
  if (!afterEquals && /^-/.test(v)) return false; // the next flag
  return !isPath(v) && plausibleSecret(v, 1);
}

function acceptPipedSecret(v: string, m: RegExpExecArray): boolean {
  if (v.length < 4 || isTemplate(v) || looksLikeReference(v)) return false;
  const into = m.input.slice(m.index + m[0].length, m.index + m[0].length + 300);
  if (/^(?:base64|basenc|openssl[ \t]+(?:base64|enc))\b/.test(into)) {
    // Only a user:password pair is a credential to encode; other text is just text.
    const colon = v.indexOf(':');
    return colon > 0 && colon < v.length - 1 && !isTemplate(v.slice(colon + 1));
  }
  return plausibleSecret(v, 4);
}

function builtinDetectors(): Detector[] {
  const d = (name: string, keywords: readonly string[] | undefined, source: string, flags = 'g', accept?: Detector['accept'], options: DetectorOptions = {}): Detector =>
    detector(name, new RegExp(source, flags.includes('g') ? flags : flags + 'g'), keywords, { ...options, accept });
  return [
    d('private-key', ['-----begin'], '-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\\s\\S]*?(?:-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|$)'),
    d('github', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], '\\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\\b'),
    d('gitlab', ['glpat-', 'glptt-', 'gldt-', 'glrt-', 'glcbt-', 'glimt-', 'glsoat-', 'glffct-', 'gloas-', 'glagent-', 'glft-', 'glcd-', 'gr1348941'], '\\b(?:glpat-[A-Za-z0-9_\\-]{20,}|gl(?:ptt|dt|rt|cbt|imt|soat|ffct|oas|agent|ft|cd)-[A-Za-z0-9_\\-]{20,}|GR1348941[A-Za-z0-9_\\-]{20,})'),
    d('anthropic', ['sk-ant-'], '\\bsk-ant-(?:api|admin|sid|oat)[0-9]{2}-[A-Za-z0-9_\\-]{20,}'),
    d('openai', ['sk-'], '\\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\\-]{20,}'),
    d('stripe', ['sk_test_', 'sk_live_', 'sk_prod_', 'rk_test_', 'rk_live_', 'rk_prod_', 'pk_test_', 'pk_live_', 'pk_prod_', 'whsec_'], '\\b(?:sk|rk|pk)_(?:test|live|prod)_[A-Za-z0-9]{10,}|\\bwhsec_[A-Za-z0-9]{20,}'),
    d('slack', ['xox', 'xapp-', 'hooks.slack.com/'], '\\bxox[abposer](?:\\.xox[a-z])?-[A-Za-z0-9\\-]{8,}|\\bxapp-[0-9]-[A-Za-z0-9\\-]{10,}|hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_\\-]{20,}'),
    d('aws', ['a3t', 'akia', 'asia', 'abia', 'acca', 'absk', 'bedrock-api-key-'], '\\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\\b|\\bABSK[A-Za-z0-9+/]{100,}={0,2}|\\bbedrock-api-key-[A-Za-z0-9+/=]{20,}'),
    d('gcp', ['aiza', 'ya29.'], '\\bAIza[0-9A-Za-z_\\-]{35}|\\bya29\\.[0-9A-Za-z_\\-]{20,}'),
    d('azure', ['q~', 'accountkey=', 'sharedaccesssignature=', 'sig='], '(?<![A-Za-z0-9_~.\\-])[A-Za-z0-9_~.\\-]{3}[0-9]Q~[A-Za-z0-9_~.\\-]{31,34}|AccountKey=[A-Za-z0-9+/=]{40,}|SharedAccessSignature=[^\\s;"\']+|\\bsig=[A-Za-z0-9%+/=]{30,}'),
    d('npm', ['npm_'], '\\bnpm_[A-Za-z0-9]{36}\\b'),
    d('huggingface', ['hf_', 'api_org_'], '\\b(?:hf_|api_org_)[A-Za-z]{30,}\\b'),
    d('jwt', ['.ey', 'zxlk'], '\\bey[A-Za-z0-9_\\-]{8,}\\.ey[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]*|\\bZXlK[A-Za-z0-9+/=]{40,}'),
    d('vendor-token', [...new Set(VENDOR_TOKENS.flatMap((t) => t.slice(1)))], VENDOR_TOKENS.map((t) => `\\b${t[0]}`).join('|')),
    d('bearer', ['bearer', 'basic', 'token'], '\\b(?:bearer|basic|token|Bearer|Basic|Token|BEARER|BASIC)\\s+(?<secret>[A-Za-z0-9._~+/=\\-]{8,})', 'g',
      (s) => plausibleSecret(s, 8) && /[0-9]/.test(s)),
    d('authorization-header', ['authorization', 'api-key', 'x-auth-token', 'private-token', 'cookie'], '\\b(?:authorization|x-api-key|api-key|x-auth-token|private-token|cookie|set-cookie)\\s*:\\s*(?<secret>[^\\s\'"][^\'"\\n]*)', 'gi',
      (s) => plausibleSecret(s.trim(), 4) && !/\.\.\./.test(s)),
    d('webhook-url', ['webhook'], 'https://(?:[a-z0-9\\-]+\\.webhook\\.office\\.com/webhookb2|outlook\\.office\\.com/webhook|discord(?:app)?\\.com/api/webhooks)/[^\\s"\'<>]+'),
    d('bundler-credentials', ['bundle_'], '\\bBUNDLE_[A-Z0-9_]{1,100}__[A-Z0-9_]{1,100}\\s*[:=]\\s*["\']?(?<secret>[^\\s\'":]{1,256}:[^\\s\'"]+)'),
    d('url-credentials', ['://'], '\\b[a-zA-Z][a-zA-Z0-9+.\\-]{0,31}://(?<secret>[^\\s:/@"\'<>]+:[^\\s/@"\'<>]+)@'),
    d('url-token-param', ['token=', 'key=', 'secret=', 'password=', 'sig=', 'signature=', 'auth='], '[?&](?:access_token|token|api_key|apikey|key|secret|password|sig|signature|auth)=(?<secret>[^&\\s#"\']{8,})', 'gi',
      (s) => plausibleSecret(s, 8)),
    // A flag whose name says secret, then its value: `--password X`, `--client-secret=X`, `-storepass X`,
    // `--docker-password=X`, `-Password X`, `--secret-string '{…}'` (see namesSecret).
    d('secret-flag', SECRET_NAME_WORDS, `(?:^|[\\s(])--?(?<key>[A-Za-z][A-Za-z0-9_.\\-]{0,100})(?<op>=|[ \\t]+)(?<secret>${QUOTED_VALUE}|${VALUE})`, 'g',
      (s, m) => namesSecret(m.groups?.['key'] ?? '') && acceptFlagValue(unquote(s), m.groups?.['op'] === '=')),
    // A setting whose name says secret, then its value as the next word: `aws configure set
    // aws_secret_access_key V`, `git config hub.oauthtoken V`, `npm config set _auth V`, `.netrc`'s `password V`.
    d('secret-setting', SECRET_NAME_WORDS, `(?<![\\w.\\-/$@:])(?<key>[A-Za-z_][A-Za-z0-9_.\\-]{0,100})[ \\t]+(?<secret>${QUOTED_VALUE}|${VALUE})`, 'g',
      // `secret` alone is a subcommand far more often than a setting (`kubectl get secret NAME`, `gh secret list`),
      // `pass` and `auth` alone words of test output and commands (`# pass 1234`, `gh auth login`).
      (s, m) => !/^(?:secrets?|pass|auth)$/i.test(m.groups?.['key'] ?? '') && namesSecret(m.groups?.['key'] ?? '') && plausibleSpacedValue(unquote(s))),
    // Short flags that mean a password only to some tools (for ssh, cp, mkdir, git add, lsof, psql `-p` is
    // something else): a `login` subcommand's -p (docker, podman, helm, oras, az, cf, oc, …), twine's and
    // nuget's -p, -P of sqlcmd, bcp and zip, ldap tools' -w, `openssl enc -k`, ssh-keygen's -N/-P, mysql's
    // attached -pPASS (a lone -p prompts), sshpass's and mongosh's -p, redis-cli's -a. Each context is
    // bounded, so a line of repeated command words is still read in linear time.
    d('short-password-flag', ['login', 'twine', 'nuget', 'sqlcmd', 'bcp', 'zip', 'ldap', 'openssl', 'ssh-keygen', 'mysql', 'mariadb', 'sshpass', 'mongo', 'redis-cli'],
      `(?:(?:(?<![\\w.\\-])login(?![\\w.\\-@])|\\btwine\\b|\\bnuget\\b${SEGMENT}\\bsources?\\b)${SEGMENT}\\s-p(?:[ \\t]+|=)?` +
        `|\\b(?:sqlcmd|bcp|zip|unzip)\\b${SEGMENT}\\s-P[ \\t]*` +
        `|\\bldap[a-z]*\\b${SEGMENT}\\s-w[ \\t]+` +
        `|\\bopenssl\\b${SEGMENT}\\s-k[ \\t]+` +
        `|\\bssh-keygen\\b${SEGMENT}\\s-[NP][ \\t]+` +
        `|\\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\\b${SEGMENT}\\s-p` +
        `|\\b(?:sshpass|mongosh|mongo)\\b${SEGMENT}\\s-p[ \\t]*` +
        `|\\bredis-cli\\b${SEGMENT}\\s-a[ \\t]*` +
        `)(?<secret>${QUOTED_VALUE}|[^\\s'"-][^\\s'"]*)`, 'g',
      (s) => !isTemplate(s) && !looksLikeReference(unquote(s)) && unquote(s).length >= 1),
    // openssl's pass:PASSWORD (its env:, file:, fd: and stdin name where the password is, not the password).
    d('openssl-pass', ['pass:'], `(?<![\\w\\-])pass:(?<secret>${QUOTED_VALUE}|[^\\s'"]+)`, 'g', (s) => !isTemplate(unquote(s)) && unquote(s).length >= 1),
    // A literal written into a pipe that reads a secret (`echo "pw" | docker login --password-stdin`,
    // `| docker secret create x -`, `| chpasswd`), or a `user:password` pair piped into an encoder.
    // `echo "$PW" | …` holds no secret: a variable is not one.
    d('piped-secret', ['echo', 'printf'],
      `\\b(?:echo|printf)(?:[ \\t]+-[neE]{1,3})?(?:[ \\t]+(?:'%s(?:\\\\n)?'|"%s(?:\\\\n)?"))?[ \\t]+(?<secret>${QUOTED_VALUE}|[^\\s'"|;&<>]+)[ \\t]*\\|[ \\t]*` +
        `(?=${SEGMENT}(?:stdin|--with-token|secret|passw|token)|(?:base64|basenc|openssl[ \\t]+(?:base64|enc))\\b)`, 'g',
      (s, m) => acceptPipedSecret(unquote(s), m)),
    // A value given to a command that stores a secret: `gh secret set NAME --body V`.
    d('secret-store-value', ['secret'], `\\bsecrets?\\b${SEGMENT}\\s(?:(?:--body|--value)(?:=|[ \\t]+)|-b[ \\t]*)(?<secret>${QUOTED_VALUE}|${VALUE})`, 'g',
      (s) => !isTemplate(s) && plausibleSecret(unquote(s), 1)),
    // `poetry config http-basic.REPO USER PASSWORD`.
    d('http-basic-setting', ['http-basic'], `\\bhttp-basic\\.[\\w.\\-]{1,100}[ \\t]+(?:${QUOTED_VALUE}|[^\\s'"]+)[ \\t]+(?<secret>${QUOTED_VALUE}|${VALUE})`, 'g',
      (s) => !isTemplate(s) && !looksLikeReference(unquote(s))),
    d('cli-user-pass', ['-u'], `(?:^|\\s)(?:-u|--user)(?:\\s+|=)?(?<secret>(?:${QUOTED_VALUE}|[^\\s'"]+):?(?:${QUOTED_VALUE}|[^\\s'"]*))`, 'g',
      (s) => /^[^:]*:/.test(unquote(s)) && unquote(s).length >= 4 && !isTemplate(s) && !/^(?:user(?:name)?:pass(?:word)?)$/i.test(unquote(s)) &&
        !/^[0-9]+:[0-9]+$/.test(unquote(s))),
    // smbclient and friends: -U 'DOMAIN/user%password'.
    d('user-percent-pass', ['-u'], `(?:^|\\s)(?:-U|--user(?:name)?)(?:[ \\t]+|=)["']?[^\\s%'"]{1,256}%(?<secret>[^\\s'"]+)`, 'g',
      (s) => !isTemplate(s) && s.length >= 1),
    // htpasswd -b FILE USER PASSWORD (-c, -B and the like may be joined to -b).
    d('htpasswd-password', ['htpasswd'], `\\bhtpasswd\\s+(?:-[A-Za-z]+\\s+)*-[A-Za-z]*b[A-Za-z]*\\s+(?:-[A-Za-z]+\\s+)*(?:${QUOTED_VALUE}|\\S+)\\s+(?:${QUOTED_VALUE}|\\S+)\\s+(?<secret>${QUOTED_VALUE}|[^\\s'"]+)`, 'g'),
    // git -c http.extraheader="AUTHORIZATION: basic …": the header value is the credential.
    d('git-extraheader', ['extraheader'], `\\bhttp\\.(?:[^\\s=]+\\.)?extraheader\\s*=\\s*["']?(?:authorization|proxy-authorization|private-token|x-[\\w-]*token)\\s*:\\s*(?<secret>[^\\n"']+)`, 'gi'),
    d('assignment', KEY_WORDS,
      `(?<![A-Za-z0-9_.\\-])(?<key>[A-Za-z_$][A-Za-z0-9_.\\-]*)` +
        `["']?(?:[ \\t]+[A-Za-z_][\\w.<>\\[\\]]*)?[ \\t]*(?<op>:{1,3}=|[?.+]=|=>|=(?!=)|:(?!:)|(?<=["'])[ \\t]*,|[ \\t](?=["']))[ \\t]*(?:(?:[A-Za-z_]+[ \\t]*)?\\([ \\t]*)?(?<secret>${QUOTED_VALUE}|${VALUE})`,
      'g',
      (s, m) =>
        // "Fix the tokenizer: handle ..." is prose, not a key and its value.
        !(m.groups?.['op'] === ':' && /^[a-z]+$/.test(s)) &&
        // A quoted key then a comma is a pair (`("password", "…")`) only when the quotes hold the key
        // alone: `you said "All tests pass.", but …` is prose.
        !(m.groups?.['op']?.endsWith(',') && !/["']/.test(m.input[m.index - 1] ?? '')) &&
        acceptAssignment(m.groups?.['key'] ?? '', unquote(s)),
      { keywordsInNormalisedText: true }),
    d('xml-element', KEY_WORDS, `<(?<tag>[A-Za-z_][\\w.\\-]{0,100})(?:\\s[^>]{0,1024})?>\\s*(?<secret>[^<\\s][^<]*?)\\s*</\\k<tag>>`, 'g',
      (s, m) => acceptAssignment(m.groups?.['tag'] ?? '', s), { keywordsInNormalisedText: true }),
    // Values under data:/stringData: of a Kubernetes Secret manifest, whatever their keys are called.
    d('kubernetes-secret', ['secret'], '^[ \\t]+[\\w.\\-]+[ \\t]*:[ \\t]*["\']?(?<secret>[A-Za-z0-9+/=_\\-]{4,})["\']?[ \\t]*$', 'gm',
      (s, m) => isInSecretData(m.input, m.index), { when: /\bkind\s*:\s*["']?secret\b/i }),
    d('xml-key-value', ['<add'], '<add\\s+key="[^"]*(?:password|secret|token|key)[^"]*"\\s+value="(?<secret>[^"]+)"', 'gi'),
    // No literal marks a random string, so this one always runs.
    d('high-entropy', undefined, '(?<![A-Za-z0-9+/_=\\-])(?<secret>[A-Za-z0-9+/_\\-]{24,}={0,3})(?![A-Za-z0-9+/_=\\-])', 'g', (s) => {
      // Let "/" split paths: judge each segment, but keep base64 blobs (long or padded) whole.
      if (s.includes('/') && !/={1,3}$/.test(s)) return s.split('/').some((seg) => highEntropy(seg));
      return highEntropy(s.replace(/=+$/, ''));
    }),
  ];
}

// Key words that make an assignment's value a secret whatever it looks like ...
const STRONG_KEY = /passw(?:or)?d|passphrase|pwd|secret|token|auth(?!or)|cred|cookie|signature|dsn|connectionstring|privatekey|apikey/;
// ... and weaker hints (including service names) that need a secret-looking value.
const SERVICE_NAMES = [
  'adafruit', 'adobe', 'airtable', 'algolia', 'alibaba', 'artifactory', 'asana', 'atlassian', 'authress', 'beamer',
  'bitbucket', 'bittrex', 'clickhouse', 'cloudflare', 'codecov', 'cohere', 'coinbase', 'confluent', 'contentful',
  'databricks', 'datadog', 'digitalocean', 'discord', 'doppler', 'droneci', 'dropbox', 'duffel', 'dynatrace',
  'easypost', 'etsy', 'facebook', 'fastly', 'finicity', 'finnhub', 'flickr', 'flutterwave', 'frameio', 'freshbooks',
  'gitter', 'gocardless', 'grafana', 'harness', 'heroku', 'hubspot', 'intercom', 'jfrog', 'kraken', 'kucoin',
  'launchdarkly', 'linkedin', 'lob', 'looker', 'mailchimp', 'mailgun', 'mapbox', 'mattermost', 'maxmind',
  'messagebird', 'netlify', 'nytimes', 'okta', 'plaid', 'planetscale', 'postman', 'prefect', 'pulumi', 'rapidapi',
  'sendbird', 'sendgrid', 'sendinblue', 'sentry', 'shippo', 'shopify', 'snyk', 'sonar', 'squarespace', 'sumologic',
  'travis', 'trello', 'twilio', 'twitch', 'twitter', 'typeform', 'yandex', 'zendesk',
];
const WEAK_KEY = new RegExp(`key|access|login|client|${SERVICE_NAMES.join('|')}`);
// A word in every key that STRONG_KEY or WEAK_KEY accepts (privatekey and apikey contain key).
const KEY_WORDS = [
  'key', 'token', 'secret', 'pass', 'auth', 'pw', 'passphrase', 'cred', 'cookie', 'signature', 'dsn', 'connectionstring',
  'access', 'login', 'client', ...SERVICE_NAMES,
];

// A last word that makes a name name something rather than hold it: `SECRET_NAME=prod`, `TOKEN_URL=…`,
// `"token_type": "Bearer"`, `PASSWORD_FILE=/run/secrets/pw`, `--secret-id prod/db`.
const NAMING_LAST_WORD = /^(?:names?|ids?|arn|files?|path|paths|dir|url|uri|endpoint|type|kind|length|len|size|count|ttl|expiry|expires|expiration|ref|version|env|var|field|header|prefix|suffix|hint|policy|helper|mount|format|location|provider|mode|method|scope|scopes|label|description|pattern|rotation|enabled|required|min|max)$/;

function acceptAssignment(rawKey: string, v: string): boolean {
  // The key first: most keys say nothing, and that is cheaper to learn than anything about the value.
  const key = normaliseKey(rawKey);
  const weak = WEAK_KEY.test(key);
  if (!weak && !STRONG_KEY.test(key) && !namesSecret(rawKey)) return false;
  if (v.length < 3 || PLACEHOLDER.test(v) || looksLikeReference(v) || isDottedName(v) || /:$/.test(v)) return false;
  const words = nameWords(rawKey);
  const naming = words.length > 1 && NAMING_LAST_WORD.test(words[words.length - 1]!);
  // A naming key is judged by its value alone, as weak keys are (`messagebird_client_id = "…"` is one).
  if (!naming && (STRONG_KEY.test(key) || namesSecret(rawKey))) return !isPath(v);
  if (!weak) return false;
  return plausibleSecret(v, 8) && /[0-9]/.test(v) && !/^[0-9]+$/.test(v) || (v.length >= 20 && highEntropy(v));
}

/** Whether the line at `at` sits in the data:/stringData: block of a YAML Secret. */
function isInSecretData(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0].length;
  // Walk back to the nearest less-indented line: it must be `data:` or `stringData:`.
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') continue;
    const lineIndent = /^[ \t]*/.exec(line)![0].length;
    if (lineIndent < indent) return /^[ \t]*(?:data|stringData)[ \t]*:[ \t]*$/.test(line);
    if (start === 0) break;
  }
  return false;
}

function unquote(s: string): string {
  if (s.length >= 2 && (s[0] === '"' || s[0] === "'" || s[0] === '`') && s[s.length - 1] === s[0]) return s.slice(1, -1);
  return s;
}

// A name says it holds a secret by its last word: `AWS_SECRET_ACCESS_KEY`, `db.password`, `npmAuthToken`,
// `-storepass`, `ansible_become_pass`. A name whose last word names something else names the secret
// rather than holding it (`SECRET_NAME`, `TOKEN_URL`, `token_type`, `--password-stdin`, `KEY_FILE`), and
// so does one whose secret word is not its last (`--passWithNoTests`, `keyboard`).
const SECRET_LAST_WORD = /(?:passw(?:or)?d|passphrase|secret|token|credentials?|creds|pwd)$|^(?:auth|pw|apikey|secretkey|privatekey|accesskey|signingkey|masterkey)$|(?<!by|com|sur|over|under|kee)pass$/;
// `key` alone counts after one of these (`secret_access_key`, `api-key`, `DJANGO_SECRET_KEY`), not after `sort` or `primary`.
const KEY_QUALIFIER = /^(?:secret|private|access|api|signing|encryption|master|account|client|auth|storage|shared|session|app|license|sas|hmac|deploy)$/;
// The value's own words (`--secret-string`, `secret_value`): the name before them decides.
const VALUE_WORD = /^(?:value|string|text|data|literal|plain|plaintext|body)$/;

function nameWords(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');
}

/** Whether a variable, setting or flag called `name` holds a secret (see SECRET_LAST_WORD). */
export function namesSecret(name: string): boolean {
  const words = nameWords(name);
  if (words.length > 1 && VALUE_WORD.test(words[words.length - 1]!)) words.pop();
  const last = words[words.length - 1];
  if (last === undefined) return false;
  if (SECRET_LAST_WORD.test(last)) return true;
  return last === 'key' && words.slice(0, -1).some((w) => KEY_QUALIFIER.test(w));
}

/** A path as a shell writes one (`./secrets/pw.txt`, `~/.ssh/id`, `/run/secrets/db`): where a secret is, not one. */
function isPath(v: string): boolean {
  return /^(?:\.{0,2}|~)\/[\w.\-/]*$/.test(v) || /^file:/.test(v);
}

/**
 * A value given without `=` after a name that says secret (`aws configure set …secret… V`, `.netrc`'s
 * `password V`): prose says "the password field" too, so the value must not be a plain word, a flag,
 * a path or a reference.
 */
function plausibleSpacedValue(v: string): boolean {
  if (v.length < 4 || /^-/.test(v) || isPath(v) || !plausibleSecret(v, 4)) return false;
  // Words, and names made of words (`www-data`, `activate-service-account`), end of sentence or not.
  if (/^[a-z]+(?:[-_][a-z]+)*[.,:;!?]?$/.test(v)) return false;
  return /[0-9]/.test(v) || /[^A-Za-z0-9]/.test(v) || /[a-z].*[A-Z]|[A-Z].*[a-z]/.test(v.slice(1));
}

/** The detectors a scrubber with these options runs, in order: the built-in ones, then the configured ones. */
export function detectorsFor(options: ScrubOptions = {}): Detector[] {
  const detectors = builtinDetectors();
  for (const [i, p] of (options.patterns ?? []).entries()) {
    detectors.push(detector(`custom-${i}`, new RegExp(p, 'g'), undefined));
  }
  const extraKeys = [...new Set((options.keys ?? []).map(normaliseKey))];
  if (extraKeys.length > 0) {
    // Match the key in any case or style: acme_pin, ACME-PIN, acmePin.
    const alternatives = extraKeys.map((k) => [...k].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[-_.]?')).join('|');
    // The separators the regex allows inside a key are the ones normalising drops. Only for ASCII keys:
    // the regex's case-insensitivity and toLowerCase agree on ASCII letters but not on all others.
    const ascii = extraKeys.every((k) => /^[\x00-\x7f]*$/.test(k));
    detectors.push(detector(
      'custom-key',
      new RegExp(`(?<key>${KEY_CHARS}(?:${alternatives})${KEY_CHARS})["']?\\s*(?::=|=>|=|:)\\s*(?<secret>${QUOTED_VALUE}|${VALUE})`, 'gi'),
      ascii ? extraKeys : undefined,
      { keywordsInNormalisedText: true },
    ));
  }
  return detectors;
}

// A keyword gate, as gitleaks' rule keywords. V8 compiles a regex at its first exec and a hook is a
// fresh process for every tool call, yet most payload strings (paths, short outputs) hold no word any
// detector needs. The rule: a detector's keywords are lower-case literals at least one of which is in
// every text the detector can accept a match in; a necessary condition, never a hint, or a secret would
// be missed (test/scrub/keywordGate.test.ts checks this). Literals a regex requires are looked for in
// the lower-cased text: in whatever case a match writes them, lower-casing turns them into the keyword
// (without the `u` flag, `i` folds no other character into an ASCII one). Detectors that judge a key by
// its normalised form (`PASS_WORD`, `Api.Key` count as password, apikey) name words of the keys they
// accept instead, looked for in the text normalised as keys are: a key is a substring of the text, and
// dropping the same characters from both keeps it one.
export interface TextForKeywords {
  lower: string;
  normalised: string;
}

export function textForKeywords(text: string): TextForKeywords {
  const lower = text.toLowerCase();
  return { lower, normalised: withoutKeySeparators(lower) };
}

/** Whether `det` can find anything in the text: false only when none of its keywords is in it. */
export function detectorGate(det: Detector, text: TextForKeywords): boolean {
  if (det.keywords === undefined) return true;
  const haystack = det.keywordsInNormalisedText ? text.normalised : text.lower;
  return det.keywords.some((k) => haystack.includes(k));
}

/** The matches `det` accepts in `text`, unmerged, whatever the keyword gate would say, added to `found`. */
export function detectorMatches(det: Detector, text: string, found: SecretMatch[] = []): SecretMatch[] {
  if (det.when && !det.when.test(text)) return found;
  det.regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = det.regex.exec(text)) !== null) {
    if (m[0].length === 0) {
      det.regex.lastIndex++;
      continue;
    }
    const secret = m.groups?.['secret'];
    let start = m.index;
    let end = m.index + m[0].length;
    if (secret !== undefined) {
      // Locate the group inside the match: the last occurrence, since keys precede values.
      const offset = m[0].lastIndexOf(secret);
      start = m.index + offset;
      end = start + secret.length;
      if (secret.length >= 2 && /^["'`]/.test(secret) && secret[secret.length - 1] === secret[0]) {
        start++;
        end--;
      }
    }
    if (end <= start) continue;
    const value = text.slice(start, end);
    if (value.includes(REDACTED) || /[xX]{8,}|\.\.\[Redacted\]/.test(value)) continue; // masked examples
    if (det.accept && !det.accept(value, m)) {
      // A rejected candidate may hide a real one that starts inside it: in what precedes its value when
      // that holds words (`string apiToken = "..."`), else only in its value (`a:password=…`).
      det.regex.lastIndex = secret !== undefined && start > m.index && !/[ \t]/.test(text.slice(m.index, start)) ? start : m.index + 1;
      continue;
    }
    if (secret !== undefined && secret.length >= VALUE_CAP && end === m.index + m[0].length) {
      // A value read up to the cap (judged on what was read): redact the rest of its run too, and go on
      // after it, or every key inside it would read the rest again.
      while (end < text.length && VALUE_CHAR_REGEX.test(text[end]!)) end++;
      det.regex.lastIndex = end;
    }
    found.push({ detector: det.name, start, end });
  }
  return found;
}

// How many texts the keyword gate may keep a detector from. The gate spares compiling regexes a process
// never needs, which is what a hook, scrubbing a few texts, gains; a process that scrubs many (the gate
// over a push, the MCP proxy) would soon spend more looking for keywords than compiling each regex once
// costs, so there every detector runs after this many texts. One that has run is compiled already: it
// runs on every text from then on.
const GATED_TEXTS = 64;

export class Scrubber {
  private readonly detectors: Detector[];
  /** Per detector, how many more texts the keyword gate may keep it from; 0: it runs on every text. */
  private readonly gatedTextsLeft: number[];
  private readonly extraKeys: ReadonlySet<string>;

  constructor(options: ScrubOptions = {}) {
    this.detectors = detectorsFor(options);
    this.gatedTextsLeft = this.detectors.map((d) => (d.keywords === undefined ? 0 : GATED_TEXTS));
    this.extraKeys = new Set((options.keys ?? []).map(normaliseKey));
  }

  /** Every secret found in `text`, merged where they overlap. */
  findSecrets(text: string): SecretMatch[] {
    let forKeywords: TextForKeywords | undefined;
    const found: SecretMatch[] = [];
    for (let i = 0; i < this.detectors.length; i++) {
      const det = this.detectors[i]!;
      if (this.gatedTextsLeft[i]! > 0) {
        forKeywords ??= textForKeywords(text);
        if (detectorGate(det, forKeywords)) {
          this.gatedTextsLeft[i] = 0;
        } else {
          this.gatedTextsLeft[i]!--;
          continue;
        }
      }
      detectorMatches(det, text, found);
    }
    found.sort((a, b) => a.start - b.start || b.end - a.end);
    const merged: SecretMatch[] = [];
    for (const f of found) {
      const lastMatch = merged[merged.length - 1];
      if (lastMatch && f.start <= lastMatch.end) {
        lastMatch.end = Math.max(lastMatch.end, f.end);
      } else {
        merged.push({ ...f });
      }
    }
    return merged;
  }

  scrubText(text: string): string {
    const matches = this.findSecrets(text);
    if (matches.length === 0) return text;
    let out = '';
    let at = 0;
    for (const m of matches) {
      out += text.slice(at, m.start) + REDACTED;
      at = m.end;
    }
    return out + text.slice(at);
  }

  /** Deep copy of a JSON value with sensitive keys' values redacted and every string scrubbed. */
  scrubValue(value: unknown): unknown {
    if (typeof value === 'string') return this.scrubText(value);
    if (Array.isArray(value)) return value.map((v) => this.scrubValue(v));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        out[k] = isSensitiveKey(k, this.extraKeys) && v !== null && typeof v !== 'object' && typeof v !== 'boolean'
          ? REDACTED
          : this.scrubValue(v);
      }
      return out;
    }
    return value;
  }
}
