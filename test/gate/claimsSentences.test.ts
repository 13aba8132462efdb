// The claim reader splits sentences in one pass over the characters (src/gate/claims.ts,
// splitSentences). Its rule is the regular expression below, used as String.prototype.split uses it,
// over the text with each code span's inside blanked out (a backtick, at most 299 characters that are
// no backtick or line break, a backtick: no sentence ends inside one); this holds the two to each other
// on every paragraph of the claims corpus and on generated strings made of the characters the rule
// looks at.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../src/gate/claims.js';

const ABBREVIATION = String.raw`(?:[Ii]ncl|[Ee]xcl|[Aa]pprox|[Vv]s|[Cc]f|[Ee]sp|[Rr]esp|[Ee]\.g|[Ii]\.e)\.`;
// (Not between a runner's counts: "47 passed; 1 failed" is one report.)
// (Nor after dotnet test's verdict: "Passed!  - Failed: 0, Passed: 312" is one report.)
const RULE = new RegExp(String.raw`(?<=[.!?;])(?<!\/\.\.\.)(?<!\s\.)(?<![^A-Za-z.]${ABBREVIATION})(?<!^${ABBREVIATION})(?!(?<=\d [A-Za-z]{1,20};)\s+\d)(?!(?<=(?:Passed|Failed)!)\s{1,8}- Failed:)\s+|(?<=[。！？])|(?<=[a-z]{2}\.)(?=[A-Z][a-z])`);

const CODE_SPAN = /`[^`\n]{0,299}`/g;
/** String.prototype.split's own steps (ECMA-262, String.prototype.split), matching on the blanked text and cutting the text itself. */
function byRule(text: string): string[] {
  const blanked = text.replace(CODE_SPAN, (span) => '`' + 'x'.repeat(span.length - 2) + '`');
  const rule = new RegExp(RULE.source, 'y');
  const out: string[] = [];
  let p = 0;
  let q = 0;
  while (q < text.length) {
    rule.lastIndex = q;
    if (rule.exec(blanked) === null || rule.lastIndex === p) {
      q++;
      continue;
    }
    out.push(text.slice(p, q));
    p = rule.lastIndex;
    q = p;
  }
  out.push(text.slice(p));
  return out;
}

describe('splitSentences', () => {
  it('cuts as String.prototype.split does where no code span is', () => {
    for (const text of ['All tests pass. Lint is clean!  Ready?', 'passes.Lint is clean', 'テストは通りました。ビルドも成功', 'a . b', '', 'x']) expect(byRule(text)).toEqual(text.split(RULE));
  });

  it.each([
    ['All tests pass. Lint is clean!  Ready?', ['All tests pass.', 'Lint is clean!', 'Ready?']],
    ['Run ./... now. Then go', ['Run ./... now.', 'Then go']],
    ['see ./internal/... for more', ['see ./internal/... for more']],
    ['a . b', ['a . b']],
    ['passes.Lint is clean', ['passes.', 'Lint is clean']],
    ['テストは通りました。ビルドも成功', ['テストは通りました。', 'ビルドも成功']],
    ['v1.2.3 and e.g. this', ['v1.2.3 and e.g. this']],
    ['Build (incl. idempotent rebuild), unit tests and lint all green.', ['Build (incl. idempotent rebuild), unit tests and lint all green.']],
    ['E.g. this. Vs. that; cf. there', ['E.g. this.', 'Vs. that;', 'cf. there']],
    ['Cf. the old run; Resp. its log. Esp. here', ['Cf. the old run;', 'Resp. its log.', 'Esp. here']],
    ['excl. vs. approx. resp. esp. i.e. x', ['excl. vs. approx. resp. esp. i.e. x']],
    ['see the tests etc. All pass.', ['see the tests etc.', 'All pass.']],
    ['a.incl. b xincl. c', ['a.incl.', 'b xincl.', 'c']],
    ['test result: FAILED. 47 passed; 1 failed; 0 ignored', ['test result: FAILED.', '47 passed; 1 failed; 0 ignored']],
    ['3 passed; then lint; 2 files', ['3 passed;', 'then lint;', '2 files']],
    ['Passed!  - Failed: 0, Passed: 48. Failed! - Failed: 2', ['Passed!  - Failed: 0, Passed: 48.', 'Failed! - Failed: 2']],
    ['Passed! - Passed: 48. Passed!         - Failed: 0', ['Passed!', '- Passed: 48.', 'Passed!', '- Failed: 0']],
    ['You should see `test result: ok. 96 passed` here. Then go', ['You should see `test result: ok. 96 passed` here.', 'Then go']],
    ['a `b. c` d. `e', ['a `b. c` d.', '`e']],
    ['a `b.\nc` d', ['a `b.', 'c` d']],
    ['a ` b. c ` d `e. f', ['a ` b. c ` d `e.', 'f']],
    [`a \`${'b. '.repeat(100)}\` c`, ['a `b.', ...Array<string>(99).fill('b.'), '` c']],
  ])('%j', (text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
    expect(splitSentences(text)).toEqual(byRule(text));
  });

  it('splits every paragraph of the claims corpus where the rule does', () => {
    const dir = join(import.meta.dirname, '..', 'vectors', 'claims', 'corpus');
    let paragraphs = 0;
    for (const f of readdirSync(dir)) {
      const text = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { text: string }).text;
      for (const p of text.split(/\n\s*\n/)) {
        paragraphs++;
        expect(splitSentences(p), `${f}: ${p.slice(0, 80)}`).toEqual(byRule(p));
      }
    }
    expect(paragraphs).toBeGreaterThan(3000);
  });

  it('splits generated strings of marks, spaces, letters and slashes where the rule does', () => {
    const alphabet = ['.', '!', '?', ';', ' ', '\t', '\n', '\u00a0', '\u2028', '\u3000', 'a', 'b', 'Z', 'Q', '/', '。', '！', '？', 'é', '3', 'vs', 'Vs', 'e.g', 'incl', 'Cf', '`', '`', 'Passed', 'Failed', '- Failed:'];
    let seed = 1;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < 50_000; k++) {
      let s = '';
      const length = Math.floor(next() * 14);
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      if (JSON.stringify(splitSentences(s)) !== JSON.stringify(byRule(s))) expect(splitSentences(s), JSON.stringify(s)).toEqual(byRule(s));
    }
  });
});
