// Claims of success, read clause by clause. A claim names the checks it asserts; a bare claim of
// success ("ready to merge", "verified working") asserts whatever the policy requires.
//
// The reader works in one pass over lines: fenced code, quotes, HTML comments and unchecked task
// items are somebody else's words or plans; paragraphs, list items, table rows and headings are cut
// into sentences; each sentence is read as words. In a sentence the reader finds the check (a word,
// a command in a code span read by the classifier `exec` uses, a test runner's count), the result
// (pass words, a count with no failure) and the polarity (negation, condition, goal, question, a
// failure after the pass). A count with failures is a report of failure, never a claim.
//
// Every step is linear in the text: lines and sentences are cut with indexOf and anchored patterns on
// bounded prefixes, a sentence is read at most MAX_SENTENCE characters at a time, and each rule looks
// at a fixed number of words around a result.

import type { CheckKind } from '../format/generated/configSchema.js';
import type { TextPattern } from '../config/configPattern.js';
import { checkClassifier, type CheckClassifier } from '../adapters/checkCommands.js';
import { CJK_GLOSSES, CJK_KEPT_WHOLE, GLOSSES, HELD_AFTER, OTHER_LANGUAGES_ASCII_STEMS, OTHER_LANGUAGES_NON_ASCII_CUE, reorderCjk, reorderLatin, reorderPolishDutchIndonesian, reorderRussian, reorderTurkish, reorderUkrainian, reorderVietnamese } from './glosses.js';

/** `change`: no words at all — the policy requires evidence for an agent's change to code. */
export type ClaimSource = 'session' | 'pr' | 'commit' | 'change';

export interface Claim {
  source: ClaimSource;
  /** Where it was made: a session id, "title"/"body", or a commit sha. */
  where: string;
  /** The sentence that makes the claim. */
  text: string;
  /** The checks asserted by name. */
  checks: CheckKind[];
  /** A bare claim of success ("ready to merge"): asserts the policy's required checks too. */
  bare: boolean;
  /** The ledger line that makes it, for a claim recorded in a session. */
  at?: { path: string; line: number };
  /** A session's claim made after proofledger vetoed that stop: the veto's line. */
  afterVeto?: { line: number };
}

export interface ClaimPattern {
  /** A RegExp for the built-in patterns; a config's come from compileConfigPattern (linear time). */
  pattern: TextPattern;
  checks: CheckKind[] | 'required';
}

export interface ClaimOptions {
  builtin: boolean;
  extra: ClaimPattern[];
  /** Reads a check's kind from a command in a code span; the built-in toolchains by default. */
  classify?: CheckClassifier;
  /**
   * Reads every sentence word by word and runs every pass over its words, skipping none for lack of
   * the words it looks for. The claims are the same, only slower: tests hold the reader to that.
   */
  exhaustive?: boolean;
}

/** A sentence is read in windows of at most this many characters: longer runs are not prose. */
const MAX_SENTENCE = 1000;
const NOW_IT_DOES = /^now (?:it|they|this|that) (?:does|do|passes|pass|works|succeeds)\b\.?$/i;
/** NOW_IT_DOES, asked only of a sentence that opens with "n": most do not, and are neither cut nor matched. */
function nowItDoes(s: string): boolean {
  return (s.charCodeAt(0) | 32) === 110 && NOW_IT_DOES.test(s.slice(0, 40));
}
/** How many claims a text keeps before only those that assert something new. */
const MAX_CLAIMS = 500;
/** What a claim keeps of its sentence. */
const MAX_CLAIM_TEXT = 200;
/** How many edits that take back claims a text has before each takes back all of them. */
const MAX_RETRACTIONS = 100;
/** How many sentences after a lead-in ("All checks pass:") its checks may come. */
const LEAD_IN_REACH = 3;

const builtinClassifier = checkClassifier({});

// A sentence can report a result only with one of these: a pass word, a mark, a count, a build verb,
// "verified", "ready", "no failures"… (a superset of what the reader acts on; it only saves time).
// The words are grouped by their first letter, so that the pattern tries a few at each position, not all;
// every word is looked for where a word starts (other languages' words too: "sucesso", "riuscito"),
// so that a position inside a word costs a few character tests.
// ("cleanup" and "completely" are passed over: common in descriptions of a change, and never a result.)
// A plural subject, then a build verb ("All packages build as expected"): the subjects are BUILDING_SUBJECTS'.
const VERIFIED_VIA = /\b(?:verified|validated|tested|checked)\s+(?:(?:these|the|this|my|our)\s+)?(?:changes?|pr|code|fix)?\s*(?:via|by|with|using)\s*:\s*$/i;
const THEN_BUILT = String.raw`[^A-Za-z0-9]{1,8}(?:(?:still|now|also)[^A-Za-z0-9]{1,8})?(?:re)?(?:build|compile)(?![A-Za-z])`;
// Words that name a fault (FAULT_CUE, below).
const FAULT_WORDS = ['fail', 'err(?:o|eur)', 'fehler', 'warn(?:ing|ung)', 'issue', 'problem', 'regression', 'violation', 'offen[cs]e', 'finding', 'diagnostic', 'alert', 'misconfig', 'defect'];
// GitHub's shortcodes for the pass marks (EMOJI_MARKS, below, reads them as the marks).
const PASS_SHORTCODES = ['white_check_mark', 'heavy_check_mark', 'ballot_box_with_check', 'green_circle'];
// Other scripts' words and the marks, looked for only in a sentence with a character outside ASCII
// (NON_ASCII): tried at every position of every sentence, they cost as much as the rest of the pattern.
// (Without the "u" flag no letter outside ASCII matches an ASCII one case-blind, so none is lost.)
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CUE = /验证|正常|报错|无警告|没有警告|グリーン|verifiziert|エラー|跑通|过了|確認|확인|パス|問題なく|문제없이|prüft|vérifi|terminé|succès|construí|緑|绿|编译|компил|éxito|concluíd|bem-sucedid|エラーなし|エラー無し|无错误|没有错误|(?:无|没有) ?[A-Za-z][\w-]{0,40} ?错误|зел|прош|пройд|успешн|удачно|проход|провер|протестир|работ|функционир|функционал|предупрежд|проблем|исправ|устран|собран|собрал|ошиб|通過|通り|通る|通った|通って|パスし|통과|성공|réussit|通過|通过|成功|verstö|違反|错误|錯誤|警告|없음|없습|0 ?개|초록|완료|建置|可行|實測|实测|出てい|ffense|geçi|geçt|yeşil|başarı|doğrula|çalış|sorunsuz|hatasız|tamamland|kalmad|temiz|✅|✔|✓|☑|🟢/i;
// Where a word starts: the start of the text or a character that is not a letter, taken as part of
// the match. The patterns below are only asked whether they match (never where): for that question
// "(?:^|[^A-Za-z])word" is "(?<![A-Za-z])word", and Irregexp tries a class at each position for less
// than a lookbehind.
const WORD_START = '(?:^|[^A-Za-z])';
// With `faults`, the pattern also finds FAULT_CUE's words, each in its letter's group: one scan then
// passes over a sentence with neither (most sentences), where RESULT_CUE and FAULT_CUE took two.
// Words the filter learned later, each put in the branch for its first letter (a branch more for
// every word start to try would cost the filter as much as all its words do): Polish, Dutch and
// Indonesian words of a result; a scanner that found "no leaks"; a checker with nothing to show ("is
// empty", "are all quiet", "lists no files"); a trial by hand and what it showed after a colon, a dash
// or ", and the …" ("Ran the importer …: …", "Poked at the form — …"). more('') is a branch for the
// letters the filter has none for.
const TRIAL_THEN = String.raw`\b[^:\n]{0,80}(?::|\s[—–-]\s|,?\sand\s(?:the|it|every|each|all)\b)`;
const SAID_OF_A_CHECKER = String.raw`(?<=(?:is|are|was|now|stays|remains|both|all|back)\W{1,3}`;
const MORE_WORDS = [
  ...OTHER_LANGUAGES_ASCII_STEMS,
  String.raw`assembles\b`, String.raw`no\W{1,3}(?:leaks|secrets|cves)\b`, String.raw`empty\b${SAID_OF_A_CHECKER}empty)`, String.raw`quiet\b${SAID_OF_A_CHECKER}quiet)`, String.raw`list(?:s|ed)\W{1,3}no\b`, String.raw`print(?:s|ed)\W{1,3}no\b`,
  // QA's sign-off ("QA signed off", "Signed off by QA", "QA'd on Android 14", "QA sign-off: ✅").
  // (Each word opens on the letter of its branch.)
  String.raw`qa\W{1,3}(?:approved|confirmed|verified|sign-?off|signed)\b`, String.raw`uat\W{1,3}(?:approved|confirmed|verified|sign-?off|signed)\b`, String.raw`signed\W{1,3}off\W{1,3}by\W{1,3}(?:qa|uat)\b`, String.raw`qa['’]d\b`,
  ...['ran', String.raw`poked\W{1,3}at`, String.raw`played\W{1,3}with`, String.raw`clicked\W{1,3}through`, String.raw`walked\W{1,3}through`, String.raw`went\W{1,3}through`, 'exercised', 'dogfooded', 'opened', 'loaded', 'installed', 'started'].map((verb) => verb + TRIAL_THEN),
];
const MORE_RESTS = new Map<string, string[]>();
for (const word of MORE_WORDS) MORE_RESTS.set(word[0]!, [...(MORE_RESTS.get(word[0]!) ?? []), word.slice(1)]);
const FILTER_BRANCHES = 'abcdefglmnprstvw';
function more(letter: string): string {
  if (letter !== '') return MORE_RESTS.has(letter) ? `${MORE_RESTS.get(letter)!.join('|')}|` : '';
  const rest = [...MORE_RESTS].filter(([first]) => !FILTER_BRANCHES.includes(first));
  return rest.length === 0 ? '' : `(?:${rest.map(([first, rests]) => `${first}(?:${rests.join('|')})`).join('|')})|`;
}
function resultCue(faults: boolean): RegExp {
  // (A fault word's letter has a group of its own in the pattern, "i" and "o" one of theirs when asked.)
  const faultsOf = (letter: string): string => {
    const rest = faults ? FAULT_WORDS.filter((w) => w[0] === letter).map((w) => w.slice(1)) : [];
    if (rest.length === 0) return '';
    return letter === 'i' || letter === 'o' ? `${letter}(?:${rest.join('|')})|` : `${rest.join('|')}|`;
  };
  return new RegExp(String.raw`\d\s?\/\s?\d|${WORD_START}(?:${faultsOf('i')}${faultsOf('o')}(?:it|this)\W{1,3}(?:fix|resolv|solv)(?:es|ed)\W{1,3}(?:(?:the|my|this|that)\W{1,3})?(?:problem|issue|bug|crash|error|regression|hang)|a(?:${faultsOf('a')}${more('a')}probad|bgeschlossen|ble\W{1,8}to|ll\W{1,8}good|ccepts|ddressed|s\W{1,8}(?:expected|described|intended|designed)|(?:pps|ssertions)${THEN_BUILT})|b(?:${more('b')}est(?:ehen|eht|anden)|aut\b|uil(?:d[.!]?$|d-tested|t(?!-in\b)|ds)|(?:inaries|oth|indings|enchmarks)${THEN_BUILT})|c(?:${more('c')}lean(?!ups?\b|(?:ed)?\W?up\b|er\b|est\b|ing\b)|leared|onstrui|omplete(?!ly)|ompil|omplain|ompliance|onfirmed|hecked\b|hecks?\W{1,8}out|an\W{1,8}(?:confirm|build|verify)|riteria|rates${THEN_BUILT})|d(?:${faultsOf('d')}${more('d')}o(?:ne\b|es\W{1,3}(?:build|compile)\b))|e(?:${faultsOf('e')}${more('e')}rfolg|xitos|nsured\W{1,3}(?:[a-z]+\W{1,3})?(?:with|using|via)\b|(?:xamples|verything)${THEN_BUILT})|m(?:${faultsOf('m')}${more('m')}odules${THEN_BUILT}|anual(?:ly)?\W{0,3}:)|f(?:${faultsOf('f')}${more('f')}iles?\W(?:(?:would\Wbe\W)?(?:left\W)?unchanged|already\Wformatted)|unciona|ine\b|inished\b|unktionier|onctionn|unzion|ix(?:es\W{1,8}it|es\W{1,8}(?:the|our|this|a)\W{1,8}(?:[a-z-]{1,30}\W{1,8})?(?:build|compil|rebuild)|ed)|ully\W{1,8}(?:functional|tested))|g(?:${more('g')}reen|rün|ebaut|ood\W{1,8}to|one\b)|happy\b|unaffected\b|unchanged\W{1,3}by\b|(?:no|zero|0)\W{1,8}(?:broken|dead)\W{1,8}links?\b|kompilier|l(?:${more('l')}ints|gtm|ook(?:s|ed)?\W{1,8}(?:good|alright|great|correct))|n(?:${more('n')}othing\b|o\W{1,3}diffs?\b|o\W{1,3}more\W{1,3}[a-z]|ow\W{1,3}(?:shows|returns|prints|reports|reads|gives|displays|outputs|produces|yields|emits|renders)\b[^()\n]{0,200}\(\s?was\b|o\W{1,8}(?:longer\W{1,8}[a-z]|(?:[\w-]+\W{1,8})?advisor|(?:formatting\W{1,8})?changes?(?:\W{1,8}(?:(?:were|are)\W{1,8})?(?:needed|required|necessary)|\W{0,4}$)))|zero\W{1,8}(?:[\w-]+\W{1,8})?advisor|ok(?:\b|ay)|p(?:${faultsOf('p')}${more('p')}as[sa](?!word|phrase|ive|through|age|enger|port)|rettier code style|roduc(?:e|es|ed)\W{1,8}no\b|(?:ackages|rojects|lugins)${THEN_BUILT})|r(?:${faultsOf('r')}${more('r')}éuss|iuscit|eady|esolved|ebuilt)|s(?:${more('s')}ucce|ucesso|uperat|ilent\b|moothly|eems?\W{1,8}good|(?:ervices|amples)${THEN_BUILT})|t(?:${more('t')}emiz\b|ype-?checks|o\W{1,8}(?:build|compile)\b|(?:ested|ried)[^:\n]{0,80}(?::|\s[—–-]\s|,\sand\s)|ested\W{1,3}(?:[a-z]+\W{1,3}){0,2}(?:build|compil)|esting\W{1,8}(?:show(?:s|ed)|confirms)|(?:argets|hey)${THEN_BUILT})|v(?:${faultsOf('v')}${more('v')}erd[ei]|ert(?:e|s|es)?\b|erifica|erified|erifiziert|erification\W{0,3}:|alidated|alid(?:ad|é|iert|at[oa](?!r))|ulnerabilit)|w(?:${faultsOf('w')}${more('w')}orks?\b|orked\b|orking|ell\b|orkspaces${THEN_BUILT})|(?:r(?:uns?|an|unning)|went|goes|going|start(?:s|ed)?|launch(?:es|ed)?|render(?:s|ed)?|load(?:s|ed)?|display(?:s|ed)?|behave[sd]?)\W{1,8}(?:correctly|properly|nicely|perfectly|normally|flawlessly|great|again|now)|r(?:uns?|an)\W{1,8}on\W{1,8}my\b)|-(?:free\b|compliant)|n['’]?t\W{1,8}(?:flag|fail|complain|warn|error|broke|break|crash|red\b|timed|violation|失敗|落ち|실패|❌|✗|✘|🔴)|[→—–:]\s?(?:produce|generate|emit|output|write)|${more('')}\x60\s{1,3}(?:now\s{1,3}|also\s{1,3}|still\s{1,3})?(?:produc(?:es|ed)|emit(?:s|ted)|generat(?:es|ed)|outputs|creat(?:es|ed))\b|0(?<!\d0|\d[.,]0)0*(?:[.,]0+)*(?![\d%]|[.,]\d)|:(?:${PASS_SHORTCODES.join('|')}):`, 'i');
}
const RESULT_CUE = resultCue(false);
const RESULT_OR_FAULT = resultCue(true);
// RESULT_CUE, to search a sentence from a fault on (the part before the fault holds no result word).
const RESULT_CUE_FROM = new RegExp(RESULT_CUE.source, 'gi');
// A fault named ("error", "3 failures", "lint issues") reports a clean result only with "no", a zero,
// "without", "fixed" or the like beside it ("no lint errors", "Failures: 0", "errors resolved").
const FAULT_CUE = new RegExp(String.raw`(?<![A-Za-z])(?:${FAULT_WORDS.join('|')})`, 'i');
// ("did not show any issues".) A fix clears a check only of every fault: "all" a few words before
// the faults is the cue ("Fixes all 46 clippy warnings", "fixes all of the warnings yielded by `cargo
// clippy`"), not the fix word, which most often names a bug fixed ("Fix error when the file is missing").
// (Only asked whether it matches: a word's start is found as RESULT_CUE finds one, WORD_START.)
const CLEAN_CUE = /(?:^|[^A-Za-z])(?:(?:no|0|zero|without|none|kein|keine|keinen|sans|ohne|sin|sem|senza|aucune?|ningun[oa]?|nenhum|nenhuma|nessun[oa]?|every|remaining|any)\b|silenc|behob|corrig|corret|corregid)|n(?:ão|ao) há|non ci sono|n'y a|\bnon (?:segnala|riporta|trova|mostra)\b|\bnot a single\b|\ball (?:of )?(?:the )?(?:[\w-]+ ){0,3}(?:warnings|errors|issues|complaints|failures|problems|violations|findings|offen[cs]es)\b/i;

/** Whether a sentence has a result word, or a fault named beside "no", "all" or the like. */
function resultOrCleanFault(text: string): boolean {
  const m = RESULT_OR_FAULT.exec(text);
  if (m === null) return false;
  // The first cue found is a result word: RESULT_CUE would find it too. (A result cue that holds a
  // fault's letters, "fixes the error build", is asked again below: only time is lost.)
  if (!FAULT_CUE.test(m[0])) return true;
  // A fault came first: a result word may come after it; if none does, the fault is there to be
  // cleared. (None starts before it: RESULT_OR_FAULT finds every result word RESULT_CUE does. One may
  // start where it does, "0errors".)
  RESULT_CUE_FROM.lastIndex = m.index;
  return RESULT_CUE_FROM.test(text) || CLEAN_CUE.test(text);
}

// GitHub renders ":white_check_mark:" as ✅: a result mark written as its shortcode is read as the mark
// (RESULT_CUE finds the pass marks' shortcodes; a sentence it passes over has none to change).
const EMOJI_MARKS: Record<string, string> = { white_check_mark: '✅', heavy_check_mark: '✔️', ballot_box_with_check: '☑️', green_circle: '🟢', x: '❌', heavy_multiplication_x: '✗', negative_squared_cross_mark: '❌', red_circle: '🔴' };
const EMOJI_CODE = new RegExp(`:(${Object.keys(EMOJI_MARKS).join('|')}):`, 'g');

// "Validation:\n- pnpm test\n- GitHub Actions all checks passed": a message typed into `git commit -m`
// with its line breaks written out as "\n", as agents do. A line with two such breaks before a
// paragraph or an item is read as the lines it stands for; in a code span "\n" is code.
const WRITTEN_BREAK = /\\n(?=\\n|[-*] |\d{1,3}\. )/g;
function withWrittenBreaks(text: string): string {
  let at = text.indexOf('\\n');
  if (at === -1) return text;
  // (Most such lines are code, left as they are: the text is copied only if a line is not.)
  let out = '';
  let from = 0;
  while (at !== -1) {
    const start = text.lastIndexOf('\n', at) + 1;
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    const read = lineWithBreaks(line);
    if (read !== line) {
      out += text.slice(from, start) + read;
      from = end;
    }
    at = text.indexOf('\\n', end);
  }
  return from === 0 ? text : out + text.slice(from);
}
function lineWithBreaks(line: string): string {
  const parts = line.split('`');
  let breaks = 0;
  for (let k = 0; k < parts.length; k += 2) breaks += parts[k]!.match(WRITTEN_BREAK)?.length ?? 0;
  if (breaks < 2) return line;
  for (let k = 0; k < parts.length; k += 2) parts[k] = parts[k]!.replaceAll('\\n', '\n');
  return parts.join('`');
}

/** Claims in a piece of text: one per sentence that makes any, with every check it names. */
export function findClaims(written: string, source: ClaimSource, where: string, options: ClaimOptions): Claim[] {
  const text = withWrittenBreaks(written);
  const claims: Claim[] = [];
  const asserted = new Set<CheckKind | 'bare'>();
  const classify = options.classify ?? builtinClassifier;
  const exhaustive = options.exhaustive === true;
  let previous = '';
  // "All checks pass with Node.js 20:" followed by the checks, one an item: the lead-in's success is
  // theirs, not a claim of its own. It is dropped when a claim naming checks follows within a few units.
  let leadIn = -1;
  let units = 0;
  let retractions = 0;
  // The list just read, kept as text (most lists are never looked at again): "- pnpm lint\n- pnpm
  // build\n\nAll commands pass." claims the checks its items name.
  const items: string[] = [];
  // "- Verified against the conformance test suite:" over items that are each a name and its result
  // ("`host-rebinding-rejected`: PASS"): the lead-in's checks passed when every item did.
  let resultsLeadIn: { checks: CheckKind[]; text: string } | null = null;
  let resultItems: { passed: string; failed: boolean } | null = null;
  // Past MAX_CLAIMS, a claim is kept only if it asserts a check none before it did: the verdict
  // is the same, and a text of thousands of claims costs linear time and bounded memory.
  const admit = (checks: Iterable<CheckKind>, bare: boolean): boolean => {
    let fresh = bare && !asserted.has('bare');
    for (const c of checks) {
      fresh ||= !asserted.has(c);
      asserted.add(c);
    }
    if (bare) asserted.add('bare');
    return claims.length < MAX_CLAIMS || fresh;
  };
  const claimOf = (sentence: string, checks: CheckKind[], bare: boolean): Claim => {
    const s = sentence.trim();
    return { source, where, text: s.length > MAX_CLAIM_TEXT ? s.slice(0, MAX_CLAIM_TEXT - 1) + '…' : s, checks, bare };
  };
  const endResultItems = (): void => {
    if (resultsLeadIn !== null && resultItems !== null && !resultItems.failed && admit(resultsLeadIn.checks, false)) claims.push(claimOf(`${resultsLeadIn.text} ${resultItems.passed}`, resultsLeadIn.checks, false));
    resultsLeadIn = null;
    resultItems = null;
  };
  // A question quoted just before ("> Did you run the e2e suite?"), for an answer that opens on "Yes".
  let asked: string | null = null;
  // A runner's own line for a failed package or target ("FAIL  example.com/b", "//pkg:x_test  FAILED in
  // 0.9s"): the run failed, so no line of it that passed is a claim, before it or after.
  let runFailed = false;
  ownSentences(text, (unit) => {
    if (unit.item && items.length < MAX_LIST_ITEMS) items.push(unit.text);
    if (unit.silent) {
      asked = unit.asked === true ? unit.text : null;
      return;
    }
    const question = asked;
    asked = null;
    if (!runFailed && options.builtin && RUNNER_FAIL_LINE.test(unit.text.slice(0, 300))) {
      runFailed = true;
      const kept = claims.filter((c) => !runnerLine(c.text));
      if (kept.length < claims.length) {
        claims.length = 0;
        claims.push(...kept);
        asserted.clear();
        for (const c of claims) admit(c.checks, c.bare);
      }
    }
    if (runFailed && runnerLine(unit.text)) return;
    if (resultsLeadIn !== null) {
      const result = unit.item ? NAMED_RESULT.exec(unit.text.slice(0, 200)) : null;
      if (result !== null) {
        resultItems ??= { passed: unit.text, failed: false };
        resultItems.failed ||= !PASSED_RESULT.test(result[1]!);
      } else endResultItems();
    }
    if (unit.text.charCodeAt(unit.text.length - 1) === 58 && unit.text.length <= 200 && RESULTS_LEAD_IN.test(unit.text)) resultsLeadIn = leadInOfResults(unit.text, classify, exhaustive);
    const before = previous;
    previous = unit.text;
    units++;
    // ("Tests pass ✅ … Edit: actually CI failed on the Postgres job": what was said before is taken back.)
    if (options.builtin && RETRACTION.test(unit.text.slice(0, 80))) {
      // (Past MAX_RETRACTIONS edits, each takes back everything: a text of thousands of edits costs
      // linear time, not one pass over the claims kept for each.)
      const named = takeBack(claims, ++retractions > MAX_RETRACTIONS ? null : unit.text, classify, exhaustive);
      // (What is left asserts no check taken back, and no bare success.)
      if (named === null) asserted.clear();
      else for (const k of named) asserted.delete(k);
      asserted.delete('bare');
    }
    if (options.builtin && SCRATCHED.test(unit.text.slice(0, 400))) return;
    // (unittest's and Django's "Ran 412 tests in 38.2s" over "OK (skipped=3)": the verdict, a line on.)
    if (options.builtin && UNITTEST_OK.test(unit.text) && UNITTEST_RAN.test(before.slice(0, 200))) {
      if (admit(['test'], false)) claims.push(claimOf(`${before} ${unit.text}`, ['test'], false));
      return;
    }
    if (!unit.item) {
      const listed = items.length > 0 && unit.text.length <= 80 && ALL_PASS.test(unit.text) ? listChecks(items, classify, exhaustive) : null;
      if (items.length > 0) items.length = 0;
      if (listed !== null) {
        if (admit(listed, listed.length === 0)) claims.push(claimOf(unit.text, listed, listed.length === 0));
        return;
      }
    }
    // Most sentences say nothing of a result: they are not read word by word.
    // (A sentence after a trial and its semicolon is read for what the trial showed, in its own words.)
    const answering = question !== null && options.builtin && YES_ANSWER.test(unit.text);
    const builtin = options.builtin && (exhaustive || answering || unit.checked || resultOrCleanFault(unit.text) || (NON_ASCII.test(unit.text) && (NON_ASCII_CUE.test(unit.text) || OTHER_LANGUAGES_NON_ASCII_CUE.test(unit.text))) || nowItDoes(unit.text) || (before.endsWith(';') && before.length <= 300 && TRIAL_OPENING.test(before)));
    if (!builtin && options.extra.length === 0) return;
    if (builtin && unit.text.includes(':')) {
      const marked = unit.text.replace(EMOJI_CODE, (_, name: string) => EMOJI_MARKS[name]!);
      if (marked !== unit.text) unit = { text: marked, checked: unit.checked, row: unit.row, item: unit.item };
    }
    let { checks, bare, cleaned } = readUnit(unit, before, builtin, classify, exhaustive, options.extra);
    // ("> Did you run the e2e suite?" over "Yes, all green."; "> Do the tests pass?" over "Yes.": the
    // answer's success is of the checks the question named.)
    if (answering && checks.size === 0) {
      const answered = answerOf(question!, unit.text, bare, classify, exhaustive);
      if (answered.length > 0) {
        checks = new Set(answered);
        bare = false;
      }
    }
    // ("I have verified these changes via:" over "- [x] Code inspection only": the items say how, and
    // whether that was a check; the lead-in claims nothing of its own.)
    if (checks.size === 0 && bare && VERIFIED_VIA.test(cleaned.slice(-80))) return;
    if (checks.size > 0 || bare) {
      if (!admit(checks, bare)) return;
      if (leadIn !== -1 && checks.size > 0 && units - leadIn <= LEAD_IN_REACH && claims.at(-1)?.checks.length === 0 && claims.at(-1)?.bare) claims.pop();
      leadIn = checks.size === 0 && bare && cleaned.trimEnd().endsWith(':') ? units : -1;
      claims.push(claimOf(unit.text, [...checks], bare));
    }
  });
  endResultItems();
  return claims;
}

/** The checks of a kind that words name, each once. */
function checksNamed(words: readonly Word[]): CheckKind[] {
  return [...new Set(words.flatMap((w) => (w.role === 'check' && w.check !== 'bare' ? [w.check!] : [])))];
}
const YES_ANSWER = /^[\W_]{0,4}(?:yes|yep|yeah|yup|it (?:does|did)|they (?:do|did))\b/i;
/**
 * The checks a "Yes" answers for: those the quoted question names, when the answer says they passed
 * ("Yes, all green") or the question asked whether they pass and the answer is a bare "Yes".
 */
function answerOf(question: string, answer: string, bare: boolean, classify: CheckClassifier, exhaustive: boolean): CheckKind[] {
  const asked = tokenize(spanCommandLabel(clean(question), classify), classify, exhaustive);
  const named = checksNamed(asked);
  if (named.length === 0) return [];
  const said = tokenize(clean(answer), classify, exhaustive);
  if (said.some((w) => w.role === 'fail' || negates(w) || w.w === 'but' || w.w === '?')) return [];
  if (bare) return named;
  // (A bare "Yes" to "Did you run the e2e suite?" says it was run, not how it went.)
  return asked.some((w) => w.role === 'pass') && said.length <= 4 ? named : [];
}

// An edit that takes back what was said above: "Edit: actually …", "EDIT: spoke too soon", "Correction:",
// "Scratch that". ("Update: tests pass after the rebase" adds a result; it is read as one. The edit itself
// is read too: "Correction: it's 214 tests, not 241 — all 214 pass.")
const RETRACTION = /^[\W_]{0,8}(?:(?:edit|update|upd|eta)\s?\d?[\W_]{0,4}:[\W_]{0,4}(?:actually|spoke too soon|scratch that|retract|correction|nope|oops|turns out|i was wrong|never ?mind|ignore|wrong|sorry|not quite|false alarm|(?:they|it|that) (?:don't|doesn't|didn't|isn't|wasn't|do not|does not|did not|is not|was not)\b)|correction\s?:|scratch that|spoke too soon|retracting\b|wait[,.!]?\s+no\b|wait[,.!]?\s+(?:that|it|this) (?:was|wasn't|is from|ran) (?:before|against|on|with|from)\b)/i;
// A command in code, then a dash, colon or arrow before what it printed ("`ng test` — Executed …").
const AFTER_COMMAND = String.raw`\`[^\`\n]{1,120}\`[ \t]*[-–—:→][ \t]*`;
const UNITTEST_RAN = new RegExp(String.raw`^(?:[-=]{3,}\s+|${AFTER_COMMAND})?Ran [1-9]\d{0,6} tests? in \d{1,6}(?:\.\d{1,4})?s$`);
const UNITTEST_OK = /^OK(?: \((?:skipped|expected failures|unexpected successes)=\d{1,6}(?:, (?:skipped|expected failures)=\d{1,6})?\))?$/;
// ("Build: succeeded — scratch that, it was against the old lockfile": a result taken back in its own sentence.)
// ("Tests passed too — wait, no: that pass was with the old fixture", "everything passed — actually,
// correction: …": taken back at once.)
const SCRATCHED = /[—–-]\s*(?:scratch that|never ?mind|strike that|wait,? no\b|actually,? (?:no|correction)\b)/i;
/**
 * Takes back the claims before an edit of the checks it names, or all of them when it names none of
 * theirs (or when there is no edit's text to read); gives back the checks taken back, or null for all.
 */
function takeBack(claims: Claim[], text: string | null, classify: CheckClassifier, exhaustive: boolean): Set<CheckKind> | null {
  const words = text === null ? [] : tokenize(clean(text), classify, exhaustive);
  const named = new Set(checksNamed(words));
  // ("Correction: that should say `cargo check`": what it names was not said above, so all of it is
  // taken back; "the `lint` job just went red" names CI, which is every check.)
  if (named.size === 0 || words.some((w) => w.role === 'check' && w.check === 'bare') || !claims.some((c) => c.checks.some((k) => named.has(k)))) {
    claims.length = 0;
    return null;
  }
  let kept = 0;
  for (const c of claims) {
    if (!c.bare && !c.checks.some((k) => named.has(k))) claims[kept++] = c;
    else {
      const checks = c.checks.filter((k) => !named.has(k));
      if (checks.length > 0) claims[kept++] = { ...c, checks, bare: false };
    }
  }
  claims.length = kept;
  return named;
}

// An item that is a name and its result: "`localhost-host-valid-accepted`: PASS", "login flow — ✅".
// (A name holds no separator of its own; it is read to the first one, so the pattern stays linear.)
const NAMED_RESULT = /^[^:—–→]{1,160}(?::|—|–|→|\s-)\s*(PASS(?:ED)?|Pass(?:ed)?|pass(?:ed|es|ing)?|OK|ok|✅|✓|✔️?|FAIL(?:ED)?|Fail(?:ed)?|fail(?:ed|s|ing)?|ERROR|❌|✗)\s*[.!]?\s*(?:✅|✓|❌)?$/;
const PASSED_RESULT = /^(?:pass|ok|✅|✓|✔)/i;
// What a lead-in to such items opens on, or ends on: the checks were run ("Verified against the MCP
// conformance test suite:", "Ran the e2e tests:", "Test results:").
const RESULTS_OPENINGS = ['verified', 'validated', 'tested', 'checked', 'ran'];
const RESULTS_ENDINGS = ['results', 'result'];
const RESULTS_LEAD_INS = new Set([...RESULTS_OPENINGS, ...RESULTS_ENDINGS]);
// (The same words, looked for before a lead-in is read word by word.)
const RESULTS_LEAD_IN = new RegExp(String.raw`^\W*(?:${RESULTS_OPENINGS.join('|')})\b|\b(?:${RESULTS_ENDINGS.join('|')})\W*:$`, 'i');
/** The checks a lead-in to named results names, when it says they were run; null when it does not. */
function leadInOfResults(text: string, classify: CheckClassifier, exhaustive: boolean): { checks: CheckKind[]; text: string } | null {
  const words = tokenize(spanCommandLabel(clean(text), classify), classify, exhaustive);
  if (words.length < 3 || !(RESULTS_LEAD_INS.has(words[0]!.w) || RESULTS_LEAD_INS.has(words.at(-2)!.w))) return null;
  // ("Expected results:", "Tests to run:", "Verified that these no longer fail:": a goal, or a failure.)
  if (words.some((w) => w.role === 'fail' || w.role === 'pass' || negates(w) || MODALS.has(w.w) || GOAL_LABELS.has(w.w))) return null;
  const checks = checksNamed(words);
  return checks.length === 0 ? null : { checks, text };
}

/** How many items of a list are kept for a result said after it. */
const MAX_LIST_ITEMS = 16;
// "All commands pass.", "All of the above pass", "All green.": a result for the whole list before it.
// ("All three pass on this branch": how many, and where, may be said.)
const ALL_PASS = /^(?:✅\s*)?(?:all|both)(?: of)?(?: the| these| those| them)?(?: (?:two|three|four|five|six|seven|eight|\d))?(?: (?:above|listed|commands?|checks?|steps?|gates?))*\s+(?:pass(?:ed|es)?|succeed(?:ed|s)?|(?:are|were) (?:green|clean|passing)|green|clean)\b(?: (?:locally|here|again|now|on this branch|on my machine))?[.!;]?\s*(?:✅)?$/i;
/** The checks a list's items name (its commands, by the classifier); null when one of them failed. */
function listChecks(items: readonly string[], classify: CheckClassifier, exhaustive: boolean): CheckKind[] | null {
  const kinds = new Set<CheckKind>();
  for (const item of items) {
    const words = tokenize(spanCommandLabel(clean(item), classify), classify, exhaustive);
    if (words.some((w) => w.role === 'fail' || negates(w))) return null;
    for (const w of words) if (w.role === 'check' && w.check !== 'bare' && (w.code || words.length <= 3)) kinds.add(w.check!);
  }
  return [...kinds];
}

// "cargo test --lib: 530 passed", "go vet ./...: ok": a command written without a code span, as the
// label of its result, is read as if it were in one (the classifier decides what it checks).
const COMMAND_LABEL = /^((?:cargo|npm|pnpm|yarn|bun|npx|go|pytest|python3?|make|mypy|pyright|ruff|tsc|eslint|uv|deno|node|gradlew?|mvn|tox|golangci-lint|shellcheck|flake8|pylint|vitest|jest|flutter|dart|dotnet|swift|rspec|rake|phpunit|composer)\b[^:`\n]{0,120}):[ \t]/;
// "Validated with cargo check, cargo test --manifest-path …": a package manager's command in plain
// text, after "with"/"using"/"via", in a list of them, at the start of the sentence, after a label's
// colon ("Verified: cargo check --all-targets clean") or after a wrapper's "--" ("rch exec -- go test
// ./internal/robot/ passes"), is read as if it were in a code
// span. Its arguments are flags, paths and test names; what follows it is a result or a break.
const PLAIN_TOOL = /cargo|npm|yarn|go |uv |bun|npx|tox|dotnet|gradle|mvn|poetry/;
const PLAIN_COMMAND = /(?:^|\b(?:with|using|via|ran|run|and|exec|workspace)[ \t]+|[,:][ \t]*|--[ \t]+)(?:[A-Z][A-Z0-9_]{0,40}=[^\s=]{0,100}[ \t]+)?((?:cargo|npm|pnpm|yarn|bun|npx|uv|poetry|tox|dotnet|gradle|\.\/gradlew|mvn|go)[ \t]+(?:run[ \t]+)?[a-z][\w-]*(?::[\w-]+)*(?:[ \t]+(?:--?[\w-]+(?:=[^\s,;`]{0,100}|[ \t]+(?!(?:clean|green|ok|pass(?:es|ed)?|succeed(?:s|ed)?|is|are|and|all|both)\b)[^\s,;`-][^\s,;`]{0,100})?|\.{0,2}\/[^\s,;`]{0,100}|[\w.-]{1,100}\/[^\s,;`]{0,100}|[A-Z][a-z0-9_][\w{}]{0,100})){0,8})(?=[ \t]*(?:[,;.:(—–→]|->|--[ \t]|and\b|both\b|all\b|pass|succeed|exit|is\b|are\b|green\b|clean\b|ok\b|✅|✓|$))/g;
const EXIT_ZERO = /^[ \t]*exit(?:s|ed)?(?: with)?(?: code| status)?[ \t]+0\b/;
// "Validated with focused PathBuilderTests, make check, …", "Ran make test: all green": a make target
// named for a check, in plain text after "with", "ran" or a list's comma, is read as in a code span.
// ("and make sure", "make tests pass" are English.)
const PLAIN_MAKE = /(\b(?:with|using|via|ran|run)[ \t]+|,[ \t]*)(make[ \t]+(?:test|check|lint|typecheck|type-check|build|ci)(?![\w-]))(?=[ \t]*(?:[,;.:(—]|and\b|$))/gi;
function plainCommands(sentence: string, classify: CheckClassifier): string {
  if (sentence.includes('make')) sentence = sentence.replace(PLAIN_MAKE, '$1`$2`');
  if (!PLAIN_TOOL.test(sentence)) return sentence;
  // ("Validation: bun run validate exit 0": a project's own script of no kind, by its exit status.)
  return sentence.replace(PLAIN_COMMAND, (all, command: string, at: number) => (classify(command) ?? extraCommandKind(command) ?? EXIT_ZERO.test(sentence.slice(at + all.length, at + all.length + 32)) ? all.slice(0, all.length - command.length) + '`' + command + '`' : all));
}

const PASSES_AFTER = /^\W{0,4}(?:and[ \t]+)?(?:(?:it|they)[ \t]+)?pass(?:es|ed)?[ \t]+(?:after|with[ \t]+the[ \t]+fix)\b/i;
const FAILED_BEFORE = /\bfail(?:s|ed)?[ \t]+(?:before|without[ \t]+the[ \t]+fix)\b/i;
const TOOL_LIST = /\s[/+&]\s|,\s|\sand\s/;
// "`ruff check` returns `All checks passed!`", "`mypy .` prints `Success: no issues found`": a check's
// output, quoted, read as the label's result ("`ruff check`: All checks passed!") it is.
const QUOTED_OUTPUT = /(`[^`\n]{1,200}`)[ \t]+(?:now[ \t]+|still[ \t]+)?(?:returns|reports|prints|outputs|shows|says|gives|yields|emits)[ \t]+`([^`\n]{1,120})`/;
const UNCHANGED_BY = /\bunchanged by (`[^`\n]{0,100}(?:prettier|fmt|format|black|biome)[^`\n]{0,100}`|prettier|black|rustfmt|gofmt|ruff format|dotnet format|clang-format|biome format)(?![\w-])/i;
// (Ruff's and Black's "120 files already formatted" too.)
// (Pylint's own "Your code has been rated at 10.00/10": a perfect score, nothing found.)
const PYLINT_PERFECT = /\byour code has been rated at 10(?:\.0+)?\/10\b/gi;
// (Prettier's own "All matched files use Prettier code style!".)
const PRETTIER_CLEAN = /\ball matched files use prettier code style\b!?/gi;
const FILES_UNCHANGED = /\b(?:(?:all|\d{1,9}) )?files? (?:(?:would be )?(?:left )?unchanged|already formatted)\b/gi;
// ("`prettier --check .`: no changes needed", "gofmt: no changes": the same, said of a formatter named in
// the sentence; "no changes" only as the sentence's last words.)
const NO_CHANGES_NEEDED = /\bno (?:formatting )?changes?(?: (?:were |are )?(?:needed|required|necessary)\b|(?=\W{0,4}$))/gi;
const FORMATTER_NAMED = /\b(?:prettier|black|rustfmt|gofmt|dprint|clang-format|fmt|formatter|formatting)\b/i;
function spanCommandLabel(sentence: string, classify: CheckClassifier): string {
  sentence = plainCommands(sentence, classify);
  // (A formatter's report that it changed nothing: "`black --check .`: 42 files would be left unchanged".)
  // ("Files verified to be unchanged by `prettier`": the formatter named found nothing to change.)
  if (sentence.includes('unchanged by')) sentence = sentence.replace(UNCHANGED_BY, '$1 clean');
  if (sentence.includes('unchanged') || sentence.includes('already formatted')) sentence = sentence.replace(FILES_UNCHANGED, 'clean');
  if (sentence.includes('code style')) sentence = sentence.replace(PRETTIER_CLEAN, 'Prettier clean');
  if (sentence.includes('rated at 10')) sentence = sentence.replace(PYLINT_PERFECT, 'pylint clean');
  if (sentence.includes('o change') && FORMATTER_NAMED.test(sentence)) sentence = sentence.replace(NO_CHANGES_NEEDED, 'clean');
  if (sentence.includes('` ')) {
    const quoted = QUOTED_OUTPUT.exec(sentence);
    const command = quoted?.[1]!.slice(1, -1);
    if (quoted && command !== undefined && (classify(command) ?? extraCommandKind(command))) sentence = sentence.slice(0, quoted.index) + quoted[1] + ': ' + quoted[2] + sentence.slice(quoted.index + quoted[0].length);
  }
  const colon = sentence.indexOf(':');
  if (colon === -1 || colon > 160) return sentence;
  const m = COMMAND_LABEL.exec(sentence.slice(0, 160));
  if (!m) return sentence;
  const command = m[1]!.trim();
  // ("ruff check / ruff format / pyright: clean", "ruff, mypy: clean": tools listed, not one command.)
  if (TOOL_LIST.test(command) || !(classify(command) ?? extraCommandKind(command))) return sentence;
  return '`' + command + '`' + sentence.slice(m[1]!.length);
}

const CRASHED = new Set(['panics', 'panicked', 'crashes', 'crashed', 'hangs', 'hung', 'aborts', 'aborted', 'segfaults']);
const PREVIOUSLY = new Set(['previously', 'before', 'used', 'formerly', 'originally']);
const SUBJECT_DETERMINERS = new Set(['the', 'our', 'these', 'all', 'new', 'existing', 'affected', 'both']);
/** "The tests …", "Unit tests …": a sentence whose subject is a named check, plural or not as asked. */
function ranSubject(ran: readonly Word[], plural: boolean): boolean {
  let k = 0;
  while (k < 2 && SUBJECT_DETERMINERS.has(ran[k]?.w ?? '')) k++;
  const noun = ran[k]?.role === 'check' ? ran[k] : ran[k + 1]?.role === 'check' && ran[k]!.role === 'other' && /^[a-z]+$/.test(ran[k]!.w) ? ran[k + 1] : undefined;
  return noun !== undefined && !noun.code && noun.check !== 'bare' && ANTECEDENTS.has(noun.w) && (noun.w.endsWith('s') === plural || noun.w === 'suite');
}
const APPLIES_WHEN = new Set(['applicable', 'relevant', 'needed', 'necessary', 'required', 'appropriate', 'any']);
// ("I turned them into regression tests. They seem to be passing now.": checks just written.)
// ("Walked through checkout with a test card; the confirmation email now shows the discount", "Hit
// `/api/health` locally; the endpoint returns 200": a trial by hand, then what it showed.)
// ("Validation: manually exercised the CLI against the sample repo; the output matches the expected
// fixture", "Opened the report page with 10k rows; it renders in under a second": under a label of
// its own, and a page opened.)
const TRIAL_OPENING = /^[\s*_-]*(?:(?:validation|verification|testing|manual\s+testing|qa):\s*)?(?:(?:i|we)\s+)?(?:manually\s+|locally\s+)?(?:tested|smoke-tested|verified|tried|ran|checked|exercised|walked\s+through|clicked\s+through|hit|opened\s+(?:the|it)\b)\b/i;
const TRIAL_RESULT = /pass|succe|fail|error|broke|crash|works|green|clean|\bnot?\b|n't/i;
const SHOWN_CORRECTLY = new Set(['works', 'work', 'renders', 'render', 'loads', 'load', 'displays', 'display', 'runs', 'run']);
/** What a trial showed, in a clause of its own: a fault gone, the thing now working, or working as it should. */
function trialOutcome(words: readonly Word[]): boolean {
  let shown = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.role === 'fail' || w.role === 'check' || w.w === '?' || w.w === 'but' || w.w === 'if' || FAULTY.has(w.w) || (negates(w) && !(w.w === 'no' && words[k + 1]?.w === 'longer') && !(w.w === 'longer' && words[k - 1]?.w === 'no'))) return false;
    // ("… the order confirmation email now shows the discount", "the endpoint returns 200", "the row
    // counts match", "both slugs now come out as expected".)
    // ("it renders in under a second", "the page loads", "got a 201".)
    shown ||= (w.w === 'expected' && words[k - 1]?.w === 'as') || ((TRIAL_SHOWS.has(w.w) || (CAME_UP.has(w.w) && words[k + 1]?.w === 'up')) && (words[k - 1]?.w === 'it' || subjectBefore(words, k))) || (w.w === 'got' && /^2\d\d$/.test((words[k + 1]?.w === 'a' || words[k + 1]?.w === 'an' ? words[k + 2]?.w : words[k + 1]?.w) ?? '')) || (w.w === 'longer' && words[k - 1]?.w === 'no' && GONE_VERBS.has(words[k + 1]?.w ?? '')) || ((w.w === 'works' || w.w === 'work') && words[k - 1]?.w === 'now') || (w.w === 'correctly' && SHOWN_CORRECTLY.has(words[k - 1]?.w ?? '')) || (w.w === 'now' && k >= 2 && /^[a-z]{3,}s$/.test(words[k + 1]?.w ?? '') && words[k + 1]!.role === 'other') || w.w === 'matches' || w.w === 'match' || ((w.w === 'returns' || w.w === 'returned') && /^2\d\d$/.test(words[k + 1]?.w ?? ''));
  }
  return shown;
}
const RAN_THEM = new Set(['run', 'ran', 'reran', 'rerun', 're-ran', 'executed', 'tested', 'tried']);
const WROTE_TESTS = new Set(['added', 'adds', 'adding', 'new', 'updated', 'wrote', 'written', 'turned', 'converted', 'created']);
// Where or how what was just added passes, its subject left out: "Passing on `net472`", "Passes locally."
const ELIDED_WHERE = new Set(['on', 'in', 'under', 'across', 'against', 'locally', 'now', 'again', 'cleanly', 'fine', '.', '!', ',', ';']);
// "修改已完成，无 linter 错误" (done, no linter errors): Chinese puts "no" before the check and "errors"
// after it; read as "linter 无错误", the order "lint 无错误" is read in.
const NO_CHECK_ERRORS = /(?:无|没有) ?([A-Za-z][\w-]{0,40}) ?错误/g;
// "修复…显示编译成功问题" (fix the problem where … showed "compiled successfully"): what lies between
// "fix" and "problem" in one clause describes the bug, as "Fix the issue where …" does in English.
const FIXED_PROBLEM = /修复[^，。；,;!?！？\n]{0,120}?问题/g;
/** A Chinese sentence rewritten into what the reader reads: the check before "no errors", the bug left out. */
function rewriteChinese(s: string): string {
  s = reorderCjk(s);
  if (s.includes('问题')) s = s.replace(FIXED_PROBLEM, '修复问题');
  return s.includes('错误') ? s.replace(NO_CHECK_ERRORS, '$1 无错误') : s;
}
const CYRILLIC = /[\u0400-\u04ff]/;
/** A sentence in another language with its words in the order the reader reads (its words are glossed as they are read). */
function inEnglishOrder(s: string): string {
  const c = reorderVietnamese(rewriteChinese(s));
  return CYRILLIC.test(c) ? reorderRussian(reorderUkrainian(c)) : reorderTurkish(reorderLatin(reorderPolishDutchIndonesian(c)));
}

// What one sentence claims, read past the first filter: its own words, and, where it says only that
// "they" or "all" passed or is only a clean result, the checks the sentence before it ran.
function readUnit(unit: Sentence, before: string, builtin: boolean, classify: CheckClassifier, exhaustive: boolean, extra: readonly ClaimPattern[]): { checks: Set<CheckKind>; bare: boolean; cleaned: string } {
  const checks = new Set<CheckKind>();
  let bare = false;
  const cleaned = clean(unit.text);
  let words: Word[] | undefined;
  if (builtin) {
    words = tokenize(spanCommandLabel(restated(inEnglishOrder(cleaned), unit.checked), classify), classify, exhaustive);
    // "[x] Ensure your code lints and the test suite passes": a template's instruction to the author,
    // ticked by the author, who says it of their own code.
    // ("[x] Check that you pass the basic style checks and unit tests": "you" is the author.)
    if (unit.checked && TICKED_INSTRUCTIONS.has(words[0]?.w ?? '')) {
      for (const w of words) {
        if (w.w === 'your') w.w = 'the';
        else if (w.w === 'you') w.w = 'i';
      }
    }
    // ("- [x] I have checked if my changes generate no new warnings": ticked, what was checked held.)
    if (unit.checked) for (let k = 1; k < words.length; k++) if ((words[k]!.w === 'if' || words[k]!.w === 'whether') && CHECKED_THAT.has(words[k - 1]!.w)) words[k]!.w = 'that';
    // ("- [x] Tests added and passed if fixing a bug or adding a new feature": ticked, the template's
    // case it applies in is the author's.)
    if (unit.checked) {
      const ws = words;
      const k = ws.findIndex((w, j) => j >= 2 && w.w === 'if' && (APPLIES_WHEN.has(ws[j + 1]?.w ?? '') || /^[a-z]{3,}ing$/.test(ws[j + 1]?.w ?? '')));
      if (k !== -1 && ws.slice(0, k).some((w) => w.role === 'pass')) ws.length = k;
    }
    const r = readSentence(words, unit);
    for (const c of r.checks) checks.add(c);
    bare ||= r.bare;
    // "Ran npm run lint and npm test. Everything is passing.": the checks the sentence before ran.
    const at = r.bare && r.checks.length === 0 && before !== '' ? words.findIndex((w) => w.role !== 'other' || PRONOUNS.has(w.w)) : -1;
    // ("I've added tests. I've made sure all auto checks have passed.": "all" of a noun of its own.)
    const subject = at === -1 || ((words[at]!.w === 'all' || words[at]!.w === 'both') && words[at + 1]?.role === 'other' && /^[a-z]/.test(words[at + 1]!.w) && !ALL_THEN.has(words[at + 1]!.w)) ? undefined : words[at]!.w;
    // "Ran the linter; no issues.", "Ran mypy. Clean.": a sentence that is only a clean result.
    // ("Ran npm run lint and npm test. They should pass.": a result expected is none.)
    const onlyResult = !r.bare && r.checks.length === 0 && before !== '' && words.length <= 6 && words.some((w) => w.role === 'pass') && words.every((w) => w.role === 'pass' || w.role === 'number' || (FILLER.has(w.w) && !(MODALS.has(w.w) && w.w !== 'to')) || w.w === '.' || w.w === '!' || w.w === '0');
    // ("Added 14 test cases locking in the contract. Passing on `net10.0` and `net472`.": the subject
    // left out is what was just added.)
    const elided = !r.bare && r.checks.length === 0 && before !== '' && words.length <= 8 && (words[0]?.w === 'passing' || words[0]?.w === 'passes') && (words.length === 1 || ELIDED_WHERE.has(words[1]!.w)) && !words.some((w) => w.role === 'fail' || w.role === 'check' || negates(w));
    // ("**Before:** Test fails." over "**After:** Passes.": the check the before label named, now passing.)
    if (!r.bare && r.checks.length === 0 && words[0]?.w === 'after' && words[1]?.w === ':' && words.length <= 6 && words[2]?.role === 'pass' && words[2]!.verb && words.slice(3).every((w) => w.w === '.' || w.w === '!' || ELIDED_WHERE.has(w.w)) && /^[\s*_]*before[\s*_]*:/i.test(before)) {
      const was = tokenize(clean(before), classify, exhaustive);
      const named = [...new Set(was.flatMap((w) => (w.role === 'check' && w.check !== 'bare' && !w.code ? [w.check!] : [])))];
      if (named.length === 1 && was.some((w) => w.role === 'fail') && !was.some((w) => w.role === 'pass')) checks.add(named[0]!);
    }
    // ("Tested manually on Ubuntu and macOS; the crash no longer reproduces.", "Tested on Firefox and
    // Chrome; the drag handle now works in both.": a trial, then what it showed, after a semicolon.)
    if (!r.bare && r.checks.length === 0 && before.endsWith(';') && before.length <= 300 && TRIAL_OPENING.test(before) && !TRIAL_RESULT.test(before) && trialOutcome(words)) bare = true;
    // ("543 tests passing; no regressions.": after a check's result and a semicolon, "no regressions"
    // is said of that check, as it is after a comma.)
    if (bare && r.checks.length === 0 && before.endsWith(';') && before.length <= 300 && (words[0]?.w === '0' || words[0]?.w === 'no') && REGRESSIONS.has(words[1]?.w ?? '') && words.length <= 4 && checkResultBefore(tokenize(clean(before), classify, exhaustive))) bare = false;
    // ("Added 3 new tests. I've run them on my machine successfully.": the checks just named, run.)
    const ranThem = !r.bare && r.checks.length === 0 && before !== '' && words.length <= 14 && words.some((w, k, all) => w.w === 'them' && RAN_THEM.has(all[k - 1]?.w ?? '')) && words.some((w) => w.role === 'pass' && w.verb) && !words.some((w) => w.role === 'fail' || w.role === 'check' || negates(w) || w.w === '?' || CONDITIONS.has(w.w));
    if ((subject !== undefined && PRONOUNS.has(subject)) || onlyResult || elided || ranThem) {
      const ran = tokenize(clean(before), classify, exhaustive);
      // "New tests added; all pass locally.": one kind of check named just before, "all" or "they" pass.
      // ("Tests: the sqltests cover ranges …; all pass in default and MVCC modes": under a "Tests:" label.)
      // ("Added a regression test; it passes.": "it", the one test added.)
      const one = subject === 'it' && ran.some((w) => w.role === 'check' && (w.w === 'test' || w.w === 'spec') && !w.code);
      // ("I added three tests; all of them pass.": "all of them", a result and nothing else.)
      const allOf = onlyResult && (words[0]!.w === 'all' || words[0]!.w === 'both') && words[1]?.w === 'of' && (words[2]?.w === 'them' || words[2]?.w === 'these');
      const added = (subject === 'all' || subject === 'they' || subject === 'both' || allOf || one || elided || ranThem) && (ran.some((w) => WROTE_TESTS.has(w.w)) || ((ran[0]?.w === 'tests' || ran[0]?.w === 'test') && ran[1]?.w === ':'));
      // ("Also, on my local macOS I ran the test 100 times. It passed.": the author's own run.)
      const iRan = ran.findIndex((w, k) => k < 10 && (w.w === 'ran' || w.w === 'reran' || w.w === 'executed') && (ran[k - 1]?.w === 'i' || ran[k - 1]?.w === 'we'));
      // ("The tests run for a relatively long time. All have passed.": the checks the sentence before
      // was about, as its subject.)
      const about = at <= 1 && (subject === 'all' || subject === 'they' || subject === 'it') && ranSubject(ran, subject !== 'it');
      // ("Previously, the build failed on ARM; it now succeeds.": the check that failed before is "it" now.)
      // ("These tests were failing on macOS 26. They now pass against the RC.": "were failing", the
      // state before.)
      // ("Without the fix the test panics in BTreeCreateIndex; with the fix it succeeds": the run without
      // the change failed, the one with it passes.)
      const said = words;
      const withFix = said.some((w, k) => w.w === 'with' && changeNamed(said, k + 1) !== -1);
      const withoutFix = ran.findIndex((w, k) => w.w === 'without' && changeNamed(ran, k + 1) !== -1);
      const failedBefore = (subject === 'it' || subject === 'they' || subject === 'all') && (withFix ? withoutFix !== -1 : words.some((w) => w.w === 'now')) && ran.some((w) => w.role === 'fail' || (withFix && CRASHED.has(w.w))) && (withFix || ran.some((w, k) => PREVIOUSLY.has(w.w) || ((w.w === 'was' || w.w === 'were') && ran[k + 1]?.w === 'failing'))) && !ran.some((w, k) => w.role === 'pass' || (negates(w) && k !== withoutFix));
      if (failedBefore) {
        const named = [...new Set(ran.flatMap((w) => (w.role === 'check' && w.check !== 'bare' && !w.code ? [w.check!] : [])))];
        if (named.length === 1) {
          bare = false;
          checks.add(named[0]!);
        }
      // ("Testing:\n  npm run lint\n  npm test" over "Both pass.": the commands a trial's label lists.)
      } else if (ran.length > 0 && (added || about || ranThem || /^(?:ran|run|executed|tested|checked|re-ran|reran|rerun)$/.test(ran[0]!.w) || (ran[0]!.w === 'tried' && ran[1]?.w === 'running') || ((ran[0]!.w === 'testing' || ran[0]!.w === 'verification' || ran[0]!.w === 'validation') && ran[1]?.w === ':') || iRan !== -1) && !ran.some((w) => w.role === 'pass' || w.role === 'fail')) {
        const named = checksNamed(ran);
        if (named.length > 0) {
          bare = false;
          for (const k of named) checks.add(k);
        }
      }
    }
  }
  // ("(fails before on inf: OverflowError; passes after: sequential, all items in order)": a regression
  // test's two runs, the red one in the clause before.)
  if (builtin && checks.size === 0 && PASSES_AFTER.test(cleaned.slice(0, 40)) && FAILED_BEFORE.test(before.slice(-400))) checks.add('test');
  // "…because it doesn't actually pass. now it does.": the answer takes the checks the sentence
  // before said were failing.
  if (builtin && checks.size === 0 && !bare && nowItDoes(cleaned) && before !== '') {
    const was = tokenize(clean(before), classify, exhaustive);
    if (was.some((w) => w.role === 'fail' || negates(w))) for (const w of was) if (w.role === 'check' && w.check !== 'bare') checks.add(w.check!);
  }
  if (extra.length > 0) {
    const r = readExtra(cleaned, () => (words ??= tokenize(cleaned, classify, exhaustive)), extra);
    for (const c of r.checks) checks.add(c);
    bare ||= r.bare;
  }
  return { checks, bare, cleaned };
}

/**
 * A sentence put in the words the reader reads results in: a ticked question answered, "passes when
 * running X" as "passes X", "`cmd`, which passed" as "`cmd` passed", "PASS `cmd`" as "`cmd` passed".
 * (Each form holds a rare word or mark, looked for before anything is rewritten.)
 */
function restated(sentence: string, checked: boolean): string {
  // "[x] Are tests passing?", "[x] Is your code passing linting?", "[x] Does it work in Android and
  // iOS?": a template's question, ticked, is answered yes.
  const question = checked ? TICKED_QUESTION.exec(sentence) : null;
  // ("[x] The code passes when running PHPStan": the check it passed, named after it.)
  // ("[x] Command line build passes?": a statement asked, ticked, is said.)
  const asked = checked && !question ? TICKED_STATEMENT.exec(sentence) : null;
  let said = question ? answered(question) : asked ? asked[1]!.replace(/\bpassing$/i, 'passes') : sentence.includes(' when running ') ? sentence.replace(PASSES_WHEN_RUNNING, '$1 ') : sentence;
  // ("Built on platform(s): NixOS": a platform ticked under nixpkgs' "Built on platform(s)".)
  if (checked && said.startsWith(BUILT_ON_LABEL)) said = `Built successfully on ${said.slice(BUILT_ON_LABEL.length)}`;
  // ("[x] Pylint is not reporting any issues", "The analyzer does not report any problems": none.)
  if (said.includes(' report') && NOT_REPORTING.test(said)) said = said.replace(NOT_REPORTING, 'reports no $1');
  // ("I didn't receive any error when I ran `mypy` locally": the run, and no errors.)
  if (said.includes(' when ') && NO_ERRORS_WHEN_RAN.test(said)) said = said.replace(NO_ERRORS_WHEN_RAN, 'Ran $1 with no errors');
  // ("Verified `mvn clean verify` in all maven sub-modules": what it was verified with.)
  if (VERIFIED_COMMAND.test(said)) said = said.replace(VERIFIED_COMMAND, '$1 with $2');
  // ("[x] Successfully run unit and instrumentation tests": the run, then how it went.)
  if (SUCCESSFULLY_RAN.test(said)) said = said.replace(SUCCESSFULLY_RAN, '$1$2 $3 successfully$4');
  // ("Ran `npm test`, which passed": the run, then what it did.)
  if (said.includes('which')) said = said.replace(RAN_WHICH_PASSED, '$1 ');
  // ("[x] Run the unit tests with `./gradlew check` to make sure you didn't break anything": ticked,
  // it was run, and nothing broke.)
  if (checked && RAN_TO_BREAK_NOTHING.test(said)) said = said.replace(RAN_TO_BREAK_NOTHING, 'Ran $1, and they pass.');
  // ("As far as I can tell the build works on both x86 and arm64": a hedge, then the result, as with
  // the comma after the hedge; "can" there asks nothing.)
  if (said.includes(' can ') && HEDGE_CAN.test(said)) said = said.replace(HEDGE_CAN, '$1, ');
  // ("- PASS `pnpm --filter @atproto-agent/core test`": the verdict first, then the command.)
  if (VERDICT_FIRST.test(said)) said = said.replace(VERDICT_FIRST, (_, verdict: string, command: string) => `${command} ${/^f/i.test(verdict) ? 'failed' : 'passed'}`);
  return said;
}
const TICKED_STATEMENT = /^[\s*_]*((?!(?:are|is|does|do|did|has|have|was|were|can|will|should)\b)[^?]{1,200}?\b(?:passes|pass|passing|succeeds|builds|compiles))\?[\s*_]*$/i;
const NOT_REPORTING = /\b(?:is not|isn't|are not|aren't|does not|doesn't|did not|didn't|do not|don't)[ \t]+report(?:ing)?[ \t]+any[ \t]+(issues|errors|warnings|problems|findings|violations)\b/i;
const NO_ERRORS_WHEN_RAN = /\b(?:i|we)[ \t]+(?:didn't|did not|don't|do not)[ \t]+(?:receive|get|see|have|encounter)[ \t]+any[ \t]+(?:errors?|warnings?|issues?|problems?)[ \t]+when[ \t]+(?:i|we)[ \t]+ran[ \t]+(`[^`\n]{1,200}`)/i;
const VERIFIED_COMMAND = /^([\s*_]*(?:verified|validated|confirmed))[ \t]+(`[^`\n]{1,200}`)(?=[ \t]*(?:$|[.,;(]|(?:locally|on|in|across|against|under|for)\b))/i;
const SUCCESSFULLY_RAN = /^([\s*_]*(?:(?:i|we)(?:'ve| have)?\s+)?)successfully\s+(ran|run|executed)\s+([^.!?;:]{1,200}?)\s*([.!]?)\s*$/i;
const RAN_TO_BREAK_NOTHING = /^\s*run\s+(.{1,200}?)\s+to make sure (?:you|i|we) (?:didn't|did not|haven't|have not) break anything\.?\s*$/i;
const HEDGE_CAN = /^([\s*_]*(?:as far as|from what) (?:i|we) can (?:tell|see)),?[ \t]+(?=\S)/i;
const VERDICT_FIRST = /^(PASS(?:ED)?|FAIL(?:ED)?)\b[ \t]*[:—–-]?[ \t]*(`[^`\n]{1,300}`)/;
// ("Added a regression test (`test_paginate_last_page`), which passes": the test's name in brackets.)
const RAN_WHICH_PASSED = /(`[^`\n]{1,200}`|\b(?:suite|tests?|checks?|linter)\b(?:[ \t]?\(`[^`\n]{1,200}`\))?)\s*,?\s+which\s+(?=(?:all\s+)?(?:pass(?:ed|es)?|succeeded|succeeds|reported no|reports no|found no|returned no)\b)/gi;
const PASSES_WHEN_RUNNING = /\b(pass(?:es|ed)?) when running (?:the )?/i;
const TICKED_QUESTION = /^[\s*_]*(are|is|does|do|did)\s+([^?]{1,200})\?[\s*_]*$/i;
/** A ticked question as the statement it answers: "Are tests passing?" is "tests passing". */
function answered(question: RegExpExecArray): string {
  const rest = question[2]!.replace(/\byour\b/gi, 'the').replace(/\byou\b/gi, 'I');
  // ("Does it work?": the verb takes the subject's number once the question is answered.)
  // ("Is your code passing linting?": "the code passes linting".)
  const aux = question[1]!.toLowerCase();
  if (aux === 'is') return rest.replace(/\bpassing\b/i, 'passes');
  return aux.startsWith('d') ? rest.replace(/\b(work|pass|build|compile)\b/i, (v) => (v.toLowerCase() === 'pass' ? 'passes' : `${v}s`)) : rest;
}

// Config patterns (gate.claims) are matched here only, on one sentence at a time, so that a change in
// how they are compiled touches this function alone. A match is a claim unless the words before it
// negate it, make it a condition or a goal, or the sentence is a question.
function readExtra(sentence: string, wordsOf: () => Word[], extra: readonly ClaimPattern[]): { checks: CheckKind[]; bare: boolean } {
  const checks: CheckKind[] = [];
  let bare = false;
  for (const p of extra) {
    const m = p.pattern.exec(sentence);
    if (!m) continue;
    const words = wordsOf();
    const upto = words.findIndex((w) => w.at >= m.index + m[0].length);
    const end = upto === -1 ? words.length : upto;
    if (isQuestion(words) || blockedBefore(words, 0, end, end)) continue;
    if (p.checks === 'required') bare = true;
    else checks.push(...p.checks);
  }
  return { checks, bare };
}

// ---------------------------------------------------------------------------------------------
// Structure: the author's own sentences

interface Sentence {
  /** The sentence as the author wrote it (markup is removed before it is read). */
  text: string;
  /** A checked task item: "- [x] Lint" asserts what it names. */
  checked: boolean;
  /** A table row read as "first cell: last cell with a result". */
  row: boolean;
  /** A list item's sentence. */
  item: boolean;
  /** An item under an instruction ("Run with Node 22:"): what was to be run, kept only for a result said after the list. */
  silent?: boolean;
  /** A question quoted from somebody else ("> Did you run the e2e suite?"): silent, kept for the answer after it. */
  asked?: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE_MARKS = /^(?:>\s?)+/;
/** How long a quoted question may be, kept for the answer after it. */
const MAX_ASKED = 300;
// A fence of shell commands: no language named, or a shell's; "$ " before a command is the prompt.
const SHELL_FENCE = /^(?:|bash|sh|shell|console|zsh|fish|powershell|ps1|pwsh|cmd|bat)$/i;
const SHELL_PROMPT = /^[$>] /;
const MAX_FENCED_COMMANDS = 8;
// A command (no backtick, not a comment itself) and, after " # ", a note that reports a result and
// says nothing of what should happen.
const NOTE_RESULT = /\bpass(?:ed|es|ing)?\b|\bclean\b|\bgreen\b|\bok\b|\bsucce|\b0 (?:errors?|warnings?|failures?|failed)\b|\bno (?:errors?|issues|warnings|problems|changes)\b|✅|✓/i;
const NOTE_GOAL = /\b(?:should|must|expect|expected|will|would|want|to)\b/i;
/** "`command` — note" for a fenced "command   # note" that reports a result, or null. */
function notedResult(line: string): string | null {
  const at = line.indexOf(' # ');
  if (at < 1 || at > 200) return null;
  const command = line.slice(0, at).trim();
  const note = line.slice(at + 3).trim();
  if (command === '' || command[0] === '#' || command.includes('`') || note.length > 200 || note.includes('#') || !NOTE_RESULT.test(note) || NOTE_GOAL.test(note)) return null;
  return `\`${command}\` — ${note}`;
}
// A runner's own last line in a shell fence, after the command that printed it: pytest's, Jest's,
// Vitest's, Mocha's, Cargo's, RSpec's, Gradle's and Maven's (a line each, read as it stands).
const RUNNER_SUMMARY = /^(?:=+ (\d+ passed\b[^=]{0,120}?) =+$|Tests:? {1,12}\d+ passed\b.{0,80}$|\d+ passing \(\d+(?:\.\d+)?m?s\)$|test result: ok\. \d+ passed; 0 failed\b.{0,80}$|\d+ examples?, 0 failures\b.{0,40}$|Finished `[\w-]{1,30}` profile \[[\w +-]{1,40}\] target\(s\) in .{1,20}$|(?:\[INFO\] )?BUILD SUCCESS(?:FUL)?\b.{0,30}$|(ok)[ \t]{1,8}\S{1,200}[ \t]+(?:[\d.]{1,12}s|\(cached\))$)/;
const FENCE_NOT_OURS = /\b(?:reproduc\w*|repro|before|on (?:main|master)|upstream|example|e\.g|expected|should|would|will|if|once|until|fail\w*|errors?|broken)\b/i;
const CARGO_BUILD = /^cargo(?:\s+\+\S+)?\s+(?:build|b)\b/;
const RUN_FAILED = /\bFAIL(?:ED|URE)?\b|\b[1-9]\d* (?:failed|failing|failures?|errors?)\b|^error\b|panicked/;
const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:\s+|$)/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const WOULD_HAVE = /\b(?:should|would|could) have\b/i;
// ("Once the CI pipeline finishes, it will confirm that:": what a run still to come is to show.)
const WILL_CONFIRM = /\b(?:will|would|should|shall|is going to|are going to) (?:confirm|verify|check|show|ensure|make sure|prove)(?: that)?[*_\s]*:[*_\s]*$/i;
const CONDITION_LEAD_IN = /\b(?:only if|if|when|once|unless|provided that|as long as)[*_\s]*:?[*_\s]*$/i;
/** Whether a paragraph ends, before markup, spaces and a colon, on the last letter of one of CONDITION_LEAD_IN's words: most end otherwise. */
function endsOnConditionWord(p: string): boolean {
  let k = p.length - 1;
  while (k >= 0 && isMarkOrSpace(p.charCodeAt(k))) k--;
  if (k >= 0 && p.charCodeAt(k) === 58) k--;
  while (k >= 0 && isMarkOrSpace(p.charCodeAt(k))) k--;
  // ("If", "when", "once", "unless", "that", "as": f, n, e, s, t in either case.)
  const c = p.charCodeAt(k) | 32;
  return c === 102 || c === 110 || c === 101 || c === 115 || c === 116;
}
// ("Steps to reproduce: 1. Run npm test. 2. All tests pass. 3. Open the app.": a paragraph that opens
// on a label of goals or steps is the label's, every sentence of it.)
function goalLabelled(para: string): boolean {
  const c = para.charCodeAt(0);
  if (!isLower(c | 32) && !isMarkOrSpace(c)) return false;
  const opening = para.slice(0, 72).replace(/^[*_\s]+/, '');
  const m = GOAL_HEADING.exec(opening);
  return m !== null && /^[*_\s]*:/.test(opening.slice(m[0].length, m[0].length + 6));
}
// Under a heading of steps to test, a paragraph that says how it went here ("All three pass on this
// branch", "I ran them on macOS"; "All linting checks are now passing" after the next steps' list).
const REPORTED_HERE = /\bon this (?:branch|commit|pr)\b|\b(?:i|we) (?:ran|tested|verified)\b|\b(?:i|we)(?: have|'ve) (?:run|tested|verified)\b|\b(?:are|is) now (?:passing|green|clean)\b/i;
// ("- [ ] All 27 `test_models.py` tests pass locally (verified)": the box left empty, the run said done.)
const PASSED_LOCALLY = /\((?:all )?(?:passed|passes|passing|green|clean) locally\)|\((?:verified|confirmed)(?: locally)?\)\W*$/i;
// ("- [NA ] I have run the integration tests and they are passing": a box marked not applicable is
// not ticked.)
// ("- [x ] There are no errors in the console": a tick with a space beside it is a tick.)
// ("- [] Tests pass": an empty box, written without its space, is still a box left unticked.)
const TASK = /^\[( ?[xX] ?| |[ ]?(?:NA|N\/A|n\/a|na)[ ]?|)\](?:\s+|$)/;
const HEADING = /^#{1,6}(?:\s+|$)/;
const CALLOUT = /^>\s*\[![A-Za-z]+\]/;
// Sections whose items are wanted, not done: "## Acceptance criteria", "## Goal", "## Next steps".
const GOAL_HEADING = /^(?:acceptance(?: criteria)?|goals?|requirements?|definition of done|done when|to ?do|todos?|plan|(?:observability|migration|rollout|roll-out|rollback|deploy(?:ment)?|release|monitoring) plan|next steps?|follow[- ]ups?|expected (?:behaviou?r|results?|outcome|output)(?: (?:after|with|once) (?:this|the) (?:change|fix|pr|patch))?|bug|actual (?:behaviou?r|results?|outcome|output)|current behaviou?r|symptoms?|steps to reproduce|how to (?:test|verify|reproduce)|what should (?:we|i|you|reviewers?) (?:test|check|verify)|testing steps|steps to (?:test|verify)|(?:implementation |important )?considerations|success criteria|exit criteria|out of scope|open questions)\b/i;
// "the following commands now succeed:", "Verified locally with:": the items that follow are its checks.
const LEAD_IN_PASS = /\b(?:pass(?:es|ed)?|succeed(?:s|ed)?|green|clean|successfully|(?:verified|validated|checked|confirmed) (?:\w+ ){0,2}(?:with|using|via|by))\b[^:!?]{0,40}:$/i;
const LEAD_IN_DOUBT = /\b(?:not|n't|no|fail\w*|should|must|will|would|need|needs|if|once|until|expected|make|ensure)\b/i;
const INSTRUCTS = /^[*_\s]*(?:please[ ,]+)?(?:verify|ensure|check|confirm|make sure|validate|test that|run)\b/i;
const SHOWS_CODE = /\b(?:output|outputs|prints|shows|displays|like this|looks like|for example|e\.g|example|such as|run|running|usage)\b[^:]{0,60}:$/i;
// The sentence a platform ticked under it is read as, and shown as.
const BUILT_ON_LABEL = 'Built on platform(s): ';
const BUILT_ON_PLATFORMS = /^[*_\s]*built on platform\(?s?\)?[*_\s]*:?[*_\s]*$/i;
/** Whether an item opens as BUILT_ON_PLATFORMS does, by its first character ("b", markup or a space): most items do not. */
function opensBuiltOn(item: string): boolean {
  const c = item.charCodeAt(0);
  return c === 98 || c === 66 || isMarkOrSpace(c);
}
const SECTION_LABEL = /^(?:verified|validated|tested|confirmed)[*_\s:.]*$/i;
function lastSentence(tail: string): string {
  for (let k = tail.length - 2; k > 0; k--) {
    const c = tail.charCodeAt(k - 1);
    if ((c === 46 || c === 33 || c === 63) && (tail.charCodeAt(k) === 32 || tail.charCodeAt(k) === 10) && !(c === 46 && abbreviationBefore(tail, k - 1))) return tail.slice(k + 1);
  }
  return tail;
}
// A changelog's section headings (Keep a Changelog's, release-please's, changesets', GitHub's generated
// notes), and a release's own heading.
const CHANGELOG_HEADING = /^(?:\[?v?\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?\]?(?:\(|\s|$)|added$|changed$|deprecated$|removed$|fixed$|security$|features$|bug ?fixes\b|performance improvements\b|reverts$|miscellaneous(?: chores)?\b|chores$|dependencies$|new contributors\b|(?:patch|minor|major) changes\b|changelog\b|release notes\b|breaking changes?\b)/i;
// An entry that names its pull request or issue at its end: "(#1021)", "(#1021, thanks @x)", "by @x in
// https://github.com/o/r/pull/42". (The entry is read as a list item's text, its marker gone.)
const ISSUE_REFERENCE = String.raw`\(#\d{1,7}(?:[,;][^()\n]{0,80})?\)`;
const PULL_REQUEST_LINK = String.raw`in https:\/\/github\.com\/[^\s]{1,200}\/pull\/\d{1,7}`;
// (release-please's entries end on their commit: "([3f2e1d0](https://github.com/o/r/commit/3f2e1d0))",
// which no other list writes: one such entry makes a changelog.)
const COMMIT_LINK = String.raw`\(\[[0-9a-f]{7,40}\]\(https:\/\/[^\s()]{1,200}\/commit\/[0-9a-f]{7,40}\)\)`;
const CHANGELOG_ENTRY = new RegExp(String.raw`(?:${ISSUE_REFERENCE}|\bby @[\w-]{1,39} ${PULL_REQUEST_LINK}|${COMMIT_LINK})\s*$`);
// (Found from the reference at a line's end back to the line's list marker: each line is looked at once.)
const ENTRY_REFERENCE = new RegExp(String.raw`(?:${ISSUE_REFERENCE}|\b${PULL_REQUEST_LINK}|${COMMIT_LINK})[ \t]*$`, 'gm');
const LIST_LINE = /^[ \t]{0,3}[-*+] /;
/** How many list items end on the pull request or issue they came from, counted up to two. */
function changelogEntries(text: string): number {
  if (!text.includes('(#') && !text.includes('/pull/') && !text.includes('/commit/')) return 0;
  let entries = 0;
  ENTRY_REFERENCE.lastIndex = 0;
  for (let m = ENTRY_REFERENCE.exec(text); m !== null && entries < 2; m = ENTRY_REFERENCE.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    if (LIST_LINE.test(text.slice(start, start + 8))) entries += m[0].includes('/commit/') ? 2 : 1;
  }
  return entries;
}
const INTRODUCES = /\b(?:checklist|items|such as|including|like|e\.g|for example|examples?|prints|shows|displays|outputs|lists|asks|template)\b/i;

/** The author's own sentences, in order. */
function ownSentences(text: string, emit: (s: Sentence) => void): void {
  let fence: string | null = null;
  // A fenced block of shell commands, kept (a few short lines) in case a sentence after it says they
  // all passed ("```\ncargo fmt --all --check\ncargo test\n```\n\nAll three pass on this branch.").
  let fenceCommands: string[] | null = null;
  // ("pnpm exec oxlint src     # 0 warnings, 0 errors": a command in a shell fence, its result noted
  // beside it by the author; read as "`command` — result". A few of them a fence.)
  let fenceNotes: string[] | null = null;
  // The command after the fence's last "$ " prompt, until a blank line: "$ cargo test" over "# all
  // suites pass" is the author's note on what it did.
  let prompted: string | null = null;
  // The command after the fence's last "$ " prompt, with its runner's summary among the lines it printed
  // ("$ pytest" over "===== 12 passed in 0.31s ====="), and whether any of them tells of a failure.
  let ran: { command: string; summary: string | null; failed: boolean } | null = null;
  const endRun = (): void => {
    // (Cargo's "Finished" line ends a build, and the compile before `cargo test` or `cargo clippy` runs.)
    const built = ran !== null && ran.summary !== null && ran.summary.startsWith('Finished');
    if (ran !== null && ran.summary !== null && !ran.failed && fenceNotes !== null && fenceNotes.length < MAX_FENCED_COMMANDS && (!built || CARGO_BUILD.test(ran.command))) fenceNotes.push(built ? ran.summary : `\`${ran.command}\` — ${ran.summary}`);
    ran = null;
  };
  let fenceNotOurs = false;
  let inComment = false;
  // An HTML <blockquote> (a bot's quoted release notes) is somebody else's words, like "> ".
  let inBlockquote = false;
  let inCallout = false;
  // An indented code block after a lead-in ("… looks like this:"), and the blank line that may open one.
  let indentedCode = false;
  let codeAfterBlank = false;
  let para = '';
  let paraTail = '';
  let paraChecked = false;
  let paraUnchecked = false;
  let paraItem = false;
  // Items under "a checklist of…:", "such as:", "prints:" are described, not claimed.
  let described = false;
  // Items under "the following commands now succeed:" assert what they name.
  let ledIn = false;
  // Ticked items under "- Built on platform(s)" are where the author built the change.
  let builtOn = false;
  let builtOnIndent = 0;
  let paraIndent = 0;
  // Under a heading of goals or requirements nothing is claimed, up to the next heading.
  let goals = false;
  // ("* Tests now pass on Python 3.13 (#1021)" among other such lines: release notes, each entry a change
  // shipped, with its pull request; a text with two or more of them is a changelog.)
  // ("### Bug Fixes", "## [1.2.0] - 2024-05-01": a changelog's section, whose items each describe a
  // change shipped, none a result of this change's checks; a paragraph there is the author's own.)
  let changes = false;
  const changelog = changelogEntries(text) >= 2;
  // Items under a line that is such a heading without the "#" ("Acceptance criteria", "**Goals:**").
  let goalItems = false;
  // The paragraph just before was such a line, ending on its colon ("Expected output:" over "`48 passed`").
  let goalLine = false;
  // Unticked items under an instruction ("Please check:", "Verify that init produces…:") are what to check.
  let instructed = false;
  // A table's row wrapped over several lines (commit messages wrap at 72), kept until its cells are
  // all there: the separator row ("| --- | --- |") says how many bars a whole row has.
  let tableBars = 0;
  // The table's header, when its columns are a runner's counts ("| Suite | Passed | Failed |"), and the
  // line read before the delimiter row (the header, if a table starts there).
  let countColumns: (string | null)[] | null = null;
  // ("| Platform | Build | Tests |": checks as the columns, a row for each place they ran.)
  let checkColumns: (string | null)[] | null = null;
  // ("| Step | Expected |" over "| `cargo test` | all pass |": a table of what should happen.)
  let expectedTable = false;
  let lastTableLine = '';
  let pendingHeader: Sentence | null = null;
  let row = '';
  let rowBars = 0;
  let rowLines = 0;
  function endRow(): void {
    if (row === '') return;
    const whole = tableRow(row, countColumns, checkColumns);
    row = '';
    if (whole && !expectedTable) emit(whole);
  }
  function flush(): void {
    endRow();
    // ("- Built on platform(s)" over "   - [x] NixOS", nixpkgs' template: each platform ticked is a
    // build done there.)
    if (builtOn && !(paraItem && (paraChecked || paraUnchecked) && paraIndent > builtOnIndent)) builtOn = false;
    if (para !== '' && !goals && builtOn && paraChecked) emit({ text: (BUILT_ON_LABEL + para).slice(0, MAX_SENTENCE), checked: true, row: false, item: true });
    else if (para !== '' && !goals && paraItem && !paraChecked && !paraUnchecked && opensBuiltOn(para) && BUILT_ON_PLATFORMS.test(para)) {
      builtOn = true;
      builtOnIndent = paraIndent;
    } else if (para !== '') {
      const underGoalLine = goalLine && !paraItem;
      goalLine = false;
      if (!paraItem) {
        const colon = para.endsWith(':');
        // (The lead-in is the paragraph's last sentence: "… does not map to a runnable `examples/`
        // script. Verified instead via unit tests that assert …:" introduces results, not examples.)
        const tail = colon ? lastSentence(para.slice(-200)) : '';
        described = colon && INTRODUCES.test(tail);
        ledIn = colon && LEAD_IN_PASS.test(tail) && !LEAD_IN_DOUBT.test(tail);
        // ("**Reviewers will merge this pull-request only if**" over "- it builds with SUCCESS for all
        // platforms on the CI": what a merge waits for.)
        // ("Coverage level that should have caught this:" over "- [X] Unit test": an option chosen.)
        goalItems = (para.length <= 48 && GOAL_HEADING.test(para.replace(/^[*_\s]+/, '')) && /^[*_\s]*[\w ()/-]+[*_\s]*:?[*_\s]*$/.test(para)) || (endsOnConditionWord(para) && CONDITION_LEAD_IN.test(para.slice(-40))) || (colon && (WOULD_HAVE.test(tail) || WILL_CONFIRM.test(tail)));
        instructed = colon && INSTRUCTS.test(para.slice(0, 40));
        goalLine = goalItems && colon && !underGoalLine;
      }
      if (paraUnchecked) {
        if (!goals && PASSED_LOCALLY.test(para)) sentencesOf(para, true, emit, true);
      // (A ticked item under a heading of goals or a to-do list that says how it went is one the author
      // says is done: "## TODO" over "- [x] CI Pipelines run successfully"; "- [x] ruff: <a link>" there
      // is a task done, not a run.)
      // (Under "## How to test", a paragraph that says how it went here is a report: "All three pass on
      // this branch", "I ran them on macOS: all green".)
      } else if (!(paraItem && (described || goalItems || (instructed && !paraChecked) || (changes && !paraChecked) || (changelog && CHANGELOG_ENTRY.test(para)))) && !(!paraItem && (underGoalLine || goalLabelled(para)) && !REPORTED_HERE.test(para)) && (!goals || (paraItem && paraChecked && RESULT_CUE.test(para)) || (!paraItem && REPORTED_HERE.test(para)))) sentencesOf(para, paraChecked || (paraItem && ledIn), emit, paraItem);
      else if (paraItem && instructed && !goals && !described && !goalItems) emit({ text: para.slice(0, MAX_SENTENCE), checked: false, row: false, item: true, silent: true });
    }
    para = '';
    paraTail = '';
    paraChecked = false;
    paraUnchecked = false;
    paraItem = false;
  }
  // Where the text's next "<" is (-1: there is none): most lines have no tag, and the text is searched
  // for one once, not line by line.
  let nextTag = text.indexOf('<');
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let line = text.slice(start, end);
    if (nextTag !== -1 && nextTag < start) nextTag = text.indexOf('<', start);
    const tagged = nextTag !== -1 && nextTag < end;
    start = end + 1;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    const first = firstChar(line);
    // (A table's first line is a row only if no delimiter row follows it.)
    if (pendingHeader !== null && first !== '|') {
      emit(pendingHeader);
      pendingHeader = null;
    }
    const head = first === '`' || first === '~' ? line.slice(0, 16) : '';
    if (fence !== null) {
      const close = head === '' ? null : FENCE.exec(head);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && line.slice(close[0].length).trim() === '') {
        fence = null;
        endRun();
        if (fenceCommands !== null && fenceCommands.length > 0) for (const command of fenceCommands) emit({ text: command, checked: false, row: false, item: true, silent: true });
        if (fenceNotes !== null && !fenceNotOurs) for (const noted of fenceNotes) emit({ text: noted, checked: false, row: false, item: true });
        fenceCommands = null;
        fenceNotes = null;
      } else if (fenceCommands !== null || fenceNotes !== null) {
        const trimmed = line.trim();
        const command = trimmed.replace(SHELL_PROMPT, '');
        if (fenceCommands !== null && command !== '' && (fenceCommands.length >= MAX_FENCED_COMMANDS || command.length > 200)) fenceCommands = null;
        else if (fenceCommands !== null && command !== '') fenceCommands.push(command);
        let noted = fenceNotes !== null && fenceNotes.length < MAX_FENCED_COMMANDS && command.length <= 400 ? notedResult(command) : null;
        if (command !== trimmed) {
          prompted = noted === null ? command : null;
          // (npm echoes a script as "> pkg@1.0.0 test" and "> jest": the run goes on.)
          if (trimmed[0] === '$') {
            endRun();
            if (noted === null && command.length <= 200 && !command.includes('`')) ran = { command, summary: null, failed: false };
          }
        } else if (ran !== null && command !== '' && command.length <= 300) {
          ran.failed ||= RUN_FAILED.test(command);
          const summary = RUNNER_SUMMARY.exec(command);
          if (summary !== null) ran.summary = (summary[1] ?? summary[0]).trim();
        }
        if (command === trimmed && command === '') prompted = null;
        else if (prompted !== null && noted === null && command.startsWith('# ') && fenceNotes!.length < MAX_FENCED_COMMANDS && prompted.length <= 200) {
          noted = notedResult(`${prompted} ${command}`);
          if (noted !== null) prompted = null;
        }
        if (noted !== null) fenceNotes!.push(noted);
      }
      continue;
    }
    // HTML comments (template placeholders) are not the author's words.
    if (inComment || (tagged && line.length > 3 && line.includes('<!--'))) {
      let kept = '';
      let i = 0;
      while (i < line.length) {
        if (inComment) {
          const close = line.indexOf('-->', i);
          if (close === -1) { i = line.length; break; }
          inComment = false;
          i = close + 3;
        } else {
          const open = line.indexOf('<!--', i);
          if (open === -1) { kept += line.slice(i); break; }
          kept += line.slice(i, open) + ' ';
          inComment = true;
          i = open + 4;
        }
      }
      line = kept;
    }
    if (inBlockquote || (tagged && line.length > 10 && line.includes('<blockquote'))) {
      const close = line.lastIndexOf('</blockquote>');
      const opened = line.lastIndexOf('<blockquote');
      if (!inBlockquote) flush();
      // Open until a line closes it (and does not open another after).
      if (close !== -1 || opened !== -1) inBlockquote = opened > close;
      continue;
    }
    const open = head === '' ? null : FENCE.exec(head);
    if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) {
      // ("To reproduce on main:", "Before the fix:" over a fence: its output is not this change's run.)
      fenceNotOurs = goals || (para.endsWith(':') && FENCE_NOT_OURS.test(para.slice(-120)));
      flush();
      fence = open[1]!;
      fenceCommands = SHELL_FENCE.test(line.slice(open[0].length).trim()) ? [] : null;
      fenceNotes = fenceCommands === null ? null : [];
      prompted = null;
      continue;
    }
    let body = line.trimStart();
    if (body.startsWith('>')) {
      // A GitHub callout (> [!NOTE]) is the author's own; any other quote is somebody else's.
      if (CALLOUT.test(body.slice(0, 32))) {
        flush();
        inCallout = true;
        body = body.replace(CALLOUT, '');
      } else if (inCallout) {
        body = body.slice(1).trimStart();
      } else {
        flush();
        const quoted = body.replace(QUOTE_MARKS, '').trimEnd();
        if (quoted.endsWith('?') && quoted.length <= MAX_ASKED) emit({ text: quoted, checked: false, row: false, item: false, silent: true, asked: true });
        continue;
      }
    } else inCallout = false;
    body = body.trimEnd();
    if (body === '') {
      // ("The output looks something like this:\n\n    $ pytest\n    26 passed": after a lead-in that
      // shows something and a blank line, lines indented four spaces are a code block, somebody else's
      // words, until a line that is not. "Tests:\n\n    All 12 pass" is the author's, indented.)
      if (!indentedCode && para !== '' && !paraItem && paraTail.endsWith(':') && SHOWS_CODE.test(paraTail.slice(-120))) codeAfterBlank = true;
      flush();
      tableBars = 0;
      continue;
    }
    if (indentedCode || codeAfterBlank) {
      codeAfterBlank = false;
      const indented = line.startsWith('    ') || line.startsWith('\t');
      indentedCode = indented && (indentedCode || !LIST_ITEM.test(body.slice(0, 16)));
      if (indentedCode) continue;
    }
    if (row !== '') {
      // ("| `pnpm test:cli` | `Tests 310 passed`\n| Full suite green |": the bar that opens the next line
      // closes a cell; a new row starts only after one that ended on its bar.)
      if (!(body.startsWith('|') && row.endsWith('|')) && !(body[0] === '#' && HEADING.test(body.slice(0, 8)))) {
        row += ' ' + body;
        rowBars += bars(body);
        if ((rowBars >= tableBars && body.endsWith('|')) || ++rowLines >= MAX_ROW_LINES || row.length > 4 * MAX_SENTENCE) endRow();
        continue;
      }
      endRow();
    }
    if (body.startsWith('|')) {
      flush();
      const n = bars(body);
      const delimiter = DELIMITER_ROW.test(body.slice(0, 200));
      if (delimiter) {
        // ("| Suite | Tests | Passed |" over "|---|---|---|": the header names the columns, it reports
        // nothing.)
        pendingHeader = null;
        tableBars = body.endsWith('|') ? n : 0;
        countColumns = countHeader(lastTableLine);
        checkColumns = countColumns === null ? checkHeader(lastTableLine) : null;
        expectedTable = expectationHeader(lastTableLine);
      } else if (tableBars > 0 && (n < tableBars || !body.endsWith('|'))) {
        row = body;
        rowBars = n;
        rowLines = 1;
        continue;
      }
      const whole = tableRow(body, countColumns, checkColumns);
      if (pendingHeader !== null) emit(pendingHeader);
      pendingHeader = null;
      if (tableBars === 0 && !delimiter) pendingHeader = whole;
      else if (whole && !expectedTable) emit(whole);
      lastTableLine = body;
      continue;
    }
    tableBars = 0;
    countColumns = null;
    checkColumns = null;
    expectedTable = false;
    lastTableLine = '';
    const c = body[0]!;
    const h = c === '#' ? HEADING.exec(body.slice(0, 8)) : null;
    // ("After\n-----\nPasses.": a line underlined with "-" or "=" is a heading, as "## After" is.)
    const underlined = (c === '-' || c === '=') && para !== '' && para === paraTail && !paraItem && para.length <= 120 && SETEXT_UNDERLINE.test(body);
    if (h || underlined) {
      const title = underlined ? para.replace(/^[*_\s]+/, '') : body.slice(h![0].length).replace(/^[*_\s]+/, '');
      if (underlined) para = '';
      flush();
      goals = GOAL_HEADING.test(title.slice(0, 64));
      changes = !goals && CHANGELOG_HEADING.test(title.slice(0, 64));
      described = false;
      goalItems = false;
      instructed = false;
      ledIn = false;
      // "## Verified" titles the section that says what was verified; it claims nothing by itself.
      if (!goals && !SECTION_LABEL.test(title)) sentencesOf(title, false, emit, false);
      continue;
    }
    const item = c === '-' || c === '*' || c === '+' || (c >= '0' && c <= '9') ? LIST_ITEM.exec(body.slice(0, 16)) : null;
    // ("[ ] Tests pass locally" in a commit message: a task box with no list marker is a task all the same.)
    if (item || (c === '[' && TASK.test(body.slice(0, 8)))) {
      flush();
      paraIndent = line.length - line.trimStart().length;
      if (item) body = body.slice(item[0].length);
      const task = body.charCodeAt(0) === 91 ? TASK.exec(body.slice(0, 8)) : null;
      if (task) {
        // An unchecked task item is a plan, not a claim, with the lines it wraps onto, unless it says
        // it already passed where the author ran it ("- [ ] CI: `pnpm run lint` (passed locally)").
        const tick = task[1]!.trim();
        if (tick !== 'x' && tick !== 'X') paraUnchecked = true;
        else paraChecked = true;
        body = body.slice(task[0].length);
      }
      para = body;
      paraTail = body;
      paraItem = true;
      continue;
    }
    // A line that continues a wrapped sentence (commit messages wrap at 72) joins it.
    // ("go build\n./cmd/ntm": a path wrapped onto the next line.)
    // ("(subset:\nredact + json) both green": a bracket still open goes on.)
    // (The paragraph's end is read from the line last joined to it: reading a character of the joined
    // string would copy the whole paragraph at every line.)
    const paraEnd = paraTail.length >= 8 ? paraTail : para;
    if (para !== '' && (!'.!?:;'.includes(paraEnd[paraEnd.length - 1]!) || (paraEnd.endsWith(':') && openBracket(para.slice(-120)))) && ((c >= 'a' && c <= 'z') || (c === '`' && !(paraTail[0] === '`' && LABELLED_COMMAND.test(paraTail) && LABELLED_COMMAND.test(body))) || c === '(' || (c === '.' && (body[1] === '/' || body[1] === '.')) || c === '—' || c === '–' || (c > '\x7f' && c !== c.toUpperCase()) || GOES_ON.test(paraEnd.slice(-8)) || wrappedBefore(paraTail, body))) para += ' ' + body;
    else {
      flush();
      para = body;
    }
    paraTail = body;
    if (para.length > 4 * MAX_SENTENCE) flush();
  }
  if (pendingHeader !== null) emit(pendingHeader);
  flush();
}

// ("`pio test -e native` - PASSES\n`pio run -e stm32` - BUILD PASSES": lines that each label a command
// with what it did are a list without its markers, not one sentence wrapped.)
const LABELLED_COMMAND = /^`[^`]{1,200}?`? [-–—:|] \S/;
// "…so running the build there makes git installs produce a working binary. Verified via npm install
// from a git+file://\nURL: dist/cli/qmd.js is present": a line filled to the wrap width, whose next
// word would not have fitted on it, goes on whatever letter the next line opens with (not a trailer).
const WRAP_WIDTH = 72;
function wrappedBefore(line: string, next: string): boolean {
  if (line.length < WRAP_WIDTH - 16 || line.length > WRAP_WIDTH) return false;
  const space = next.indexOf(' ');
  const first = space === -1 ? next : next.slice(0, space);
  return line.length + 1 + first.length > WRAP_WIDTH && !/^[A-Za-z-]+-[Bb]y:/.test(first);
}
// ("…one line so the\nCONTRIBUTING `cargo fmt --check` gate passes": a line that ends on a word that
// cannot end a sentence goes on, whatever the next line starts with.)
const GOES_ON = /(?:^|\s)(?:the|a|an|so|to|of|and|or|in|for|with|that|by|from|on|at|as|is|are|was|were|than)$/i;
function openBracket(tail: string): boolean {
  return tail.lastIndexOf('(') > tail.lastIndexOf(')');
}

function firstChar(line: string): string {
  for (let i = 0; i < line.length && i < 4; i++) if (line[i] !== ' ') return line[i]!;
  return '';
}

// A row is wrapped over at most this many lines; past them the rest is read as text.
const MAX_ROW_LINES = 8;
// "| --- | :---: |": the row under a table's header.
const DELIMITER_ROW = /^\|(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?$/;
/** The bars that divide a row's cells ("\|" is a bar in a cell's text). */
function bars(line: string): number {
  // (Counted in the part of a line a row keeps, 4 × MAX_SENTENCE: a 1 MiB line of bars is not read.)
  const end = Math.min(line.length, 4 * MAX_SENTENCE);
  let n = 0;
  for (let i = line.indexOf('|'); i !== -1 && i < end; i = line.indexOf('|', i + 1)) if (i === 0 || line.charCodeAt(i - 1) !== 92) n++;
  return n;
}

// A header cell that names a runner's count, by the label the count is read with.
const COUNT_HEADERS = new Map([['passed', 'passed'], ['pass', 'passed'], ['passing', 'passed'], ['✅', 'passed'], ['failed', 'failed'], ['fail', 'failed'], ['failing', 'failed'], ['failures', 'failed'], ['❌', 'failed'], ['skipped', 'skipped'], ['skip', 'skipped'], ['errors', 'errors'], ['warnings', 'warnings'], ['issues', 'issues'], ['problems', 'problems'], ['violations', 'violations'], ['findings', 'findings'], ['total', 'total'], ['tests', 'total'], ['ran', 'total'], ['run', 'total']]);
/** A header whose columns say what should happen and none what did ("| Step | Expected |"). */
function expectationHeader(line: string): boolean {
  if (line === '' || line.length > 400) return false;
  const labels = line.split('|').map((c) => c.replace(/[*_`]/g, '').trim().toLowerCase());
  return labels.some((c) => EXPECTED_COLUMNS.has(c)) && !labels.some((c) => OBSERVED_COLUMNS.has(c));
}
const EXPECTED_COLUMNS = new Set(['expected', 'expected result', 'expected results', 'expected outcome', 'expected output', 'expectation', 'should']);
const OBSERVED_COLUMNS = new Set(['actual', 'actual result', 'result', 'results', 'status', 'outcome', 'observed', 'got', 'output', 'pass/fail', 'passed', 'verdict', '✅']);
/** "| Suite | Passed | Failed |": each column's count label, or null when the header names no passed count. */
function countHeader(line: string): (string | null)[] | null {
  if (line === '' || line.length > 400) return null;
  const labels = line.split('|').map((c) => c.trim()).filter((c) => c !== '').map((c) => COUNT_HEADERS.get(c.replace(/[*_`]/g, '').trim().toLowerCase()) ?? null);
  // ("| Tool | Errors | Warnings |": a checker's faults counted, a column each.)
  const faults = labels.length >= 2 && labels[0] === null && labels.slice(1).every((l) => l !== null && FAULT_COLUMNS.has(l));
  return labels.includes('passed') || faults ? labels : null;
}
const FAULT_COLUMNS = new Set(['errors', 'warnings', 'issues', 'problems', 'violations', 'findings']);
/**
 * "| Platform | Build | Tests |": each column's label where it names a check (a word or two the claim
 * reader knows as a test, build, lint or type check), or null when no column does or the first does.
 */
function checkHeader(line: string): (string | null)[] | null {
  if (line === '' || line.length > 400) return null;
  const names = line.split('|').map((c) => c.trim()).filter((c) => c !== '').map((c) => c.replace(/[*_`]/g, '').trim());
  const labels = names.map((label) => {
    const named = label.toLowerCase().split(/\s+/);
    const kind = named.length <= 2 ? CHECK_WORDS.get(named.at(-1)!) : undefined;
    return kind !== undefined && kind !== 'bare' && (named.length === 1 || CHECK_COLUMN_MODIFIERS.has(named[0]!)) ? label : null;
  });
  // ("| Feature | Tests |" over "| Login | ✅ |" says which features have tests: the rows must be where
  // the checks ran.)
  return labels.length >= 2 && labels[0] === null && PLACE_COLUMNS.has(names[0]!.toLowerCase()) && labels.some((l) => l !== null) ? labels : null;
}
const PLACE_COLUMNS = new Set(['platform', 'platforms', 'os', 'system', 'target', 'targets', 'environment', 'env', 'runner', 'node', 'python', 'version', 'versions', 'browser', 'arch', 'architecture', 'package', 'crate', 'module', 'job', 'config', 'configuration', 'matrix', 'toolchain', 'compiler', 'workspace', 'project', 'language', 'device', 'host', 'machine', 'jdk', 'java', 'go', 'rust', 'ruby', 'php', 'distro', 'image']);
const SHORT_RESULT_CELL = /^[^`\s]{1,12}$/;
const CHECK_COLUMN_MODIFIERS = new Set(['unit', 'e2e', 'integration', 'type', 'release', 'debug', 'smoke']);
function tableRow(line: string, countColumns: (string | null)[] | null, checkColumns: (string | null)[] | null = null): Sentence | null {
  line = line.slice(0, 4 * MAX_SENTENCE);
  const cells = line.split('|').map((c) => c.trim()).filter((c) => c !== '');
  if (cells.length === 0 || cells.every((c) => /^:?-+:?$/.test(c.slice(0, 64)))) return null;
  if (cells.length === 1) return { text: cells[0]!.slice(0, MAX_SENTENCE), checked: false, row: false, item: false };
  // ("| unit | 58 | 0 |" under "| Suite | Passed | Failed |": the row's counts, read with their columns'
  // labels, as "unit: passed 58, failed 0".)
  if (countColumns !== null && cells.length === countColumns.length && countColumns[0] === null) {
    // (With a column of how many ran, what passed is counted of them: "55/58 passed" is not all.)
    const total = cells.find((c, k) => countColumns[k] === 'total' && WHOLE_NUMBER.test(c));
    const counts = cells.flatMap((c, k) => (countColumns[k] === null || countColumns[k] === 'total' || !WHOLE_NUMBER.test(c) ? [] : countColumns[k] === 'passed' && total !== undefined ? [`${c}/${total} passed`] : [`${countColumns[k]} ${c}`]));
    if (counts.some((c) => c.startsWith('passed') || c.endsWith('passed'))) return { text: `${cells[0]}: ${counts.join(', ')}`.slice(0, MAX_SENTENCE), checked: false, row: false, item: false };
    // ("| clippy | 0 | 0 |" under "| Tool | Errors | Warnings |": read as "clippy: 0 errors, 0 warnings".)
    const faults = cells.flatMap((c, k) => (countColumns[k] !== null && FAULT_COLUMNS.has(countColumns[k]!) && WHOLE_NUMBER.test(c) ? [`${c} ${countColumns[k]}`] : []));
    if (faults.length > 0 && !countColumns.includes('passed')) return { text: `${cells[0]}: ${faults.join(', ')}`.slice(0, MAX_SENTENCE), checked: false, row: false, item: false };
  }
  // ("| Linux | ✅ | ✅ |" under "| Platform | Build | Tests |": each check's cell, read after its
  // column's label, as "Linux: Build ✅, Tests ✅". A cell that says more than a mark or a word, "86
  // tests passed", "`go build ./...`", is read as the row is.)
  if (checkColumns !== null && cells.length === checkColumns.length && cells.every((c, k) => checkColumns[k] === null || SHORT_RESULT_CELL.test(c))) {
    const results = cells.flatMap((c, k) => (checkColumns[k] === null ? [] : [`${checkColumns[k]} ${c.slice(0, 80)}`]));
    return { text: `${cells[0]!.slice(0, 80)}: ${results.join(', ')}`.slice(0, MAX_SENTENCE), checked: false, row: false, item: false };
  }
  // Before/after tables: the last cell that reports a result is the state now.
  return { text: line, checked: false, row: true, item: false };
}

// "go test ./... passes": a Go package pattern does not end a sentence.
// "ruff check . passes": a dot standing alone is a path, not a full stop.
// "…are executed.The codebase compiles": a full stop with no space before a capital still ends one.
// "Build (incl. idempotent rebuild), unit tests and lint all green", "e.g. `npm test`": an
// abbreviation's full stop ends no sentence.
// Sentences end after ".", "!", "?" or ";" and the spaces that follow (not after "/...", a lone " ."
// or an abbreviation), after "。", "！" or "？", and between "ab." and "Cd" written without a space.
// The same rule as the regular expression
//   /(?<=[.!?;])(?<!\/\.\.\.)(?<!\s\.)(?<![^A-Za-z.](?:[Ii]ncl|[Ee]xcl|[Aa]pprox|vs|cf|esp|resp|[Ee]\.g|[Ii]\.e)\.)(?<!^(?:[Ii]ncl|[Ee]xcl|[Aa]pprox|vs|cf|esp|resp|[Ee]\.g|[Ii]\.e)\.)\s+|(?<=[。！？])|(?<=[a-z]{2}\.)(?=[A-Z][a-z])/
// used with String.prototype.split over the text with each code span's inside blanked (no sentence
// ends inside a span; test/gate/claimsSentences.test.ts holds the two to each other), written as one
// pass over the characters: the lookbehinds cost more than the rest of the reading.
const SENTENCE_MARK = /[.!?;。！？]/;
// SENTENCE_MARK's marks, found one after another (most characters are none of them).
// (And a backtick, where a code span may open: "You should see `test result: ok. 96 passed` at the end"
// is one sentence.)
const NEXT_MARK = /[.!?;。！？`]/g;
// The longest code span stepped over whole; a backtick with no close on its line within it is a
// character like any other.
const MAX_SPAN = 300;
export function splitSentences(p: string): string[] {
  const out: string[] = [];
  let start = 0;
  const n = p.length;
  NEXT_MARK.lastIndex = 0;
  // (Every mark is one character: where it is, is where the search stopped, less one.)
  while (NEXT_MARK.test(p)) {
    const i = NEXT_MARK.lastIndex - 1;
    const c = p.charCodeAt(i);
    if (c === 96) {
      // (Each backtick searches only as far as MAX_SPAN: the paragraph is still read in linear time.)
      const close = p.indexOf('`', i + 1);
      if (close !== -1 && close - i <= MAX_SPAN && !p.slice(i + 1, close).includes('\n')) NEXT_MARK.lastIndex = close + 1;
      continue;
    }
    if (c === 46 || c === 33 || c === 63 || c === 59) {
      const j = i + 1;
      if (j < n && isSpace(p.charCodeAt(j)) && !(c === 46 && ((i >= 3 && p.charCodeAt(i - 1) === 46 && p.charCodeAt(i - 2) === 46 && p.charCodeAt(i - 3) === 47) || (i >= 1 && isSpace(p.charCodeAt(i - 1))) || abbreviationBefore(p, i))) && !(c === 59 && countsBeside(p, i)) && !(c === 33 && dotnetSummary(p, i))) {
        let k = j;
        while (k < n && isSpace(p.charCodeAt(k))) k++;
        out.push(p.slice(start, j));
        start = k;
        NEXT_MARK.lastIndex = k;
        continue;
      }
      if (c === 46 && i >= 2 && j + 1 < n && isLower(p.charCodeAt(i - 1)) && isLower(p.charCodeAt(i - 2)) && isUpper(p.charCodeAt(j)) && isLower(p.charCodeAt(j + 1)) && j > start) {
        out.push(p.slice(start, j));
        start = j;
      }
    } else if ((c === 0x3002 || c === 0xff01 || c === 0xff1f) && i + 1 > start && i + 1 < n) {
      out.push(p.slice(start, i + 1));
      start = i + 1;
    }
  }
  out.push(p.slice(start));
  return out;
}
/**
 * A runner's counts on either side of a semicolon ("test result: FAILED. 47 passed; 1 failed; 0
 * ignored", cargo's summary line): one report, not two sentences.
 */
function countsBeside(p: string, semicolon: number): boolean {
  let k = semicolon;
  while (k > 0 && semicolon - k < 20 && (isLower(p.charCodeAt(k - 1)) || isUpper(p.charCodeAt(k - 1)))) k--;
  if (k === semicolon || k < 2 || p.charCodeAt(k - 1) !== 32 || !isDigit(p.charCodeAt(k - 2))) return false;
  let j = semicolon + 1;
  while (j < p.length && isSpace(p.charCodeAt(j))) j++;
  return j < p.length && isDigit(p.charCodeAt(j));
}
/**
 * `dotnet test`'s summary, "Passed!  - Failed: 0, Passed: 312, …": its verdict and its counts, one
 * report, not a bare "Passed!" before them.
 */
function dotnetSummary(p: string, bang: number): boolean {
  if (!(p.startsWith('Passed', bang - 6) || p.startsWith('Failed', bang - 6))) return false;
  let j = bang + 1;
  while (j < p.length && j - bang <= 8 && isSpace(p.charCodeAt(j))) j++;
  return p.startsWith('- Failed:', j);
}
// (Looked up with the first letter lower-cased: "Incl." opening an item is "incl.".)
const ABBREVIATIONS = new Set(['incl', 'excl', 'approx', 'vs', 'cf', 'esp', 'resp', 'e.g', 'i.e']);
/** Whether the letters and dots before a full stop are an abbreviation's (a longer run is none). */
function abbreviationBefore(p: string, dot: number): boolean {
  let k = dot;
  while (k > 0 && dot - k <= 6) {
    const c = p.charCodeAt(k - 1);
    if (!(c === 46 || isLower(c) || isUpper(c))) break;
    k--;
  }
  if (dot - k > 6 || k === dot) return false;
  const letters = p.slice(k, dot);
  return ABBREVIATIONS.has(isUpper(letters.charCodeAt(0)) ? letters[0]!.toLowerCase() + letters.slice(1) : letters);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
/** What `[*_\s]` matches: emphasis marks and white space. */
function isMarkOrSpace(c: number): boolean {
  return c === 42 || c === 95 || isSpace(c);
}
/** What `\s` matches: ECMAScript's white space and line terminators. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function sentencesOf(paragraph: string, checked: boolean, emit: (s: Sentence) => void, item: boolean): void {
  // (A paragraph is not searched for a mark first: splitSentences' one search finds none in a paragraph
  // without one, and gives it back whole.)
  for (let offset = 0; offset < paragraph.length; offset += 4 * MAX_SENTENCE) {
    for (const piece of splitSentences(paragraph.slice(offset, offset + 4 * MAX_SENTENCE))) {
      const s = piece.trim();
      if (s === '') continue;
      for (let i = 0; i < s.length; i += MAX_SENTENCE) {
        const part = s.slice(i, i + MAX_SENTENCE);
        emit({ text: part, checked, row: false, item });
      }
    }
  }
}

/** Markup out, quoted words out: what is left is read. Each replacement runs only on a sentence with its marker. */
// Anything clean() has to remove, found in one scan (most sentences hold none of it).
const MARKUP = /\]\(|:\/\/|<|\*\*|__|~~|["“„]|\\`|``/;
function clean(s: string): string {
  if (!MARKUP.test(s)) return s;
  // A link reads as its text ("Passed [sanity tests](http://…)"); "[", as in "[tests pass]", is a word.
  // An image reads as nothing: its alt text is a picture's caption (a badge's "passing", "build passing").
  if (s.includes('](')) s = s.replace(/!\[[^[\]\n]{0,200}\]\([^()\s]{0,500}\)/g, ' ').replace(/\[([^[\]\n]{0,200})\]\([^()\s]{0,500}\)/g, '$1').replace(/\]\([^()\s]{0,500}\)/g, ']');
  if (s.includes('://')) s = s.replace(/https?:\/\/\S{0,500}/g, ' ');
  if (s.includes('<')) s = s.replace(/<\/?[A-Za-z][^<>\n]{0,200}>/g, ' ');
  // ("~~Build passes~~": words struck out are taken back, so they are not read at all.)
  if (s.includes('~~')) s = s.replace(/~~[^~\n]{1,400}~~/g, ' ');
  if (s.includes('**') || s.includes('__') || s.includes('~~')) s = s.replace(/\*\*|__|~~/g, '');
  // ("\`pnpm run typecheck\` / \`lint\`": backticks escaped by a shell or a template still mark code.)
  if (s.includes('\\`')) s = s.replace(/\\`/g, '`');
  // ("Passes ``git diff upstream/master | flake8 --diff``": a code span in double backticks, as
  // Markdown writes one that may hold a backtick.)
  if (s.includes('``')) s = s.replace(/``[ ]?((?:[^`\n]|`(?!`)){1,300}?)[ ]?``/g, (_, code: string) => (code.includes('`') ? `\`\`${code}\`\`` : `\`${code}\``));
  return s.includes('"') || s.includes('“') || s.includes('„') ? stripQuoted(s) : s;
}

// "quoted words" are somebody else's; pairs are taken left to right, an unpaired mark is kept.
const QUOTED_NAME = /^[\w:.\/-]+$/;
const NAMED_JOB = /^ (?:jobs?|checks?|steps?|workflows?|targets?|tasks?|stages?|suites?)\b/i;
const QUOTED_STATE = /^[A-Za-z][\w -]{0,39}$/;
const STATE_BEFORE = /\b(?:is|are) now $/i;
const QUOTE_CLOSE: Record<string, string> = { '"': '"', '“': '”', '„': '“' };
function stripQuoted(s: string): string {
  let out = '';
  let i = 0;
  let inCode = false;
  for (let j = 0; j < s.length; j++) {
    const ch = s[j]!;
    if (ch === '`') inCode = !inCode;
    if (inCode) continue;
    const close = QUOTE_CLOSE[ch];
    if (close === undefined) continue;
    const k = s.indexOf(close, j + 1);
    if (k === -1) break;
    // ('I see "linter" job is now green': a job's name in quotes is its name, not somebody's words.)
    const inner = s.slice(j + 1, k);
    // ('The project is now "clippy lint clean"': the author's own state of it, set off in quotes.)
    const named = k - j <= 41 && ((QUOTED_NAME.test(inner) && NAMED_JOB.test(s.slice(k + 1, k + 12))) || (QUOTED_STATE.test(inner) && STATE_BEFORE.test(s.slice(Math.max(0, j - 8), j))));
    out += s.slice(i, j) + (named ? ` ${inner} ` : ' ');
    i = j = k + 1;
    j--;
  }
  return out + s.slice(i);
}

// ---------------------------------------------------------------------------------------------
// Words

type Role = 'check' | 'pass' | 'fail' | 'number' | 'other';

interface Word {
  w: string;
  at: number;
  role: Role;
  /** For a check: which one; 'bare' for CI, checks, everything. */
  check: CheckKind | 'bare' | undefined;
  /** A count: of passed tests with no failure ("46 passed", "4966/4966"), or of failures ("2 failed"). */
  count: boolean;
  /** A pass word that is a verb or state (passes, green), not an adjective before a noun ("passing tests"). */
  verb: boolean;
  code: boolean;
  /** A pass word after a count that named tests ("663 tests pass"), the noun read into the count. */
  ofTests: boolean;
}

// Every word has the same shape (one hidden class keeps reading fast).
function word(w: string, at: number, role: Role, check?: CheckKind | 'bare', verb = false, code = false, count = false): Word {
  return { w, at, role, check, count, verb, code, ofTests: false };
}
/** A word put in for another, read as LEXICON knows it ("findings", "without"). */
function knownWord(w: string, at: number): Word {
  const known = LEXICON.get(w);
  return word(w, at, known?.role ?? 'other', known?.check, known?.verb ?? false);
}

// Words read as the English word they stand for: other languages' (GLOSSES), and a test runner's
// labels written as one word (Pester's "PassedCount 3384, FailedCount 0, SkippedCount 8").
const WORD_GLOSSES = new Map<string, string>([...GLOSSES, ['passedcount', 'passed'], ['failedcount', 'failed'], ['skippedcount', 'skipped']]);

// Chinese and Japanese have no spaces: their check and result words are tokens of their own, and any
// other character of theirs is one word.
// ("#688", a pull request or issue, is one word, not a count.)
// (The glossed words of Chinese, Japanese and Korean first, the longest first: "工作流" before "工作".)
// (A word in Latin, Greek or Cyrillic letters, the most common token, is tried first: no other token
// starts with one of its letters, so the order changes no match.)
const CJK_WORDS = [...CJK_GLOSSES.keys(), ...CJK_KEPT_WHOLE].sort((a, b) => b.length - a.length).join('|');
const TOKEN = new RegExp(String.raw`[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff][A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff'’_-]*|${'`'}[^${'`'}\n]{0,300}${'`'}|#\d{1,9}\b|\d+(?:[.,]\d+)*\s?\/\s?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*%?|${CJK_WORDS}|テスト|测试|測試|ビルド|构建|编译|类型检查|エラーなし|エラー無し|无错误|没有错误|无警告|没有警告|通過|通过|成功|緑|绿|通り|通る|通った|通って|パスし|パスする|型チェック|リント|失敗|落ち|よう|いた|테스트|빌드|통과|성공|실패|린트|위한|여부|[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef\uac00-\ud7af]|✅|✔️?|✓|☑️?|🟢|❌|✗|✘|🔴|[?:;,|&+—–/()（）→[\]]`, 'gu');

const CHECK_WORDS = new Map<string, CheckKind | 'bare'>(Object.entries({
  test: 'test', tests: 'test', testsuite: 'test', spec: 'test', specs: 'test', 'unit-tests': 'test', unittests: 'test',
  tests_: 'test', 'unit-tested': 'test', testcase: 'test', testcases: 'test', pester: 'test', xctest: 'test', xctests: 'test', doctest: 'test', doctests: 'test',
  // ("UT pass", "all UTs green": unit tests, as teams that write "UT" and "IT" say; "IT" is "it".)
  ut: 'test', uts: 'test',
  build: 'build', builds: 'build', building: 'build', compile: 'build', compilation: 'build', compiler: 'build', rebuild: 'build', rebuilding: 'build', 'compile-tested': 'build', 'build-tested': 'build',
  suite: 'test', suites: 'test', scenarios: 'test', cucumber: 'test', cucumbers: 'test', fixtures: 'test', fmt: 'lint', format: 'lint', formatting: 'lint', rustfmt: 'lint', gofmt: 'lint', vet: 'lint',
  psscriptanalyzer: 'lint', precommit: 'lint', lint: 'lint', lints: 'lint', linter: 'lint', linters: 'lint', linting: 'lint', clippy: 'lint', eslint: 'lint', ruff: 'lint', flake8: 'lint',
  pylint: 'lint', codesniffer: 'lint', rubocop: 'lint', errcheck: 'lint', revive: 'lint', gosec: 'lint', 'pre-commit': 'lint', hadolint: 'lint', actionlint: 'lint', swiftlint: 'lint', ktlint: 'lint',
  detekt: 'lint', checkstyle: 'lint', spotbugs: 'lint', solhint: 'lint', phpcs: 'lint', markdownlint: 'lint', yamllint: 'lint', standardrb: 'lint', staticcheck: 'lint', golint: 'lint', isort: 'lint', luacheck: 'lint', selene: 'lint', zizmor: 'lint', checkpatch: 'lint', 'checkpatch.pl': 'lint', treefmt: 'lint', stylua: 'lint', 'clang-tidy': 'lint', cppcheck: 'lint',
  // Infrastructure's, Haskell's and SQL's linters, by name as by command ("tflint clean", "kubeval passes").
  tflint: 'lint', kubeconform: 'lint', kubeval: 'lint', 'ansible-lint': 'lint', hlint: 'lint', sqlfluff: 'lint', squawk: 'lint',
  phpstan: 'typecheck', psalm: 'typecheck', 'svelte-check': 'typecheck', 'vue-tsc': 'typecheck', dialyzer: 'typecheck', sorbet: 'typecheck', credo: 'lint', 'golangci-lint': 'lint', shellcheck: 'lint', stylelint: 'lint', biome: 'lint', oxlint: 'lint', prettier: 'lint',
  typecheck: 'typecheck', typechecks: 'typecheck', 'type-check': 'typecheck', 'type-checks': 'typecheck', typechecking: 'typecheck', 'type-checking': 'typecheck',
  tsc: 'typecheck', tsgo: 'typecheck', mypy: 'typecheck', pyright: 'typecheck', basedpyright: 'typecheck', pyre: 'typecheck', types: 'typecheck',
  テスト: 'test', 测试: 'test', 測試: 'test', ビルド: 'build', 构建: 'build', 编译: 'build', 型チェック: 'typecheck', 类型检查: 'typecheck', リント: 'lint',
  테스트: 'test', 빌드: 'build', 린트: 'lint',
  py_compile: 'build', compileall: 'build', xcodebuild: 'build', msbuild: 'build', webpack: 'build', rollup: 'build', esbuild: 'build', tsup: 'build', rspack: 'build',
  // (tox and nox run the suite by its environments or sessions; twister, ztest and ptest are Zephyr's and Yocto's.)
  tox: 'test', nox: 'test', twister: 'test', ztest: 'test', ptest: 'test',
  vitest: 'test', jest: 'test', pytest: 'test', mocha: 'test', rspec: 'test', phpunit: 'test', junit: 'test', playwright: 'test', cypress: 'test', e2e: 'test',
  checks: 'bare', everything: 'bare', pipeline: 'bare', pipelines: 'bare', workflows: 'bare', workflow: 'bare',
} as Record<string, CheckKind | 'bare'>));
// CI services by name: each a check of no kind, and CI as a whole (CI_NAMES).
const CI_SERVICES = ['ci', 'travis', 'travis-ci', 'travisci', 'gitlab-ci', 'jenkins', 'circleci', 'buildkite', 'appveyor', 'woodpecker', 'zuul', 'teamcity', 'buildbot', 'trybots', 'bitrise', 'codemagic'];
for (const service of CI_SERVICES) CHECK_WORDS.set(service, 'bare');
// Security scanners: a clean scan is a check of no kind ("semgrep: 0 findings", "CodeQL: no new alerts").
const SCANNERS = new Set(['semgrep', 'trivy', 'grype', 'snyk', 'bandit', 'codeql', 'gitleaks', 'osv-scanner', 'govulncheck', 'trufflehog', 'checkov', 'tfsec', 'gitguardian', 'brakeman', 'kics', 'terrascan', 'kubesec', 'kube-score', 'ggshield', 'pip-audit', 'bundler-audit', 'sobelow',
  // Accessibility checkers: a clean run is one with no violations ("axe: 0 violations").
  'axe', 'axe-core', 'pa11y', 'pa11y-ci',
  // Link and spelling checkers, and prose linters: checks of no kind the classifier knows ("lychee: 0
  // errors", "codespell finds nothing", "Vale is happy").
  'lychee', 'markdown-link-check', 'linkinator', 'htmltest', 'htmlproofer', 'html-proofer', 'cspell', 'codespell', 'vale', 'doc8']);
// What a scanner finds, and how bad: "no leaks", "no secrets", "0 HIGH, 0 CRITICAL".
// ("47 links checked, 0 dead": a link checker's finding.)
const SCANNER_FINDS = new Set(['leaks', 'secrets', 'cves', 'advisories', 'violations', 'dead']);
// ("No security vulnerability advisories found", "no known vulnerabilities": what kind of finding.)
const FINDING_KINDS = new Set(['security', 'vulnerability', 'known', 'new', 'open', 'secret']);
const SEVERITIES = new Set(['critical', 'high', 'medium', 'moderate', 'low', 'severe', 'high-severity', 'critical-severity']);
for (const scanner of SCANNERS) CHECK_WORDS.set(scanner, 'bare');
const STATES = new Set(['happy', '通過', '通过', '成功', '통과', '성공', '緑', '绿', 'green', 'ok', 'okay', 'clean', 'cleanly', 'fine', 'successfully', 'successful', 'successfull', 'working']);

const PASS_WORDS = new Set([
  'pass', 'passes', 'passed', 'passing', 'green', 'greened', 'succeed', 'succeeds', 'succeeded', 'succeeding', 'success', 'successful', 'successfull', 'successfully',
  'ok', 'okay', 'clean', 'cleanly', 'works', 'working', 'fine', 'happy', 'completes', 'completed', 'worked', '通過', '通过', '成功', '緑', '绿',
  '通り', '通る', '通った', '通って', 'パスし', 'パスする', '통과', '성공',
  // "no errors" in Japanese and Chinese: "lint エラーなし", "lint 无错误".
  'エラーなし', 'エラー無し', '无错误', '没有错误', '无警告', '没有警告',
]);
const PASS_SYMBOLS = new Set(['✅', '✔', '✔️', '✓', '☑', '☑️', '🟢']);
const FAIL_WORDS = new Set(['失敗', '落ち', '실패', 'violations', 'fail', 'fails', 'failed', 'failing', 'failure', 'failures', 'errored', 'broken', 'breaks', 'broke', 'red', 'errors', 'crashes', 'crashed', 'segfaults', 'segfaulted', '❌', '✗', '✘', '🔴', 'timed', 'flake', 'flakes', 'flaked']);
/** What "no"/"zero"/"0" turns into a clean result: "no failures", "0 errors", "zero warnings". */
const FAULT_NOUNS = new Set(['defects', 'failures', 'failure', 'failed', 'errored', 'fails', 'fail', 'broke', 'findings', 'errors', 'error', 'warnings', 'warning', 'failing', 'issues', 'problems', 'regressions', 'offenses', 'offences', 'violations', 'complaints', 'diagnostics', 'vulnerabilities', 'alerts', 'misconfigurations']);
/** What may follow a runner's labelled count ("Passed: 88, Skipped: 2"). */
const LABELLED_COUNTS = new Set(['skipped', 'errors', 'total', 'pending', 'ignored', 'todo', 'passed', 'failed', 'skip', 'warn']);
/** What a check "no longer" or "doesn't" do when it is clean ("lint no longer complains"). */
const NO_LONGER = new Set(['complains', 'complain', 'warns', 'warn', 'errors', 'flags', 'flag', 'fail', 'error']);
const DOES_NOT = new Set(["doesn't", "don't", "didn't", 'doesnt', 'dont', 'didnt']);
const VERIFIED_AFTER_CHECK = new Set(['(', 'on', 'in', 'under', 'for', 'across', ',', ';', 'locally', 'manually', 'again', 'and', 'with', 'via', 'using', '—', '–']);
/** "It works great", "it completed successfully", "Works like a charm": how it went, said after the verb. */
const HOW_IT_WENT = new Set(['great', 'perfectly', 'nicely', 'flawlessly', 'smoothly', 'correctly', 'properly', 'successfully', 'well', 'like', 'beautifully', 'wonderfully', 'consistently', 'reliably']);
const NAMES_PASSED = new Set(['report', 'reports', 'count', 'counts', 'show', 'shows', 'list', 'lists', 'skip', 'skips', 'rerun', 'reruns', 'collect', 'collects', 'print', 'prints', 'log', 'logs', 'filter', 'filters', 'hide', 'hides', 'the', 'of', 'for', 'any', 'only']);
/** "8 of 13 checks pass", "3/5 tests pass": some of them, counted before the result. */
function partOf(words: readonly Word[], i: number): boolean {
  for (let j = i - 1; j >= 2 && j >= i - 4; j--) {
    if (words[j]!.role === 'number' && words[j - 1]!.w === 'of' && words[j - 2]!.role === 'number') return words[j]!.w !== words[j - 2]!.w;
    // ("(3 of 5 fail) and green after": a count of something before, not of what passes.)
    if (words[j]!.role === 'fail' || words[j]!.role === 'pass' || CLAUSE_JOINS.has(words[j]!.w) || words[j]!.w === ')') return false;
  }
  return false;
}
/** "passes 9 out of 10 times": a result that holds only some of the time. */
// ("The flaky test passes about 80% of the time": some runs fail.)
const PART_OF_RUNS = /^(?:[1-9]\d?(?:[.,]\d+)?|0[.,]\d+)%$/;
function outOf(words: readonly Word[], i: number): boolean {
  for (let j = i + 1; j + 3 < words.length && j <= i + 3; j++) if (PART_OF_RUNS.test(words[j]!.w) && words[j + 1]!.w === 'of' && words[j + 2]!.w === 'the' && (words[j + 3]!.w === 'time' || words[j + 3]!.w === 'runs')) return true;
  for (let j = i + 1; j + 2 < words.length && j <= i + 3; j++) {
    if (words[j]!.role === 'number' && words[j + 1]!.w === 'out' && words[j + 2]!.w === 'of' && words[j + 3]?.role === 'number') return words[j]!.w !== words[j + 3]!.w;
  }
  // ("passed 4/5 times locally", "passes 9 of 10 runs": of the runs, not all.)
  for (let j = i + 1; j + 1 < words.length && j <= i + 3; j++) {
    const m = RUNS_PASSED.exec(words[j]!.w);
    if (m !== null && TIMES.has(words[j + 1]!.w)) return m[1] !== m[2];
    if (/^\d{1,4}$/.test(words[j]!.w) && words[j + 1]!.w === 'of' && /^\d{1,4}$/.test(words[j + 2]?.w ?? '') && TIMES.has(words[j + 3]?.w ?? '')) return words[j]!.w !== words[j + 2]!.w;
  }
  return false;
}
const RUNS_PASSED = /^(\d{1,4})\/(\d{1,4})$/;
const TIMES = new Set(['times', 'runs', 'attempts', 'tries']);
const TEST_NOUNS = new Set(['suite', 'suites', 'run', 'runs', 'result', 'results', 'case', 'cases', 'coverage', 'file', 'files', 'target', 'targets', 'job', 'jobs', 'matrix', 'step', 'output', 'summary', 'now', 'still', 'also', 'again', 'locally', 'is', 'was', 'has']);
const SEQUENCE_NOUNS = new Set(['index', 'sprint', 'phase', 'step', 'stage', 'round', 'milestone', 'part', 'version', 'v', 'level', 'tier', 'iteration', 'task', 'item', 'day', 'week', 'wave', 'batch', 'checkpoint', 'epic', 'chapter', 'section', 'pr', 'issue', 'ticket']);
/** Labels whose count is of something other than tests: "Critical Issues Fixed: 5/5 (100%)". */
const COUNTED_THINGS = new Set(['score', 'rating', 'features', 'issues', 'bugs', 'items', 'tasks', 'criteria', 'findings', 'fixes', 'fixed', 'resolved', 'completed', 'done', 'todos', 'requirements', 'goals', 'stories', 'tickets', 'prs', 'confidence', 'grade', 'assessment', 'self-assessment', 'evaluation', 'points', 'stars', 'quality', 'readiness', 'certainty', 'самооценка', 'оценка', 'уверенность']);
// (And "apparently": "the application apparently works", hedged as "seems to work" is, and read as it is.)
const INTENSIFIERS = new Set(['absolutely', 'definitely', 'really', 'actually', 'certainly', 'indeed', 'truly', 'apparently']);
const CHECKS_AS_VERB_AFTER = new Set(['now', 'also', 'job', 'step', 'hook', 'workflow', 'script', 'gate', 'it', 'which', 'that', 'still', 'only']);
const AFTER_NOTHING = new Set([',', ';', 'on', 'in', 'for', 'across', 'now', 'locally', 'again', 'and', '(', '—', '–']);
const REPORTED = new Set(['reports', 'reported', 'flags', 'flagged', 'finds', 'found', 'shows', 'showed', 'returns', 'returned', 'says', 'said', 'prints', 'printed', 'raises', 'raised']);
const AUX_DO = new Set(['does', 'did', 'do']);
const CHECK_RUN_NOUNS = new Set(['process', 'run', 'step', 'job', 'output', 'pass', 'check', 'checks']);
const REPORT_NEGATED = new Set(['no', 'not', 'ne']);
const NOTHING_TO = new Set(['say', 'report', 'complain', 'flag', 'add', 'fix']);
const NO_TESTS_RAN = new Set(['executed', 'ran', 'run', 'collected', 'found', 'selected', 'discovered']);
const PATH_ARGUMENT = /^\.{0,2}\/[\w./-]{0,200}$/;
const CLAUSE_END_WORDS = new Set(['.', '!', ',', ';', 'and', 'in', 'on', 'locally', 'now', 'anymore']);
const REPORT_VERBS = new Set(['show', 'report', 'return', 'find', 'produce', 'raise', 'give', 'throw', 'detect', 'flag', 'emit', 'yield', 'print', 'output']);
// Adjectives before a noun that are not results ("passing tests" as an object, "a clean checkout").
const COUNTERS = new Set(['件', '本', '个', '個', 'tests', 'specs', 'total']);
const FIXED = new Set(['resolved', 'fixed', 'addressed', 'gone', 'cleared']);
const FIXED_THEN = new Set(['now', 'again', ';', ',', '.', '!', 'on', 'for', 'after', 'by', 'with', 'locally', '(', '—', '–', ':']);
const STATE_VERBS = new Set(['greened', 'エラーなし', 'エラー無し', '无错误', '没有错误', '通り', '通る', '通った', '通って', 'パスし', 'パスする', 'pass', 'passes', 'passed', 'succeed', 'succeeds', 'succeeded', 'works', 'worked', 'completes', 'completed']);

const WORKS = new Set(['works', 'worked']);
const RAN = new Set(['run', 'runs', 'ran', 'running', 'went', 'goes', 'going']);
const RAN_WELL = new Set(['run', 'runs', 'ran', 'work', 'works', 'worked', 'went', 'goes', 'going', 'running', 'working']);
/** What may follow "working" when it is a result ("working as expected", "working in Safari"). */
const WORKING_HOW = new Set(['as', 'now', 'again', 'fine', 'correctly', 'properly', 'locally', 'well', 'perfectly', 'great', 'in', 'with', 'for', 'under', 'across', 'after', 'here', 'there', 'today', 'too', 'also', 'and', 'but', 'so', 'end-to-end', 'e2e', 'on', 'without', 'against', 'through', 'via', 'including']);
/** "a clean checkout", "clean state": a starting point, not a result. */
const CLEAN_THINGS = new Set(['code', 'command', 'subcommand', 'state', 'checkout', 'checkouts', 'install', 'installs', 'installation', 'slate', 'tree', 'worktree', 'copy', 'clone', 'environment', 'env', 'machine', 'vm', 'container', 'profile', 'directory', 'dir', 'room', 'shutdown', 'restart', 'start', 'up', 'cache', 'home', 'database', 'db', 'branch', 'separation', 'way', 'api', 'abstraction', 'design', 'architecture', 'interface', 'fix', 'fixes', 'solution', 'implementation', 'approach', 'refactor', 'history', 'commit', 'commits', 'exit', 'exits', 'path', 'paths', 'teardown', 'reset', 'session', 'sessions', 'process', 'alarm', 'data', 'input', 'url', 'urls']);
const COUNT_PASSED = new Set(['pass', 'passed', 'passing', 'green']);
/** Words after "12/12" that say where or when, not what was counted. */
const AFTER_COUNT = new Set(['in', 'on', 'for', 'with', 'across', 'under', 'after', 'at', 'via', 'from', 'ok', 'okay']);
// (Bun prints its counts a line each, "139 pass" then "3 fail", and opencode draws its tool output behind "┃";
// Mocha "143 passing (2s)" then "1 failing".)
const RUNNER_LINE = new RegExp(String.raw`^(?:${AFTER_COMMAND})?(?:(?:[┃│][ \t]*)?\d{1,7} pass$|\d{1,7} passing \(\d{1,6}(?:\.\d{1,3})?m?s\)$|(?:PASS[ \t]+)?ok[ \t]+[\w.-]+(?:\/[\w.-]+)+[ \t]+(?:\(cached\)|\d+(?:\.\d+)?s)\b|PASS[ \t]+\S+\.(?:test|spec)\.[cm]?[jt]sx?\b|OK \(\d+ tests?, \d+ assertions?\)|Executed \d+ of \d+ (?:\(skipped \d+\) )?SUCCESS\b|\[ {1,2}PASSED {1,2}\] \d+ tests?\b)`);
const MYPY_LINE = /^Success: no issues found in \d+ source files?\b/;
// A monorepo task runner's last line: Nx's and Lerna's name the target or script ("NX   Successfully ran
// target test for 12 projects"), Turborepo's counts its tasks ("Tasks: 14 successful, 14 total"), and
// Bazel's line for a test target ("//pkg/auth:auth_test   PASSED in 2.1s").
const TASK_RUNNER_LINE = /^(?:>[ \t]*)?(?:NX[ \t]+Successfully ran targets?[ \t]+([\w:-]{1,40})|lerna success run Ran npm script '([\w:-]{1,40})'|Tasks:[ \t]+(\d{1,6}) successful, (\d{1,6}) total\b|\/\/[\w\/.@+-]{0,200}:[\w.+-]{1,100}[ \t]+(?:\(cached\)[ \t]+)?PASSED in\b)/;
const GTEST_AFTER_LABEL = /^[^:\n]{1,80}:[ \t]*\[ {1,2}PASSED {1,2}\] \d{1,7} tests?\b/;
const RUNNER_FAIL_LINE = /^(?:(?:[┃│][ \t]*)?[1-9]\d{0,6} (?:fail|errors?|failing)$|(?:---[ \t]+)?FAIL\b|\[ {1,2}FAILED {1,2}\]|\/\/[\w\/.@+-]{0,200}:[\w.+-]{1,100}[ \t]+(?:FAILED|TIMEOUT|NO STATUS)\b)/;
/** A runner's own line of a passing package or target (RUNNER_LINE, TASK_RUNNER_LINE). */
function runnerLine(text: string): boolean {
  const head = text.slice(0, 400);
  return RUNNER_LINE.test(head) || TASK_RUNNER_LINE.test(head);
}
/** The check a task runner's last line reports passing, or undefined when it reports none. */
function taskRunnerLine(line: string): CheckKind | 'bare' | undefined {
  const m = TASK_RUNNER_LINE.exec(line);
  if (m === null) return undefined;
  if (m[3] !== undefined) return m[3] === m[4] ? 'bare' : undefined;
  if (m[1] === undefined && m[2] === undefined) return 'test';
  return builtinClassifier(`npm run ${m[1] ?? m[2]}`) ?? 'bare';
}
// Vite's own last line of a build ("✓ built in 2.31s").
const BUILDER_LINE = /^✓ built in \d+(?:\.\d+)?m?s\b/;
// A formatter's or linter's own summary: Prettier's, RuboCop's, SwiftLint's.
const LINTER_LINE = /^(?:All matched files use Prettier code style!|\d+ files? inspected, no offenses detected\b|Found 0 violations, 0 serious in \d+ files?\b)/;
// (Jest's "Tests: 12 passed, 12 total", cargo's "test result: ok. 12 passed", unittest's "Ran 12 tests in
// 0.3s OK", Vitest's "Tests  212 passed (212)", pytest's "==== 12 passed in 0.31s ====", RSpec's "12
// examples, 0 failures", XCTest's "Executed 12 tests, with 0 failures", CTest's "100% tests passed",
// and mypy's "Success: no issues found", quoted in code, are read as words too.)
const RUNNER_COUNT = /^(?:(?:Tests|Test Files|Test Suites|test result):?[ \t]+(?:ok\.[ \t]+)?|=+[ \t]+)?\d+ (?:passed|passing|tests? passed)\b|^Ran \d+ tests? in \d+(?:\.\d+)?s[ \t]+OK\b|^\d+ examples?, 0 failures\b|^Executed \d+ tests?, with (?:\d+ tests? skipped and )?0 failures\b|^100% tests passed\b|^Success: no issues found\b/;
const CAMEL_CASE = /^[a-z]+[A-Z][A-Za-z0-9]*$/;
const TEST_NAME_WORD = String.raw`(?:Test[A-Z0-9_][A-Za-z0-9_]*|test_[a-z0-9_]+)`;
const TEST_NAME = new RegExp(`^${TEST_NAME_WORD}$`);
// A JUnit-style class ("TaxonomySnapshotTest") is a test when its result follows it ("… passes").
// In code, a test's name may carry its parameters or variants: "`test_drain_{asyncio,trio}`",
// "`test_parse[utf-8]`", "`tests/test_api.py::test_login`".
const TEST_NAME_IN_CODE = new RegExp(String.raw`^(?:[\w./-]{1,120}::)?${TEST_NAME_WORD}(?:\{[\w,]{1,80}\}|\[[^\]\n]{1,80}\])?$`);
const TEST_CLASS = /^[A-Z][a-z][A-Za-z0-9]*(?:Test|Tests|Spec|IT)$/;
const RESULT_AFTER = /^\s+(?:(?:cases|tests|specs)\s+)?(?:pass|fail|green|succe|ok\b)/i;
const CLAUSE_END = /^\s*(?:[.,;!)]|$)/;
const RAN_WITH = new Set(['with', 'focused', 'targeted', 'ran', 'run', 'running', 'reran', 'rerun', 'via', 'using']);
// Gradle's compile tasks written as words: "compileKotlin clean", "compileTestJava".
const GRADLE_COMPILE = /^compile(?:Test)?(?:Kotlin|Java|Scala|Groovy|Swift|Sources|DebugSources|ReleaseSources)$/;
const PLURAL_CHECKS = new Set(['tests', 'checks', 'builds', 'specs', 'lints']);
const MADE_STATE = /(?:clean|green|ok)$/;
const MAKE_TYPED = /^make ([a-z][\w.-]{0,60})(?:[ \t]+[A-Z][A-Z0-9_]{0,40}=\S{1,100}){0,4}[ \t]+(?:clean|green|ok|passes|passed|succeeds|succeeded)\b/;
const WHOLE_CI = /^(?:make|just|(?:npm|pnpm|yarn|bun)(?: run)?)\s+ci$/;
// (A scanner's command is its name, GitGuardian's `ggshield`, or an ecosystem's own audit.)
const SCANNER_RUN = new RegExp(String.raw`^(?:(?:npx|uvx|bunx|pipx run|bundle exec)\s+)?(?:${[...SCANNERS].join('|')}|(?:npm|pnpm|yarn|bun|composer|bundle) audit|cargo (?:audit|deny))(?![\w-])`);
// Each pass over a sentence's words below runs only where the sentence holds a word it looks for:
// a bit for each such set of words (a pass that needs a word another pass makes asks for that one's too).
const CUE = {
  intensifier: 1 << 0, testing: 1 << 1, regression: 1 << 2, well: 1 << 3, workingOrClean: 1 << 4, happy: 1 << 5, test: 1 << 6,
  type: 1 << 7, japanese: 1 << 8, actions: 1 << 9, check: 1 << 10, can: 1 << 11, confirmOrVerify: 1 << 12, fixed: 1 << 13,
  raisesOrVerified: 1 << 14, notAnyMore: 1 << 15, any: 1 << 16, checks: 1 << 17, nothingOrOut: 1 << 18, exit: 1 << 19,
  zero: 1 << 20, no: 1 << 21, bracket: 1 << 22, got: 1 << 23, korean: 1 << 24, number: 1 << 25, produces: 1 << 26, validate: 1 << 27, build: 1 << 28,
  phase: 1 << 29, newly: 1 << 30, built: 1 << 31,
};
const WORKED_HOW = new Set(['fine', 'well', 'correctly', 'properly', 'perfectly', 'great', 'flawlessly', 'as', '.', '!', ',', ';']);
// What a test that passes "regardless of" it cannot have checked.
const VACUOUS_OF = new Set(['fix', 'fixes', 'change', 'changes', 'patch', 'protection', 'guard', 'result', 'results', 'outcome', 'behavior', 'behaviour', 'code', 'implementation', 'whether', 'value', 'values', 'detection', 'input', 'output', 'bug', 'it', 'this', 'that']);
const THIS_CHANGE = new Set(['pr', 'branch', 'change', 'commit', 'patch', 'version']);
const EMPHASISED = new Map([['build', 'builds'], ['compile', 'compiles'], ['work', 'works']]);
const RATE_AFTER = /^ rates?\b/;
const CLAUSE_END_AFTER = /^(?:\s*[.,;!]|\s+and\b|\s*$)/;
const BADGE_AFTER = /^(?: [A-Za-z]{1,12})? (?:badges?|shields?)\b/;
const BACK_TO_STATE = /^ (?:green|passing|clean|working)\b/;
const STATUS_LIST_AFTER = /^ ?[,/] ?[1-5]\d\d ?[,/)]/;
const FULL_RATE_AFTER = /^ rate(?::| of) 100(?:\.0+)?%(?![\d.])/;
// ("clean up the fixtures", "clean-up": a verb, what the change does.)
const UP_AFTER = /^\W?up\b/i;
const PASSIVE_BEFORE = new Set(['are', 'is', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got', 'properly', 'correctly', 'now', 'still', 'always', 'all', 'fully', 'safely']);
const FIXED_BETWEEN = new Set(['have', 'has', 'all', 'been', 'are', 'were', 'now']);
const NOUN_THEN_VERB = new Set(['are', 'were', 'have', 'now', 'still']);
const WAS_BEFORE = new Set(['was', 'were', 'previously', 'formerly', 'previous']);
/** "41 passed (was 39 passed, 2 failed)": a count in a bracket that says what it was before the change. */
function inWasBracket(words: readonly Word[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= 8; k--) {
    if (words[k]!.w === ')') return false;
    if (words[k]!.w === '(') return WAS_BEFORE.has(words[k + 1]?.w ?? '');
  }
  return false;
}
const ZERO_PASSED = new Set(['passed', 'passing', 'pass', 'passes']);
const JUDGED = new Set(['necessary', 'unnecessary', 'justified', 'warranted']);
const OTHER_BRANCH_FAILS = new Set(['is', 'was', 'still', 'keeps']);
const FLAKY_AFTER = new Set(['is', 'are', 'was', 'were', "it's", 'it’s', "that's", 'still', 'remains', 'seems', 'looks', 'be', 'been']);
const OBJECT_PRONOUNS = new Set(['it', 'them', 'this', 'that', 'everything', 'things']);
const BUILD_NOUNS = new Set(['stamp', 'stamps', 'number', 'id', 'hash', 'info', 'date', 'time', 'timestamp', 'version', 'system', 'config', 'flag', 'flags', 'directory', 'dir', 'cache', 'tag', 'metadata', 'badge']);
const CODE_CONDITIONS = new Set(['truthy', 'falsy', 'null', 'nil', 'undefined', 'bounds', 'equality', 'length', 'guard', 'instanceof', 'typeof', 'isinstance', 'existence', 'presence', 'range', 'emptiness', 'permission', 'permissions']);
const MODALS = new Set(['should', 'must', 'will', 'would', 'can', 'could', 'may', 'might', 'to']);
const PRODUCES = ['produces', 'produced', 'generates', 'emits', 'outputs', 'writes'];
const MADE_AS_WANTED = new Set(['expected', 'working', 'correct', 'right', 'same', 'identical', 'valid']);
const PRODUCED = new Set(['produces', 'produced', 'generates', 'generated', 'emits', 'emitted', 'outputs', 'builds', 'built', 'creates', 'created']);
const SIZE_UNITS = new Set(['b', 'kb', 'mb', 'gb', 'kib', 'mib', 'gib', 'bytes']);
const NO_OUTPUT = new Set(['diff', 'diffs', 'changes', 'output', 'warnings', 'errors', 'findings', 'files']);
const SHOWS_NONE = new Set(['shows', 'showed', 'lists', 'listed', 'prints', 'printed', 'gives', 'gave']);
const CUES = new Map<string, number>();
for (const [bit, ws] of [
  [CUE.intensifier, INTENSIFIERS], [CUE.testing, ['testing']], [CUE.regression, ['regression', 'regressions']], [CUE.well, ['well', 'smoothly', 'correctly', 'properly']],
  [CUE.workingOrClean, ['working', 'clean']], [CUE.happy, ['happy']], [CUE.test, ['test']], [CUE.type, ['type', 'types', 'typescript']],
  [CUE.japanese, ['通る', 'パスする', '通って', '通り', 'よう']], [CUE.actions, ['actions']], [CUE.check, ['check', 'checks']], [CUE.can, ['can', 'does']],
  [CUE.confirmOrVerify, ['confirm', 'verify']], [CUE.fixed, FIXED], [CUE.fixed, ['fixes']], [CUE.raisesOrVerified, ['raises', 'raised', 'throws', 'threw', 'accepts', 'verified', 'validated', 'confirmed']],
  [CUE.notAnyMore, ['longer', ...DOES_NOT]], [CUE.any, ['any']], [CUE.checks, ['checks']], [CUE.nothingOrOut, ['nothing', 'out']],
  [CUE.exit, ['exit', 'exits', 'exited']], [CUE.zero, ['zero']], [CUE.no, ['no', 'without', 'single']], [CUE.bracket, ['(']], [CUE.got, ['got', 'gets']],
  [CUE.korean, ['위한', '여부']], [CUE.produces, [...PRODUCES, 'produce', 'generated', 'emitted', 'builds', 'built', 'creates', 'created']], [CUE.validate, ['validate']], [CUE.build, ['build']],
  [CUE.phase, ['phase', 'phases', 'stage', 'red', 'red-', 'flaky']], [CUE.newly, ['newly']], [CUE.built, ['built', 'compiled']],
] as const) for (const w of ws) CUES.set(w, (CUES.get(w) ?? 0) | bit);
// What each word a sentence's reading knows is, looked up once: a mark of passing comes first, then a
// failure, a result, and a check; and which passes look for it (every word in CUES is here).
type Lexeme = { role: Role; check?: CheckKind | 'bare'; verb: boolean; cue: number };
const LEXICON = new Map<string, Lexeme>([
  ...[...CUES].map(([w, cue]) => [w, { role: 'other' as const, verb: false, cue }] as const),
  ...[...CHECK_WORDS].map(([w, check]) => [w, { role: 'check' as const, check, verb: false, cue: CUES.get(w) ?? 0 }] as const),
  ...[...PASS_WORDS].map((w) => [w, { role: 'pass' as const, verb: STATE_VERBS.has(w) || STATES.has(w), cue: CUES.get(w) ?? 0 }] as const),
  ...[...FAIL_WORDS].map((w) => [w, { role: 'fail' as const, verb: false, cue: CUES.get(w) ?? 0 }] as const),
  ...[...PASS_SYMBOLS].map((w) => [w, { role: 'pass' as const, verb: true, cue: CUES.get(w) ?? 0 }] as const),
]);
// A word as it is read: the English word it stands for (WORD_GLOSSES, or itself) and that word's
// entry in LEXICON, in one look-up (tokenize makes one for every word of a sentence).
const READINGS = new Map<string, { w: string; known: Lexeme | undefined }>([
  ...[...LEXICON].map(([w, known]) => [w, { w, known }] as const),
  ...[...WORD_GLOSSES].map(([w, gloss]) => [w, { w: gloss, known: LEXICON.get(gloss) }] as const),
]);
const PASSED_NOUNS = new Set(['argument', 'arguments', 'parameter', 'parameters', 'param', 'params', 'message', 'messages', 'value', 'values', 'prop', 'props', 'context', 'token', 'data']);
const NOT_TESTS = new Set(['contests', 'protests', 'attests', 'detests', 'requests', 'latests']);
const DONE_AND = new Set(['done', 'tested', 'complete', 'completed', 'finished', 'reviewed']);
const HANDED_ON = /^\s+(?:on\s+to\b|onto\b|along\b(?!\s+with\b)|down\b)/;
// ("pass SqliteDialect to open_file_with_flags", "the nightly run passes no diff_base", "pass --release",
// "passes `NODE_ENV=production`", a code span that is only a flag or a setting):
// an argument handed to code, named as code names it (a test's own name is a check: "passes TestParse").
// ("still passed 17 positional args": how many, of what.)
const PASSED_ARGUMENT = /^[ \t]+(?:(?:(?:no|the|a|an|its|their)[ \t]+)?(?!Test)(?:[A-Z][a-z0-9]+[A-Z]\w*|[a-z][a-z0-9]*_\w+|--?[a-z][\w-]*|`(?:--?[a-z][\w-]*(?:[ =][^\s`-][^\s`]{0,60})?|[A-Za-z_]\w{0,60}=[^\s`]{0,60})`)|\d+[ \t]+(?:positional[ \t]+|extra[ \t]+|named[ \t]+)?(?:args?|arguments?|params?|parameters?|values?|bytes))(?=[ \t,.;:)]|$)/;
const TICKED_VERIFY = new Set(['confirm', 'verify', 'ensure', 'check', 'validate']);
const STARTS = new Set(['start', 'starts', 'started', 'starting', 'begin', 'begins', 'began', 'restart', 'restarts']);
const KINDS_OF = new Set(['different', 'various', 'several', 'multiple', 'many', 'other', 'some', 'content', 'message', 'file', 'event', 'data']);
// "`tests/unit/connectors/openapi_plugin` green": a folder of tests.
const TEST_DIR = /^(?:[\w.-]+\/)*(?:tests?|__tests__|specs?)(?:\/[\w-]+)*\/?$/;
const TEST_FILE = /^(?:[\w.-]+\/)*(?:test_[\w-]+\.py|test-[\w.-]+\.[cm]?[jt]sx?|[\w-]+_spec\.rb|[\w-]+_test\.(?:py|go|rb|exs?)|[\w.-]+[._](?:test|spec)\.[cm]?[jt]sx?|[\w-]+Tests?\.(?:java|kt|cs|swift))$/;
const SCRIPT_NAME = /^[a-z][\w.-]*(?::[\w.-]+)+$/;
const SCRIPT_WORD = /^[a-z][\w:-]{0,40}$/;
// ("pass/fail", "success/failure": a result and its opposite, not names.)
const RESULT_PREFIX = /^(?:fail|pass|error|warn|skip|succe|ok\b|green|red\b)/i;
const RESULT_SUFFIX = /(?:fail|pass|error|warn|skip|succe|ok|green|red)\w{0,4}$/i;
function slashNamed(s: string, at: number, length: number): boolean {
  const after = at + length;
  // (Every index is checked against the string's bounds first: a read past either end costs the
  // optimised tokenizer its code.)
  return (after + 1 < s.length && s.charCodeAt(after) === 47 && isLower(s.charCodeAt(after + 1)) && !RESULT_PREFIX.test(s.slice(after + 1, after + 6))) || (at > 1 && s.charCodeAt(at - 1) === 47 && isLower(s.charCodeAt(at - 2)) && !RESULT_SUFFIX.test(s.slice(Math.max(0, at - 10), at - 1)));
}
// ("splits on workflow status text (🚀/✅)", "shown as ✅/❌": marks named, one of several.)
function slashedMark(s: string, at: number, length: number): boolean {
  const after = at + length;
  return (after + 1 < s.length && s.charCodeAt(after) === 47 && !isSpace(s.charCodeAt(after + 1))) || (at > 1 && s.charCodeAt(at - 1) === 47 && !isSpace(s.charCodeAt(at - 2)));
}
const KIND_COUNTED = /^[ \t]*(?:\+|and\b|green\b|pass(?:ed|es|ing)?\b|ok\b)/i;
const FORMAT_OWNERS = new Set(['config', 'file', 'output', 'input', 'date', 'time', 'data', 'message', 'log', 'wire', 'json', 'yaml', 'toml', 'csv', 'response', 'request', 'payload', 'export', 'storage', 'ledger', 'entry', 'string', 'number', 'display', 'old', 'new', 'same', 'different']);
const RELATED = /^[a-z]{2,30}-(?:related|specific)$/;
const TEST_KINDS = new Set(['unit', 'integration', 'e2e', 'end-to-end', 'smoke', 'regression', 'acceptance']);
const CHECK_NOUN_COMPOUNDS = new Map<string, ReadonlySet<string>>([
  ['ci', new Set(['config', 'configuration', 'configs', 'settings', 'setup', 'yaml', 'yml', 'matrix', 'definition', 'definitions', 'template', 'templates'])],
  ['test', new Set(['fixture', 'fixtures', 'helper', 'helpers', 'utilities', 'utils', 'doubles', 'stubs', 'mocks', 'scaffolding', 'infrastructure', 'data'])],
  // ("`/healthz` now returns the build SHA": what a build is stamped with.)
  ['build', new Set(['sha', 'hash', 'id', 'number', 'timestamp', 'date', 'metadata', 'info', 'label', 'tag'])],
]);
// Words after which "types" is still the check ("lint and types pass", "all types check out").
const TYPES_AFTER = new Set(['and', 'all', 'the', 'both', 'now', 'still', 'also', 'run', 'ran', 'check', 'pnpm', 'npm', 'yarn', 'bun', 'make']);
const MATRIX_JOB = /^([a-z][a-z-]{0,30}) \([^()`]{1,60}\)$/;
const CHECK_WORDS_IN_CODE = new Set(['lint', 'linter', 'test', 'tests', 'unit-tests', 'build', 'typecheck', 'type-check', 'clippy', 'fmt']);
function dashBetween(s: string, from: number, to: number): boolean {
  for (let k = from; k + 2 < to; k++) if (s.charCodeAt(k) === 32 && s.charCodeAt(k + 1) === 45 && s.charCodeAt(k + 2) === 32) return true;
  return false;
}
// A command, a file or a name in backticks: the words it makes, and the passes they ask for. (Kept
// out of tokenize, whose every word runs the rest: a smaller tokenize is optimised sooner.)
function codeSpanWords(words: Word[], raw: string, at: number, classify: CheckClassifier, exhaustive: boolean): number {
  let cues = 0;
  const command = raw.slice(1, -1).trim();
  // "`tsc` and `lint` pass clean": a check's own word set in code is that word. ("The required `ci /
  // test` check passed": a GitHub check by its workflow's and its job's names, the job's said.)
  // ("The `test (ubuntu-latest, 3.12)` leg is green", "`clippy (stable)` passes": a matrix job's name
  // as GitHub shows it, the job's own name before its matrix values.)
  const shown = command.length <= 60 && command.includes(' / ') ? command.slice(command.lastIndexOf(' / ') + 3) : command;
  const matrix = shown.endsWith(')') ? MATRIX_JOB.exec(shown) : null;
  const job = matrix === null ? shown : matrix[1]!;
  const checkWord = CHECK_WORDS_IN_CODE.has(job) ? LEXICON.get(job) : undefined;
  // ("`ruff` and `ty` clean": Astral's type checker by its name, as `ty check` runs it.)
  if (command === 'ty') {
    words.push(word(command, at, 'check', 'typecheck', false, true));
    return cues;
  }
  if (checkWord !== undefined) {
    words.push(word(command, at, checkWord.role, checkWord.check, checkWord.verb));
    cues |= checkWord.cue;
    return cues;
  }
  // "`tests/cli.spec.ts` passes", "`test_api.py` passes": a test file, run; "`test_nextval_retry`
  // still passes": a test by its name.
  if (TEST_FILE.test(command) || (command.includes('/') && TEST_DIR.test(command)) || TEST_NAME_IN_CODE.test(command)) {
    words.push(word(command, at, 'check', 'test', false, true));
    return cues;
  }
  // ("我已重新编译后端，`BUILD SUCCESS`" (recompiled the backend: `BUILD SUCCESS`): Maven's or Gradle's
  // last line, quoted on its own, says the task succeeded, whichever task it was (a test task prints it
  // too): the words around it say which.)
  if (BUILD_TOOL_LINE.test(command)) {
    words.push(word('succeeded', at, 'pass', undefined, true));
    return cues;
  }
  // "`52 passed`", "`3 passed, 0 failed`": a runner's count set in code is read as words.
  if (RUNNER_COUNT.test(command)) {
    const resume = TOKEN.lastIndex; // the inner reading shares TOKEN's position
    for (const w of tokenize(command, classify, exhaustive)) {
      words.push({ ...w, at: at + 1 + w.at });
      cues |= (CUES.get(w.w) ?? 0) | (w.role === 'number' ? CUE.number : 0);
    }
    TOKEN.lastIndex = resume;
    return cues;
  }
  // "(`1494` passing, `5` pending)": a number set in code is a number.
  if (/^\d{1,9}$/.test(command)) {
    words.push(word(command, at, 'number'));
    cues |= CUE.number;
    return cues;
  }
  // "`make ci` clean": the project's whole CI run, no one check; "`bandit -r src/` is clean": a
  // security scanner's run, a check of no kind.
  if (WHOLE_CI.test(command) || SCANNER_RUN.test(command)) {
    words.push(word(command, at, 'check', 'bare', false, true));
    return cues;
  }
  // "`pnpm lint && pnpm typecheck && pnpm test`": each command of a chain is a check of its own.
  // ("`lint + format + build` ✅", "`ruff + black --check + pytest` ✅": scripts and tools listed with "+".)
  const listed = !command.includes('&&') && !command.includes('; ') && command.includes(' + ');
  // ("`make lint build test` passes": make runs each target named, in turn.)
  const targets = MAKE_TARGETS.test(command) ? command.split(/\s+/).slice(1).map((t) => `make ${t}`) : null;
  const parts = targets ?? (command.includes('&&') || command.includes('; ') || listed ? command.split(listed ? ' + ' : /&&|; /).map((c) => c.trim()).filter((c) => c !== '') : [command]);
  let named = false;
  // ("`pnpm --filter @ai-sdk/workflow build && test` pass": a script by its name alone after the
  // first command is run the way the first was.)
  const lead = parts.length > 1 ? parts[0]!.replace(/[^\s]+$/, '') : '';
  for (const part of parts) {
    // ("`test:cf` passes": a package script by its name alone, as `npm run test:cf` would be.)
    const kind = part === '' ? undefined : classify(part) ?? extraCommandKind(part) ?? (SCRIPT_NAME.test(part) ? classify('npm run ' + part) : undefined) ?? (lead !== '' && part !== parts[0] && SCRIPT_WORD.test(part) ? classify(lead + part) : undefined) ?? (listed ? listedCheck(part) : undefined);
    if (kind && !words.some((w) => w.at === at && w.check === kind)) {
      words.push(word(part, at, 'check', kind, false, true));
      cues |= CUES.get(part) ?? 0;
      named = true;
    }
  }
  // Kept in its backticks, so it never reads as a word of the sentence.
  if (!named) words.push(word('`' + command.slice(0, 80) + '`', at, 'other', undefined, false, true));
  return cues;
}
const MAKE_TARGETS = /^make(?:\s+(?!-)[\w.-]{1,40}){2,8}$/;
/** A check named by its own word in a "+" list: "lint", "format", "ruff", "black --check". */
function listedCheck(part: string): CheckKind | undefined {
  const named = CHECK_WORDS.get(part.split(' ', 1)[0]!.toLowerCase());
  return named === 'bare' ? undefined : named;
}
function tokenize(s: string, classify: CheckClassifier, exhaustive: boolean): Word[] {
  const words: Word[] = [];
  // Lower-cased once, not word by word. (Where a letter changes length or depends on its neighbours,
  // as "İ" and "Σ" do, each word is lower-cased on its own.)
  const lowered = s.toLowerCase();
  const aligned = lowered.length === s.length && !s.includes('Σ');
  const curly = s.includes('’');
  const dashed = s.includes('-');
  // Which passes below have words to look at (every word is counted as it is made; an identifier, a
  // test's name or a command in backticks is never one of CUES' words, a command alone may be).
  let cues = exhaustive ? -1 : 0;
  TOKEN.lastIndex = 0;
  let end = 0;
  for (let m = TOKEN.exec(s); m !== null; m = TOKEN.exec(s)) {
    const raw = m[0];
    const at = m.index;
    // ("All tests pass - the abort happens after test completion": a hyphen between spaces, in the
    // gap between two words, is a dash. The gaps are looked at once each: linear in the text.)
    if (at - end >= 3 && dashBetween(s, end, at)) words.push(word('—', end, 'other'));
    end = at + raw.length;
    // ("from a git+file:// URL:", "https://…": a scheme's colon is no label's.)
    if (raw === ':' && s.charCodeAt(at + 1) === 47 && s.charCodeAt(at + 2) === 47) continue;
    if (raw[0] === '`') {
      // ("New `InvoiceTotalsTest` cases pass": a test class in code, then its result.)
      if (raw.length > 6 && TEST_CLASS.test(raw.slice(1, -1)) && RESULT_AFTER.test(s.slice(end, end + 20))) {
        words.push(word(raw.slice(1, -1), at, 'check', 'test', false, true));
        continue;
      }
      cues |= codeSpanWords(words, raw, at, classify, exhaustive);
      continue;
    }
    // ("`./gradlew test` — BUILD SUCCESSFUL", "`mvn test`: BUILD SUCCESS": Gradle's and Maven's last line
    // after any task; the command says which check ran.)
    if (raw === 'BUILD' && (words.at(-1)?.code === true || (words.at(-2)?.code === true && COMMAND_RESULT_MARKS.has(words.at(-1)!.w)))) {
      const tool = BUILD_TOOL_RESULT.exec(s.slice(end, end + 12));
      if (tool !== null) {
        words.push(word('succeeded', at, 'pass', undefined, true));
        TOKEN.lastIndex = end + tool[0].length;
        end = TOKEN.lastIndex;
        continue;
      }
    }
    const lower = aligned ? lowered.slice(at, at + raw.length) : raw.toLowerCase();
    if (raw.length > 5 && (lower !== raw || lower.startsWith('test_'))) {
      // A test by its name: Go's "TestParseJWT_InvalidFormat", Python's "test_hard_delete_agent".
      // ("Validated with focused PathBuilderTests": a test class, named as what was run.)
      if (TEST_NAME.test(raw) || (TEST_CLASS.test(raw) && (RESULT_AFTER.test(s.slice(at + raw.length, at + raw.length + 12)) || RAN_WITH.has(words.at(-1)?.w ?? '')))) {
        words.push(word(raw, at, 'check', 'test'));
        continue;
      }
      if (GRADLE_COMPILE.test(raw)) {
        words.push(word(raw, at, 'check', 'build'));
        continue;
      }
      // An identifier in camelCase ("localOnly") keeps its case: a name, never a word of the sentence.
      if (CAMEL_CASE.test(raw)) {
        words.push(word(raw, at, 'other'));
        continue;
      }
    }
    // ("Re-verified the warning still fires only when …": verified again; "Live-verified against the
    // CLI: …": verified on the real thing.)
    let w = curly && lower.includes('’') ? lower.replace(/’/g, "'") : lower === 're-verified' || lower === 'reverified' || lower === 'live-verified' ? 'verified' : (words.length === 0 || FIRST_PERSON.has(words.at(-1)!.w)) && REDONE.has(lower) ? REDONE.get(lower)! : lower;
    let c0 = w.charCodeAt(0);
    // ("three passing scenarios", "twelve passing tests": a count in words, as "3 passing scenarios" is.)
    const spelled = c0 >= 101 && c0 <= 116 ? SPELLED_COUNTS.get(w) : undefined;
    if (spelled !== undefined && SPELLED_COUNT_THEN.test(s.slice(end, end + 24))) {
      w = spelled;
      c0 = w.charCodeAt(0);
    }
    // A word of another language is read as the English word it glosses.
    const reading = READINGS.get(w);
    let known = reading?.known;
    if (reading !== undefined) {
      w = reading.w;
      c0 = w.charCodeAt(0);
    }
    if (isDigit(c0)) {
      // ("18 out of 22 tests passing": a count of what passed, of how many, as "18/22" is; "passes 9 out
      // of 10 times" says how often.)
      if (words.at(-1)?.w === 'of' && words.at(-2)?.w === 'out' && words.at(-3)?.role === 'number' && WHOLE_NUMBER.test(words.at(-3)!.w) && WHOLE_NUMBER.test(w) && words.at(-4)?.role !== 'pass') {
        const counted = words.splice(-3, 3)[0]!;
        words.push(word(`${counted.w}/${w}`, counted.at, 'number'));
        cues |= CUE.number;
        continue;
      }
      // "Sprint 4 COMPLETED", "Phase 2 passes": a number that names a step is no count.
      const prev = words.at(-1);
      const number = prev === undefined || !SEQUENCE_NOUNS.has(prev.w);
      words.push(word(w, at, number ? 'number' : 'other'));
      if (number) cues |= CUE.number;
      continue;
    }
    // ("The project continues to build": it still builds. "Existing callers continue to compile" says
    // the API is kept.)
    if ((w === 'build' || w === 'compile') && words.at(-1)?.w === 'to' && CONTINUES.has(words.at(-2)?.w ?? '') && (SUBJECTS.has(words.at(-3)?.w ?? '') || BUILDING_SUBJECTS.has(words.at(-3)?.w ?? ''))) {
      words.pop();
      words[words.length - 1] = word('still', words.at(-1)!.at, 'other');
      w = w === 'build' ? 'builds' : 'compiles';
      known = LEXICON.get(w);
    }
    // ("* build complete", a squashed commit's title: a build that completes has succeeded; "Build
    // complete with 3 errors" goes on to say otherwise.)
    if ((w === 'complete' || w === 'completed') && words.at(-1)?.role === 'check' && words.at(-1)!.check === 'build' && CLAUSE_END.test(s.slice(at + raw.length, at + raw.length + 4))) {
      words.push(word(w, at, 'pass', undefined, true));
      continue;
    }
    // ("cargo build: Finished `release` profile …": Cargo's last line of a build that succeeded.)
    if (w === 'finished' && words.at(-1)?.w === ':' && words.at(-2)?.code === true && words.at(-2)!.check === 'build' && words.length === 2) {
      words.push(word(w, at, 'pass', undefined, true));
      continue;
    }
    // ("Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.3s": Cargo's own line, once
    // a build of any profile has succeeded.)
    if (w === 'finished' && words.length === 0 && CARGO_FINISHED.test(s.slice(end, end + 100))) {
      words.push(word('build', at, 'check', 'build'), word('succeeded', at, 'pass', undefined, true));
      continue;
    }
    // ("Compiled: 0 errors, 0 warnings", "Compiles: 0 error": the verb as a label, read as "Compile:" is.)
    if (words.length === 0 && (w === 'compiles' || w === 'compiled') && s.charCodeAt(end) === 58) {
      words.push(word('compile', at, 'check', 'build'));
      continue;
    }
    // ("Lint errors: none", "Type errors: none": a labelled count of faults, zero.)
    if (w === 'none' && words.at(-1)?.w === ':' && FAULT_NOUNS.has(words.at(-2)?.w ?? '')) {
      words.push(word('0', at, 'number'));
      cues |= CUE.number;
      continue;
    }
    // ("Existing tests unaffected": they pass as they did.)
    const tests = w === 'unaffected' ? (words.at(-1)?.w === 'are' || words.at(-1)?.w === 'remain' ? words.length - 2 : words.length - 1) : -1;
    if (tests > 0 && words[tests]!.role === 'check' && words[tests]!.check === 'test' && !words[tests]!.code && UNAFFECTED_TESTS.has(words[tests - 1]!.w)) {
      words.push(word('unaffected', at, 'pass', undefined, true));
      continue;
    }
    // ("E2E verified with a live SDK instance": the change tried end to end, not an e2e suite run.)
    if ((w === 'verified' || w === 'validated') && words.length === 1 && (words[0]!.w === 'e2e' || words[0]!.w === 'end-to-end') && !words[0]!.code) words[0] = word(words[0]!.w, words[0]!.at, 'other');
    // ("a 2-pass globby path": a number's compound; "(pass/block/non-health/alias)": names of cases.)
    if (known !== undefined && (known.role === 'pass' || known.role === 'fail') && ((at > 1 && s.charCodeAt(at - 1) === 45 && isDigit(s.charCodeAt(at - 2))) || slashNamed(s, at, raw.length) || (c0 > 127 && slashedMark(s, at, raw.length)))) words.push(word(w, at, 'other'));
    // "build() moves out of the Box": a function, called; "argument passing", "message passing": a noun.
    // ("Runnable via: npm run plugin:clean": a script's name, not a result; "which `ts-jest` passes on to
    // TS": handed on.)
    // ("Verified the local test suite pass rate": a measure, named; "100% pass rate" is a result.)
    // ("three separate tests (success, 404, 500)": cases named by their outcome, a list of HTTP statuses.)
    else if (known?.role === 'pass' && words.at(-1)?.w === '(' && STATUS_LIST_AFTER.test(s.slice(at + raw.length, at + raw.length + 8))) words.push(word(w, at, 'other'));
    // ("Tests pass, lint passes, types check.": the types, checked, at a clause's end, as "types check out".)
    else if (w === 'check' && words.at(-1)?.w === 'types' && words.at(-1)!.role === 'check' && CLAUSE_END_AFTER.test(s.slice(at + raw.length, at + raw.length + 6))) words.push(word('clean', at, 'pass', undefined, true));
    // ("Updated README: build passing badge", "add a green CI badge": a badge's state, not a result.)
    else if (known?.role === 'pass' && BADGE_AFTER.test(s.slice(at + raw.length, at + raw.length + 10))) words.push(word(w, at, 'other'));
    // ("The build is back to passing", "Tests are back to green": passing again, not a goal.)
    else if (w === 'to' && words.at(-1)?.w === 'back' && BACK_TO_STATE.test(s.slice(at + 2, at + 14))) words.pop();
    // ("Test pass rate: 100%", "pass rate of 100%": the measure, then its full value.)
    else if ((w === 'pass' || w === 'passing') && RATE_AFTER.test(s.slice(at + raw.length, at + raw.length + 7)) && words.at(-1)?.w !== '100%' && !FULL_RATE_AFTER.test(s.slice(at + raw.length, at + raw.length + 24))) words.push(word(w, at, 'other'));
    else if (w === 'clean' && UP_AFTER.test(s.slice(at + raw.length, at + raw.length + 4))) words.push(word(w, at, 'other'));
    // ("Clicked through every tab — nothing broken": nothing failed, no failure said.)
    else if ((w === 'broken' || w === 'broke') && words.at(-1)?.w === 'nothing') words.push(word(w, at, 'other'));
    // ("Our release build passes `-Werror` to gcc": a flag handed on, not a result.)
    else if (known?.role === 'pass' && (w === 'passes' || w === 'pass' || w === 'passed' || w === 'passing') && FLAG_AFTER.test(s.slice(at + raw.length, at + raw.length + 5))) words.push(word(w, at, 'other'));
    // ("`go vet ./...` is now silent": a linter or type checker with nothing to say is clean.)
    // ("eslint is quiet on the whole repo", "flake8 output is empty", "golangci-lint comes back empty".)
    else if ((w === 'silent' || w === 'quiet' || w === 'empty') && (SILENT_AFTER.has(words.at(-1)?.w ?? '') || (words.at(-1)?.w === 'back' && /^c[oa]me/.test(words.at(-2)?.w ?? ''))) && words.some((x) => x.role === 'check' && (x.check === 'lint' || x.check === 'typecheck'))) words.push(word('clean', at, 'pass', undefined, true));
    // ("CI being green doesn't mean much here": green, as a premise weighed, not reported.)
    else if (known?.role === 'pass' && words.at(-1)?.w === 'being' && WEIGHED_AFTER.test(s.slice(at + raw.length, at + raw.length + 16))) words.push(word(w, at, 'other'));
    // ("Azure Pipelines successfully started running 1 pipeline(s)", "The build was successfully queued":
    // a run begun, not one that went well.)
    else if (w === 'successfully' && STARTED_AFTER.test(s.slice(at + raw.length, at + raw.length + 20))) words.push(word(w, at, 'other'));
    else if (known !== undefined && ((known.role === 'check' && s.charCodeAt(at + raw.length) === 40 && s.charCodeAt(at + raw.length + 1) === 41) || (w === 'passing' && PASSED_NOUNS.has(words.at(-1)?.w ?? '')) || (known.role === 'pass' && w.startsWith('pass') && (HANDED_ON.test(s.slice(at + raw.length, at + raw.length + 12)) || PASSED_ARGUMENT.test(s.slice(at + raw.length, at + raw.length + 80)))) || (known.role === 'pass' && at > 1 && s.charCodeAt(at - 1) === 58 && isLower(s.charCodeAt(at - 2)) && words.at(-2)?.role !== 'check'))) words.push(word(w, at, 'other'));
    // ("Verified locally with the CI config (2 passed)", "verified via synthetic test fixtures": the
    // CI's settings, things a test uses; a noun the check word names, not a run.)
    else if (words.length > 0 && words.at(-1)!.role === 'check' && !words.at(-1)!.code && CHECK_NOUN_COMPOUNDS.get(words.at(-1)!.w)?.has(w)) {
      words[words.length - 1] = word(words.at(-1)!.w, words.at(-1)!.at, 'other');
      words.push(word(w, at, 'other'));
    }
    // ("Test builds 5.15 and 5.16 for arm were successful": trial builds, not tests.)
    else if ((w === 'builds' || w === 'build') && words.at(-1)?.w === 'test' && words.at(-1)!.role === 'check' && !words.at(-1)!.code && known !== undefined) {
      words[words.length - 1] = word('test', words.at(-1)!.at, 'other');
      words.push(word(w, at, known.role, known.check, known.verb));
      cues |= known.cue;
    }
    // ("All checks pass: ty check, ruff format, ruff check": Astral's type checker, named in prose.)
    else if (w === 'check' && words.at(-1)?.w === 'ty' && !words.at(-1)!.code) {
      words[words.length - 1] = word('ty', words.at(-1)!.at, 'check', 'typecheck');
      words.push(word(w, at, 'other'));
    }
    // ("Check that you pass the basic style checks and unit tests": the style checker.)
    else if ((w === 'checks' || w === 'check') && words.at(-1)?.w === 'style' && !words.at(-1)!.code && words.at(-2)?.w !== 'code') {
      words[words.length - 1] = word('style', words.at(-1)!.at, 'other');
      words.push(word(w, at, 'check', 'lint'));
      cues |= CUES.get(w) ?? 0;
    }
    // ("All 473 tests passing, all code quality checks pass": the linters and formatters.)
    else if ((w === 'checks' || w === 'check' || w === 'gates') && words.at(-1)?.w === 'quality' && words.at(-2)?.w === 'code') {
      words.splice(-2, 2);
      words.push(word(w, at, 'check', 'lint'));
      cues |= CUES.get(w) ?? 0;
    }
    // ("generates the correct OpenAPI spec": a document a format names, not a test.)
    else if ((w === 'spec' || w === 'specs') && SPEC_DOCUMENTS.has(words.at(-1)?.w ?? '')) words.push(word(w, at, 'other'));
    // ("The old config format still works", "the output format": a format, not the formatter.)
    else if (w === 'format' && words.length > 0 && FORMAT_OWNERS.has(words.at(-1)!.w)) words.push(word(w, at, 'other'));
    // ("Complex Field Types: arrays, booleans …", "the return types": types of something, a noun.)
    else if (w === 'types' && words.length > 0 && words.at(-1)!.role === 'other' && /^[a-z]{3,}$/.test(words.at(-1)!.w) && !TYPES_AFTER.has(words.at(-1)!.w)) {
      words.push(word(w, at, 'other'));
      cues |= CUES.get(w) ?? 0;
    }
    // ("Full linting and formatting compliance": the checks' clean state, said as a noun.)
    else if (w === 'compliance' && words.length > 1 && words.at(-1)!.role === 'check' && words.at(-1)!.check !== 'bare' && words.slice(-5).some((x) => x.w === 'full' || x.w === 'complete')) words.push(word(w, at, 'pass', undefined, true));
    // ("I tried the image after the build and it works": the build, an event before the trial, not
    // what worked. "After the build succeeds, …" says how the build went.)
    else if ((w === 'build' || w === 'rebuild') && words.at(-1)?.w === 'the' && words.at(-2)?.w === 'after' && !BUILD_WENT.test(s.slice(end, end + 16))) words.push(word(w, at, 'other'));
    // ("611 trace/controller/parser/witness cases passed": a runner's count of its cases, passing.)
    else if (w === 'cases' && countedBefore(words) && CASES_PASSED.test(s.slice(end, end + 12))) words.push(word(w, at, 'check', 'test'));
    // ("77 unit + 3 integration green", "62 unit + 15 integration + 3 e2e green": tests of a kind, counted.)
    // (A whole count before it, and "+", "and" or the result after it: "20/21 integration tests" and
    // "3 regression bugs" are read as they were.)
    else if (words.length > 0 && words.at(-1)!.role === 'number' && TEST_KINDS.has(w) && WHOLE_NUMBER.test(words.at(-1)!.w) && KIND_COUNTED.test(s.slice(at + raw.length, at + raw.length + 12))) words.push(word(w, at, 'check', 'test'));
    else if (known !== undefined) {
      words.push(word(w, at, known.role, known.check, known.verb));
      cues |= known.cue;
    } else if (dashed && (w === 'already-passing' || w === 'newly-passing' || w === 'now-passing')) {
      // ("Enables 158 already-passing node compat tests": the tests named after it pass.)
      words.push(word('newly', at, 'other'), word('passing', at, 'pass'));
      cues |= CUE.newly;
    } else if (dashed && RELATED.test(w)) {
      // ("no migration-related type errors": which faults, a word that says no more than "related".)
      words.push(word('related', at, 'other'));
    } else if (dashed && w.includes('-')) {
      const from = words.length;
      if (!compound(w, at, words)) words.push(word(w, at, 'other'));
      for (let k = from; k < words.length; k++) cues |= CUES.get(words[k]!.w) ?? 0;
    } else if (w.length > 6 && w.endsWith('tests') && raw === w && !w.includes('_') && !NOT_TESTS.has(w)) words.push(word(w, at, 'check', 'test')); // "the hex sqltests pass" (not "EvictionTests", a name)
    else words.push(word(w, at, 'other'));
  }
  dropDashedAside(words, s);
  // (Maven's and Gradle's "BUILD SUCCESS" printed by a test command is that run's verdict: "`mvn test`
  // completed with BUILD SUCCESS" is no build of its own.)
  if (s.includes('BUILD SUCC') && words.some((x) => x.code && x.check === 'test') && !words.some((x) => x.code && x.check === 'build')) for (const x of words) if (x.w === 'build' && !x.code && s.startsWith('BUILD SUCC', x.at)) x.check = 'test';
  return rewriteWords(words, cues, s);
}

// ("Full baseline gate — `copy:typespec` → `check:tree` — passes with a clean tree": an aside between
// two dashes, between a subject and its verb, is read past. The first such pair only: linear.)
function dropDashedAside(words: Word[], s: string): void {
  // (The words are looked at before the text is searched: most sentences have no dash.)
  const i = words.findIndex((w, k) => k > 0 && w.w === '—');
  if (i === -1 || !(s.includes('—') || s.includes(' - '))) return;
  for (let j = i + 1; j < words.length && j <= i + 16; j++) {
    const w = words[j]!;
    if (w.role === 'pass' || w.role === 'fail' || negates(w)) return;
    if (w.w !== '—') continue;
    if (words[j + 1]?.role === 'pass' && words[j + 1]!.verb && words[i - 1]!.role !== 'pass') words.splice(i, j - i + 1);
    return;
  }
}

// ("Re-validated locally: …", "I re-tested on staging": done again by the author, read as done; "each
// re-validated" says what the code does.)
const REDONE = new Map([['re-validated', 'validated'], ['revalidated', 'validated'], ['re-tested', 'tested'], ['retested', 'tested'], ['re-confirmed', 'confirmed'], ['reconfirmed', 'confirmed']]);
const TESTING_STATES = new Set(['working', 'passing', 'green', 'successful', 'fine']);
const TESTING_RESULTS = new Set(['passed', 'passes', 'succeeded', 'succeeds']);
const BY_HAND = new Set(['manual', 'manually', 'hand', 'exploratory', 'visual', 'user', 'acceptance', 'qa', 'live', 'device']);
const FIXED_BY_ANOTHER = new Set(['that', 'which', 'who', 'it', 'commit', 'pr', 'has']);
const FIXED_OBJECT = new Set(['the', 'our', 'this', 'a']);
const BROKEN = new Set(['broken', 'failing', 'failed']);
const UNAFFECTED_TESTS = new Set(['existing', 'other', 'all', 'remaining']);
const COMMAND_RESULT_MARKS = new Set(['—', '–', '→', ':']);
const BUILD_TOOL_LINE = /^(?:\[INFO\] )?BUILD SUCCESS(?:FUL)?$/;
// (Cargo before 1.77 named the profile bare: "Finished dev [unoptimized + debuginfo] target(s) in 0.5s".)
const CARGO_FINISHED = /^[ \t]+(?:`[\w-]{1,30}` profile|dev|release|test|bench) \[[\w +-]{1,40}\] target\(s\) in /;
const BUILD_TOOL_RESULT = /^ SUCCESS(?:FUL)?\b/;
const FIXES_BY_THIS = new Set(['this', 'finally', 'pr', 'change', 'commit', 'patch']);
// ("fixed lint errors in a follow-up": in another change.)
const ANOTHER_CHANGE = new Set(['follow-up', 'followup', 'later', 'separately', 'separate', 'another', 'next', 'upstream']);
const BUILD_FAULTS = new Set(['errors', 'error', 'warnings', 'failures', 'failure', 'issues']);
const CONTINUES = new Set(['continues', 'continue', 'continued']);
const ALL_FIXED_END = new Set(['.', '!', ';', ',', 'and']);
const FAULTS_FOUND = new Set(['found', 'reported', 'raised', 'emitted', 'shown', 'under', 'from']);
const FIXED_BUILD_END = new Set([',', ';', '.', '!', 'on', 'for', 'in', 'and', 'now', 'again', 'here', 'locally', 'with', 'by', '(']);
// ("Fixed all failing tests from the ruff update", "We fixed all failing tests:": what broke them, or
// a list of them, after.)
const FAILED_BECAUSE = new Set(['from', 'after', 'caused', 'due', 'introduced']);
const FAILING_FIXED_END = new Set([...FIXED_BUILD_END, ...FAILED_BECAUSE, ':']);
/** The passes over a sentence's words that read phrases as one: each runs only where the sentence holds a word it looks for. */
const CASES_PASSED = /^\W{0,3}(?:passed|pass|passing|green|succeeded)\b(?!\s+(?:in|on|to|into|through|along|as|by)\b)/i;
/** The words before are a whole count and at most a few plain words naming what it counts. */
function countedBefore(words: readonly Word[]): boolean {
  for (let k = words.length - 1; k >= 0 && k >= words.length - 9; k--) {
    const x = words[k]!;
    if (x.role === 'number') return WHOLE_NUMBER.test(x.w) && (k === 0 || words[k - 1]!.role !== 'number');
    if (x.role !== 'other' || x.code || !(x.w === '/' || x.w === ',' || x.w === 'and' || /^[a-z][a-z-]*$/.test(x.w))) return false;
  }
  return false;
}
const COUNTED_FAULTS = new Set(['warnings', 'errors', 'failures', 'issues', 'violations', 'findings']);
const TO_NONE = new Set(['are', 'is', 'now', 'down', 'from', 'to', '→', ':', 'went', 'go', 'goes', 'dropped', 'fell', 'reduced']);
const NONE_THEN = new Set(['.', '!', ',', ';', 'and', '(', '—', '–']);
const TO_VERIFY = new Map([['verify', 'verified'], ['validate', 'validated'], ['confirm', 'confirmed']]);
const USED_TO_VERIFY = new Set(['used', 'ran', 'deployed', 'wrote', 'built', 'set', 'spun', 'installed', 'tried', 'tested']);
const SPEC_DOCUMENTS = new Set(['openapi', 'swagger', 'json', 'yaml', 'graphql', 'protobuf', 'asyncapi', 'oas', 'raml', 'wsdl']);
const SPELLED_COUNTS = new Map(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((n, k) => [n, String(k + 2)]));
const SPELLED_COUNT_THEN = /^ +(?:passing|passed) +(?:[a-z-]+ +)?(?:tests|specs|scenarios|cases|suites)\b/i;
const TRIED_BY_AUTHOR = new Set(['i', 'we', 'have', "i've", "we've", 'also', 'and', 'successfully', 'manually', 'locally']);
const TRIED_BUILDS = new Set(['build', 'building', 'compiling', 'compilation', 'compile']);
const BUILD_TRIED_THEN = new Set(['on', 'with', 'under', 'for', 'across', 'locally', 'in', 'of', 'by', 'using', '.', ',', ';', 'and', '(', '!']);
const CHECKED_ASPECTS = new Set(['style', 'formatting', 'format', 'code', 'types', 'typing', 'syntax', 'everything', 'all']);
const ENABLES = new Set(['enable', 'enables', 're-enable', 're-enables', 'reenable', 'mark', 'marks', 'unskip', 'unskips', 'un-skip', 'unignore']);
/** After the verb: a test named with "passing" beside it (a count or "newly" before it), and no failure. */
function enablesPassing(words: readonly Word[], v: number): boolean {
  const p = words.findIndex((w, k) => k > v && k <= v + 8 && w.w === 'passing' && w.role === 'pass');
  if (p === -1 || OBJECT_DETERMINERS.has(words[p + 1]?.w ?? '')) return false;
  const named = words[p - 1]?.role === 'check' && words[p - 1]!.check === 'test' ? p - 1 : words.slice(p + 1, p + 5).findIndex((w) => w.role === 'check' && w.check === 'test');
  if (named === -1) return false;
  return !words.some((w) => w.role === 'fail' || negates(w) || w.w === '?' || w.w === 'once' || w.w === 'when' || w.w === 'if');
}
const BUILD_WENT = /^\W{0,3}(?:succe|pass|complet|finish|fail|work|broke|break|is\b|was\b|ran\b|runs?\b|went\b|goes\b)/i;
function rewriteWords(words: Word[], cues: number, s: string): Word[] {
  // "This one absolutely works", "It definitely passes": an intensifier says nothing the verb does not.
  // (Each of these word passes runs only where the sentence has its words at all: most have none.)
  if (cues & CUE.intensifier) for (let i = 0; i + 1 < words.length; i++) {
    if (INTENSIFIERS.has(words[i]!.w) && words[i + 1]!.role === 'pass' && words[i + 1]!.verb) words.splice(i--, 1);
  }
  // "`yarn build` — all packages built": after a build command and a dash, "built" is its result.
  if (cues & CUE.built) for (let i = 2; i < words.length; i++) {
    const w = words[i]!;
    const n = words[i + 1];
    if ((w.w !== 'built' && w.w !== 'compiled') || !(n === undefined || n.w === ',' || n.w === ';' || n.w === '(' || BUILT_DONE.has(n.w))) continue;
    for (let k = i - 1; k >= 1 && k >= i - 5; k--) {
      if (!RESULT_MARKS.has(words[k]!.w)) continue;
      if (words[k - 1]!.code && words[k - 1]!.check === 'build') words[i] = word('succeeded', w.at, 'pass', undefined, true);
      break;
    }
  }
  // "local testing is working now", "Also testing is successful", "Testing passed", "Testing: ✅": the
  // tests, run. (Testing by hand is a trial of the change, of no check's kind: "Manual testing
  // passed", "Manual testing: ✅".)
  if (cues & CUE.testing) for (let i = 0; i + 1 < words.length; i++) {
    if (words[i]!.w !== 'testing') continue;
    const labelled = words[i + 1]!.w === ':';
    const linked = words[i + 1]!.w === 'is' || words[i + 1]!.w === 'was';
    const state = labelled ? words[i + 2] : !linked ? words[i + 1] : words[i + 2]?.w === 'now' ? words[i + 3] : words[i + 2];
    if (state && state.role === 'pass' && (labelled ? state.verb || PASS_SYMBOLS.has(state.w) : (linked ? TESTING_STATES : TESTING_RESULTS).has(state.w))) words[i] = word('testing', words[i]!.at, 'check', BY_HAND.has(words[i - 1]?.w ?? '') ? 'bare' : 'test');
  }
  // ("I used a local SonarQube instance to validate that these checks behave as expected": the author
  // did something to verify, so verified; "we need … to verify that" is still a goal.)
  if (cues & (CUE.confirmOrVerify | CUE.validate)) for (let i = 3; i + 2 < words.length; i++) {
    const v = TO_VERIFY.get(words[i]!.w);
    if (v === undefined || words[i - 1]!.w !== 'to' || words[i + 1]!.w !== 'that') continue;
    const by = words.findIndex((x, k) => k < i - 1 && i - k <= 12 && FIRST_PERSON.has(x.w) && USED_TO_VERIFY.has(words[k + 1]?.w ?? '') && (k === 0 || words[k - 1]!.w === ','));
    if (by === -1 || words.slice(by, i).some((x) => CONDITIONS.has(x.w) || negates(x) || x.role !== 'other')) continue;
    words.splice(i - 1, 2, word(v, words[i - 1]!.at, 'other'));
    break;
  }
  // "during green phase", "the red stage": a step of test-driven work, not a result.
  // ("tests run red -> green", "Confirmed red → green: …": failing before the change, passing after.)
  if (cues & CUE.phase) for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]!;
    if ((w.w === 'green' || w.w === 'red') && (words[i + 1]!.w === 'phase' || words[i + 1]!.w === 'phases' || words[i + 1]!.w === 'stage')) words[i] = word(w.w, w.at, 'other');
    else if ((w.w === 'red' || w.w === 'red-') && words[i + 1]!.w === 'green') words.splice(i, 2, word('green', w.at, 'pass', undefined, true));
    else if (w.w === 'red' && (words[i + 1]!.w === '→' || words[i + 1]!.w === 'to') && words[i + 2]?.w === 'green') words.splice(i, 3, word('green', w.at, 'pass', undefined, true));
  }
  // ("It passed on macOS and on an earlier ubuntu run, so it's flaky": what passes only now and then
  // is said to fail; "flaky" before a noun only names what was fixed.)
  if (cues & CUE.phase) for (let i = 1; i < words.length; i++) if (words[i]!.w === 'flaky' && FLAKY_AFTER.has(words[i - 1]!.w)) words[i]!.role = 'fail';
  // ("## Newly passing Node.js compat tests" over the tests' names: those tests pass now.)
  if (cues & CUE.newly) for (let i = 0; i + 2 < words.length; i++) {
    if (words[i]!.w !== 'newly' || words[i + 1]!.w !== 'passing') continue;
    const c = words.findIndex((w, k) => k > i + 1 && k <= i + 6 && w.role === 'check');
    if (c === -1 || words.slice(i + 2, c).some((w) => w.role !== 'other')) continue;
    const passing = word('passing', words[i + 1]!.at, 'pass', undefined, true);
    words.splice(c + 1, 0, passing);
    words.splice(i, 2);
  }
  // "The existing TestX regression now passes": a regression test, reported.
  if (cues & CUE.regression) for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]!;
    if (w.w !== 'regression' && w.w !== 'regressions') continue;
    const n = words[i + 1]!.w === 'now' || words[i + 1]!.w === 'still' ? words[i + 2] : words[i + 1];
    if (n && n.role === 'pass' && STATE_VERBS.has(n.w)) words[i] = word(w.w, w.at, 'check', 'test');
  }
  // "The tests run well locally", "it went smoothly", "tests now run correctly": a result in other words.
  if (cues & CUE.well) for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // ("… compile and work correctly" says how the code behaves: "correctly" is a result only after a
    // run.)
    const how = w.w === 'well' || w.w === 'smoothly' ? RAN_WELL : w.w === 'correctly' || w.w === 'properly' ? RAN : undefined;
    if (how?.has(words[i - 1]!.w)) words[i] = word(w.w, w.at, 'pass', undefined, true);
  }
  // "use working commands", "the working tree", "a clean checkout": a kind of thing, not a result.
  if (cues & CUE.workingOrClean) for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const n = words[i + 1];
    // ("a retry starts clean": the state a run begins from; "clean, testable code": well made, but
    // "golangci-lint clean code" is the linter's result.)
    // ("Working on tests.", "Currently working on the build": work in progress.)
    // ("create a temp repo and clean it up after": tidying, a verb.)
    if (w.w === 'clean' && (n?.w === 'up' || (n !== undefined && OBJECT_PRONOUNS.has(n.w) && words[i + 2]?.w === 'up'))) words[i] = word(w.w, w.at, 'other');
    else if ((w.w === 'working' && n !== undefined && ((n.role === 'other' && /^[a-z]/.test(n.w) && !WORKING_HOW.has(n.w)) || (n.w === 'on' && (i === 0 || words[i - 1]!.w === 'currently' || (i === 1 && PASS_SYMBOLS.has(words[0]!.w)))))) || (w.w === 'clean' && ((n !== undefined && CLEAN_THINGS.has(n.w)) || STARTS.has(words[i - 1]?.w ?? '') || ((n?.w === ',' || n?.w === 'and') && words[i + 2]?.role === 'other' && CLEAN_THINGS.has(words[i + 3]?.w ?? ''))) && !(words[i - 1]?.role === 'check' && words[i - 1]!.check !== 'bare'))) words[i] = word(w.w, w.at, 'other');
  }
  // "the happy path", "happy case": not a result.
  if (cues & CUE.happy) for (let i = 0; i + 1 < words.length; i++) if (words[i]!.w === 'happy' && /^(?:path|paths|case|cases|flow)$/.test(words[i + 1]!.w)) words[i] = word('happy', words[i]!.at, 'other');
  // "I've managed to test this fix", "to test the change": testing as a verb, not a named suite.
  if (cues & CUE.test) for (let i = 1; i + 1 < words.length; i++) {
    if (words[i]!.w === 'test' && words[i - 1]!.w === 'to' && OBJECT_DETERMINERS.has(words[i + 1]!.w)) words[i] = word('test', words[i]!.at, 'other');
    // ("identical logits on the test batch", "accuracy on the test set": data held out for testing.)
    else if (words[i]!.w === 'test' && words[i]!.role === 'check' && DATA_SPLITS.has(words[i + 1]!.w)) words[i] = word('test', words[i]!.at, 'other');
  }
  // "type check(s)" is one word; "spec type gates" are its gates.
  // ("for different types of support prompts", "all types of input": kinds of things, not the types
  // a checker passes.)
  if (cues & CUE.type) for (let i = 0; i + 1 < words.length; i++) {
    // ("TypeScript syntax check passes": the compiler's check, named with what it looks at.)
    const syntax = words[i]!.w === 'typescript' && words[i + 1]!.w === 'syntax' ? 1 : 0;
    if ((words[i]!.w === 'type' || words[i]!.w === 'typescript') && /^(?:check(?:s|ing|ers?)?|gates?)$/.test(words[i + 1 + syntax]?.w ?? '')) {
      words[i] = word('typecheck', words[i]!.at, 'check', 'typecheck');
      words.splice(i + 1, 1 + syntax);
    } else if (words[i]!.w === 'types' && (words[i + 1]!.w === 'of' || KINDS_OF.has(words[i - 1]?.w ?? ''))) words[i] = word('types', words[i]!.at, 'other');
    // ("Type errors: 0", "TypeScript: no errors": the type checker's findings, labelled, and none.)
    else if ((words[i]!.w === 'type' || words[i]!.w === 'typescript') && !words[i]!.code && (i === 0 || words[i - 1]!.w === ',' || words[i - 1]!.w === '|') && labelledNone(words, words[i + 1]!.w === 'errors' ? i + 2 : words[i]!.w === 'typescript' ? i + 1 : -1)) words[i] = word(words[i]!.w, words[i]!.at, 'check', 'typecheck');
  }
  // "ビルドが通るよう修正" (fixed so that the build passes) is a purpose; "通っていた" (was passing) is the past.
  // "以下の通り" (as follows), "期待通りに" (as expected): "通り" as "way", not "passed".
  if (cues & CUE.japanese) for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.role !== 'pass') continue;
    const n = words[i + 1]?.w;
    // "lint が通ることを確認する" (to confirm that lint passes) is a task; "…確認した" reports it.
    const task = (w.w === '通る' || w.w === 'パスする') && n === 'こ' && words[i + 2]?.w === 'と' && !words.slice(i + 3, i + 11).some((x) => x.w === 'た' || x.w === '済');
    if (task || n === 'よう' || (w.w === '通って' && n === 'いた') || (w.w === '通り' && (words[i - 1]?.w === 'の' || n === 'で' || n === 'に' || n === 'だ'))) words[i] = word(w.w, w.at, 'other');
  }
  // "GitHub Actions: passing": CI by its name.
  if (cues & CUE.actions) for (let i = 0; i + 1 < words.length; i++) if (words[i]!.w === 'github' && words[i + 1]!.w === 'actions') words.splice(i, 2, word('github-actions', words[i]!.at, 'check', 'bare'));
  // ("green GitHub checks": the checks GitHub shows, CI by its name.)
  if (cues & CUE.check) for (let i = 0; i + 1 < words.length; i++) if (words[i]!.w === 'github' && words[i + 1]!.w === 'checks' && words[i - 1]?.w === 'green') words.splice(i, 2, word('github-checks', words[i]!.at, 'check', 'bare'));
  // "lint checks", "test checks": one check named twice, not CI's checks.
  if (cues & CUE.check) for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if ((w.w === 'checks' || w.w === 'check') && words[i - 1]!.role === 'check' && words[i - 1]!.check !== 'bare') words[i] = word('check', w.at, 'other');
    // ("where the truthy check passes and parseInt yields NaN": a condition in the code, not a check run.)
    else if ((w.w === 'check' || w.w === 'checks') && CODE_CONDITIONS.has(words[i - 1]!.w)) {
      words[i] = word(w.w, w.at, 'other');
      const n = words[i + 1];
      if (n !== undefined && n.role === 'pass') words[i + 1] = word(n.w, n.at, 'other');
    }
  }
  // "reports the correct build stamp", "the build number": a thing a build has, not the build.
  if (cues & CUE.build) for (let i = 0; i + 1 < words.length; i++) {
    if (words[i]!.w === 'build' && BUILD_NOUNS.has(words[i + 1]!.w)) words[i] = word('build', words[i]!.at, 'other');
  }
  // "Web validate + coverage gate green", "CLI/TUI/launcher validate green": a project's script by its
  // name, of no kind.
  if (cues & CUE.validate) for (let i = 1; i + 1 < words.length; i++) {
    if (words[i]!.w === 'validate' && words[i + 1]!.role === 'pass' && words[i + 1]!.verb && !MODALS.has(words[i - 1]!.w)) words[i] = word('validate', words[i]!.at, 'check', 'bare');
  }
  // "I can confirm the tests pass", "Can verify it builds": a report, not an ability.
  // ("With clang it does build": the verb, said with emphasis.)
  if (cues & CUE.can) for (let i = 1; i + 1 < words.length; i++) {
    const v = EMPHASISED.get(words[i + 1]!.w);
    if (words[i]!.w === 'does' && v !== undefined && (PRONOUNS.has(words[i - 1]!.w) || SUBJECTS.has(words[i - 1]!.w)) && words.at(-1)?.w !== '?') words.splice(i, 2, word(v, words[i]!.at, v === 'works' ? 'pass' : 'other', undefined, v === 'works'));
  }
  if (cues & CUE.can && cues & CUE.confirmOrVerify) for (let i = 0; i + 1 < words.length; i++) {
    if (words[i]!.w === 'can' && (words[i + 1]!.w === 'confirm' || words[i + 1]!.w === 'verify') && !READERS.has(words[i - 1]?.w ?? '')) words.splice(i, 2, word(words[i + 1]!.w === 'confirm' ? 'confirmed' : 'verified', words[i]!.at, 'other'));
  }
  // "The build is fixed", "the compile error is gone": a state now, like "build fixed".
  if (cues & CUE.fixed) for (let i = 1; i + 1 < words.length; i++) {
    const w = words[i]!.w;
    if ((w === 'is' || w === 'are' || w === 'was' || w === 'now') && FIXED.has(words[i + 1]!.w) && (words[i - 1]!.role === 'check' || (FAULT_NOUNS.has(words[i - 1]!.w) && (words[i - 2]?.role === 'check' || words[i - 2]?.w === 'type'))) && !words[i - 1]!.code) {
      words.splice(i, 1);
      i--;
    }
  }
  // "lint errors resolved": a fault named and gone.
  if (cues & CUE.fixed) for (let i = 0; i + 1 < words.length; i++) {
    if (FAULT_NOUNS.has(words[i]!.w) && FIXED.has(words[i + 1]!.w) && i > 0 && words[i - 1]!.w === 'type') words[i - 1] = word('type', words[i - 1]!.at, 'check', 'typecheck');
    if (FAULT_NOUNS.has(words[i]!.w) && FIXED.has(words[i + 1]!.w) && i > 0 && words[i - 1]!.role === 'check') {
      words[i] = word('fault', words[i]!.at, 'other');
      words[i + 1]!.role = 'pass';
      words[i + 1]!.verb = true;
    }
    // ("[x] Code linter has been run and issues have all been resolved": the check run, then what it
    // found, fixed.)
    if (FAULT_NOUNS.has(words[i]!.w) && (words[i - 1]?.w === 'and' || (words[i - 1]?.w === 'all' && words[i - 2]?.w === 'and'))) {
      let k = i + 1;
      while (k < words.length && k <= i + 4 && FIXED_BETWEEN.has(words[k]!.w)) k++;
      const and = words[i - 1]!.w === 'and' ? i - 1 : i - 2;
      const check = words.findIndex((x, j) => j < and && j >= and - 6 && x.role === 'check' && x.check !== 'bare' && !x.code);
      if (FIXED.has(words[k]?.w ?? '') && check !== -1 && words.slice(check + 1, and).some((x) => x.w === 'run' || x.w === 'ran' || x.w === 'executed')) {
        words[i] = word('fault', words[i]!.at, 'other');
        words[k]!.role = 'pass';
        words[k]!.verb = true;
      }
    }
  }
  if (cues & (CUE.raisesOrVerified | CUE.confirmOrVerify)) for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const p = words[i - 1];
    // "raises ValueError at call time", "throws TypeError": a failure.
    if ((w.w === 'raises' || w.w === 'raised' || w.w === 'throws' || w.w === 'threw') && /(?:error|exception)$/.test(words[i + 1]?.w ?? '')) w.role = 'fail';
    // "hadolint accepts the ARG-constructed form": a checker accepting the change.
    else if (w.w === 'accepts' && p?.role === 'check' && p.check !== 'bare' && p.check !== 'test') {
      w.role = 'pass';
      w.verb = true;
    }
    // "WASM compilation verified (wasm32-unknown-unknown)", "Build verified on macOS": the check, done.
    else if ((w.w === 'verified' || w.w === 'validated' || w.w === 'confirmed') && p?.role === 'check' && p.check !== 'bare' && !p.code && (i + 1 === words.length || VERIFIED_AFTER_CHECK.has(words[i + 1]!.w))) {
      w.role = 'pass';
      w.verb = true;
    }
  }
  // "The build no longer fails", "lint no longer complains": the check named is clean now.
  // "Clippy doesn't complain anymore", "tsc didn't flag anything": the same.
  if (cues & CUE.notAnyMore) for (let i = 1; i + 1 < words.length; i++) {
    const two = words[i]!.w === 'no' && words[i + 1]!.w === 'longer';
    const not = two || DOES_NOT.has(words[i]!.w);
    const f = words[i + (two ? 2 : 1)];
    if (not && f && words[i - 1]!.role === 'check' && !words[i - 1]!.code && (f.role === 'fail' || NO_LONGER.has(f.w))) {
      // ("Tests no longer fail with state transition errors": the errors are the failure that is gone.)
      let gone = 0;
      if (words[i + (two ? 3 : 2)]?.w === 'with') {
        for (let k = i + (two ? 4 : 3); k < words.length && k <= i + 8; k++) if (FAULT_NOUNS.has(words[k]!.w)) { gone = k - (i + (two ? 3 : 2)) + 1; break; }
      }
      words.splice(i, (two ? 3 : 2) + gone, word(f.role === 'fail' ? 'passes' : 'clean', f.at, 'pass', undefined, true));
      if (words[i + 1]?.w === 'anymore' || words[i + 1]?.w === 'anything') words.splice(i + 1, 1);
    }
  }
  // "the linting process did not show any issues", "ESLint doesn't return any errors": the check found
  // nothing to report.
  if (cues & CUE.any) for (let i = 0; i + 4 < words.length; i++) {
    const c = words[i]!;
    if (c.role !== 'check' || c.check === 'bare') continue;
    let j = i + 1;
    if (CHECK_RUN_NOUNS.has(words[j]!.w)) j++;
    let not = j;
    if (DOES_NOT.has(words[j]?.w ?? '')) not = j + 1;
    else if (AUX_DO.has(words[j]?.w ?? '') && words[j + 1]?.w === 'not') not = j + 2;
    else continue;
    const verb = words[not];
    const any = words[not + 1];
    const fault = words[not + 2];
    if (!verb || !REPORT_VERBS.has(verb.w) || any?.w !== 'any' || !fault || !(FAULT_NOUNS.has(fault.w) || fault.w === 'issue' || fault.w === 'problem')) continue;
    words.splice(j, not + 3 - j, word('clean', verb.at, 'pass', undefined, true));
  }
  // "verify-gate job now checks security-static success": what a mechanism checks, as "verifies".
  if (cues & CUE.checks) for (let i = 1; i + 1 < words.length; i++) {
    if (words[i]!.w === 'checks' && CHECKS_AS_VERB_AFTER.has(words[i - 1]!.w) && words[i + 1]!.role !== 'pass' && !NOUN_THEN_VERB.has(words[i + 1]!.w)) words[i] = word('verifies', words[i]!.at, 'other');
  }
  // "ESLint reports nothing", "tsc found nothing", "Types check out": the check, clean.
  // ("codespell finds nothing after this commit": a scanner, as well.)
  if (cues & CUE.nothingOrOut) for (let i = 0; i + 1 < words.length; i++) {
    const c = words[i]!;
    if (c.role !== 'check' || (c.check === 'bare' && !SCANNERS.has(c.w) && !(c.code && SCANNER_RUN.test(c.w)))) continue;
    // ("staticcheck ./... reports nothing": the path it was run on, between.)
    if (!c.code && PATH_ARGUMENT.test(words[i + 1]?.w ?? '')) i++;
    // ("go vet ./... and staticcheck ./... both report nothing": the checks together.)
    if ((words[i + 1]?.w === 'both' || words[i + 1]?.w === 'all') && words[i + 3]?.w === 'nothing') i++;
    const v = words[i + 1];
    const o = words[i + 2];
    const after = words[i + 3];
    // ("`staticcheck ./...` reports nothing after removing the deprecated calls": since the change.)
    if (v && o && (REPORTED.has(v.w) || REPORT_VERBS.has(v.w)) && o.w === 'nothing' && (!after || AFTER_NOTHING.has(after.w) || after.w === 'after')) words.splice(i + 1, 2, word('clean', v.at, 'pass', undefined, true));
    else if (v && o && (v.w === 'check' || v.w === 'checks') && o.w === 'out') words.splice(i + 1, 2, word('clean', v.at, 'pass', undefined, true));
    // ("Clippy has nothing to say about the new module": nothing to report, clean.)
    else if (v && o && (v.w === 'has' || v.w === 'had') && o.w === 'nothing' && after?.w === 'to' && NOTHING_TO.has(words[i + 4]?.w ?? '') && !words.slice(0, i).some((x) => negates(x) || x.w === 'if')) words.splice(i + 1, 4, word('clean', v.at, 'pass', undefined, true));
    // ("ruff: nothing to report": the check's label, then nothing to say.)
    // ("`eslint .` — nothing to fix": a dash or an arrow for the colon.)
    else if ((v?.w === ':' || v?.w === '—' || v?.w === '–' || v?.w === '→') && o?.w === 'nothing' && after?.w === 'to' && NOTHING_TO.has(words[i + 4]?.w ?? '') && (words[i + 5] === undefined || AFTER_NOTHING.has(words[i + 5]!.w) || words[i + 5]!.w === '.')) words.splice(i + 2, 3, word('clean', o.at, 'pass', undefined, true));
  }
  // ("El linter no reporta errores", "Le lint ne remonte aucune erreur", "Il linter non segnala errori":
  // the check, then its report of no faults, the negation before the verb as these languages put it.)
  for (let i = 0; i + 3 < words.length; i++) {
    if (words[i]!.role !== 'check' || words[i]!.check === 'bare' || words[i]!.code || !REPORT_NEGATED.has(words[i + 1]!.w) || !REPORTED.has(words[i + 2]!.w)) continue;
    const f = words[i + 3]!.w === 'no' || words[i + 3]!.w === 'any' ? i + 4 : i + 3;
    if (FAULT_NOUNS.has(words[f]?.w ?? '') && (f === words.length - 1 || CLAUSE_END_WORDS.has(words[f + 1]!.w))) words.splice(i + 1, f - i, word('clean', words[i + 1]!.at, 'pass', undefined, true));
  }
  // "build fixed", "Linting Fixed"; "I have fixed the build", "This finally fixed the Windows build"
  // (the build's alone: "fixed the tests" says what was edited; "the commit that fixed the build" is
  // another's).
  if (cues & CUE.fixed) for (let i = 0; i + 1 < words.length; i++) {
    // ("This finally fixes the windows build", "This PR fixes the broken build": the change's own doing.)
    // ("This PR also fixes …".)
    const by = words[i - 1]?.w === 'also' ? i - 2 : i - 1;
    const fixes = words[i]!.w === 'fixes' && (FIXES_BY_THIS.has(words[by]?.w ?? '') ? words[by]!.w === 'finally' || words[by]!.w === 'this' || words[by - 1]?.w === 'this' : false);
    // ("Fixed all failing tests": every test that failed passes now; "fixed the failing tests" may
    // say only what was edited. "Fixed all tests.", the sentence's whole news, is every test passing
    // again; "Fixed all tests to use the new API" is an edit.)
    if (words[i]!.w === 'fixed' && !FIXED_BY_ANOTHER.has(words[i - 1]?.w ?? '') && words[i + 1]!.w === 'all') {
      const failing = words[i + 2]?.w === 'failing';
      const t = failing ? words[i + 3] : words[i + 2];
      const then = failing ? words[i + 4] : words[i + 3];
      if (t?.role === 'check' && t.check === 'test' && !t.code && (failing || t.w.endsWith('s')) && (then === undefined || (failing ? FAILING_FIXED_END : ALL_FIXED_END).has(then.w))) {
        words.splice(i, failing ? 3 : 2, word('passed', words[i]!.at, 'pass', undefined, true), word('all', words[i + 1]!.at, 'other'));
        // (What broke them, after, is no check of this result: "… from the ruff update".)
        if (then !== undefined && FAILED_BECAUSE.has(then.w)) {
          let e = i + 3;
          while (e < words.length && words[e]!.w !== ',' && words[e]!.w !== ';') e++;
          words.splice(i + 3, e - (i + 3));
        }
        continue;
      }
    }
    // ("Fixed compile errors and tests", "fixed all build errors": the build's faults, fixed, as "build
    // fixed" says. "Fixed ESLint warnings for …", "fixed the lint error" say what was edited: some of
    // lint's findings, not all.)
    if ((words[i]!.w === 'fixed' && !FIXED_BY_ANOTHER.has(words[i - 1]?.w ?? '')) || fixes) {
      const k = words[i + 1]!.w === 'the' || words[i + 1]!.w === 'all' ? i + 2 : i + 1;
      const b = words[k];
      const fault = words[k + 1];
      // ("fixed all build warnings/errors under `test`", "fixes all compilation warnings found with gcc-9":
      // two kinds of fault; where they were found.)
      const then = words[k + 2]?.w === '/' && BUILD_FAULTS.has(words[k + 3]?.w ?? '') ? words[k + 4] : words[k + 2];
      if (b !== undefined && b.role === 'check' && b.check === 'build' && !b.code && fault !== undefined && BUILD_FAULTS.has(fault.w) && (then === undefined || FIXED_BUILD_END.has(then.w) || FAULTS_FOUND.has(then.w)) && !words.slice(k + 2).some((x) => ANOTHER_CHANGE.has(x.w))) {
        words[i] = word('passed', words[i]!.at, 'pass', undefined, true);
        words[k + 1] = word('fault', fault.at, 'other');
        if (words[k + 2]?.w === '/' && BUILD_FAULTS.has(words[k + 3]?.w ?? '')) words[k + 3] = word('fault', words[k + 3]!.at, 'other');
        continue;
      }
    }
    if (((words[i]!.w === 'fixed' && !FIXED_BY_ANOTHER.has(words[i - 1]?.w ?? '')) || fixes) && FIXED_OBJECT.has(words[i + 1]!.w)) {
      // ("* cache and fixed build", a squashed commit's title, says what was done.)
      let k = i + 2;
      if (words[k] !== undefined && (words[k]!.role !== 'check' || words[k]!.check === 'bare') && words[k + 1]?.role === 'check') k++;
      const b = words[k];
      const then = words[k + 1];
      // (Read as "passed the build", whose check follows it.)
      if (b !== undefined && b.role === 'check' && b.check === 'build' && !b.code && (then === undefined || FIXED_BUILD_END.has(then.w))) {
        words[i] = word('passed', words[i]!.at, 'pass', undefined, true);
        // ("fixed the broken build": the state it was in before.)
        if (k === i + 3 && BROKEN.has(words[i + 2]!.w)) words[i + 2] = word(words[i + 2]!.w, words[i + 2]!.at, 'other');
        continue;
      }
    }
    const n = words[i + 1]!;
    // ("Build fixed on armv7", "Build fixed after bumping protoc", "Build fixed; the release job
    // produced artifacts again": where, after what, then more; "fixed in #123" is another change's.)
    if (words[i]!.role === 'check' && words[i]!.check !== 'bare' && !words[i]!.code && (n.w === 'fixed' || n.w === 'resolved') && (i + 2 >= words.length || words[i + 2]!.role !== 'other' || FIXED_THEN.has(words[i + 2]!.w))) {
      n.role = 'pass';
      n.verb = true;
    }
  }
  // "`pnpm build` → produces `./dist/cli.js`", "`make build` — produces `./hare-cli`": a build's result,
  // its output.
  if (cues & CUE.produces) for (let i = 1; i < words.length; i++) {
    const b = words[i - 2];
    if (b !== undefined && PRODUCES.includes(words[i]!.w) && COMMAND_RESULT_MARKS.has(words[i - 1]!.w) && b.code && b.check === 'build') {
      words[i]!.role = 'pass';
      words[i]!.verb = true;
    }
    // ("`maturin build --release` produced `mylib.whl`", "`make` now emits the binary", "`bun run build`
    // produces the expected bundle": a build's command, then what it made. "`pnpm build` produces dist"
    // says what the command does.)
    // ("`npm run build` still produces identical bundle hashes", "`make` now builds the Fortran modules".)
    // ("`dotnet pack` produces the .nupkg, no warnings", "`./gradlew shadowJar` builds a 38 MB fat jar":
    // what it made, said with how clean or how big, is what it did this time.)
    const now = words[i - 1]!.w === 'now' || words[i - 1]!.w === 'also' || words[i - 1]!.w === 'still';
    const d = now ? words[i - 2] : words[i - 1];
    // (What follows is looked at only after a build's command: a scan of the rest for every word made a
    // sentence of such verbs quadratic.)
    if (PRODUCED.has(words[i]!.w) && d !== undefined && d.code && d.role === 'check' && d.check === 'build') {
      const noFault = (k: number): boolean => (words[k]!.w === 'no' || words[k]!.w === 'without' || words[k]!.w === '0') && FAULT_NOUNS.has(words[k + 1]?.w ?? '');
      const made = words[i]!.w.endsWith('ed') || words[i]!.w === 'built' || now || MADE_AS_WANTED.has(words[i + 1]?.w === 'the' || words[i + 1]?.w === 'a' ? words[i + 2]?.w ?? '' : '') || words.some((x, k) => k > i && (noFault(k) || (SIZE_UNITS.has(x.w) && words[k - 1]!.role === 'number')));
      if (made && words[i + 1] !== undefined && words[i + 1]!.w !== 'no' && words[i + 1]!.role !== 'fail' && !words.some((x, k) => x.role === 'fail' || (negates(x) && !noFault(k)) || x.w === '?' || MODALS.has(x.w))) {
        words[i]!.role = 'pass';
        words[i]!.verb = true;
      }
    }
    // "`npm run lint` produces no README diff", "`cargo fmt --check` produced no changes": a check that
    // would have rewritten or reported something found nothing.
    const c = words[i - 1]!;
    if ((words[i]!.w === 'produce' || words[i]!.w === 'produces' || words[i]!.w === 'produced') && c.code && c.role === 'check' && c.check !== 'bare' && words[i + 1]?.w === 'no') {
      const end = words.findIndex((x, k) => k > i + 1 && k <= i + 4 && NO_OUTPUT.has(x.w));
      if (end !== -1) words.splice(i, end - i + 1, word('clean', words[i]!.at, 'pass', undefined, true));
    }
  }
  // "yarn lint exits 0", "exited with code 0".
  if (cues & CUE.exit) for (let i = 0; i + 1 < words.length; i++) {
    const x = words[i]!.w;
    if (!(x === 'exit' || x === 'exits' || x === 'exited')) continue;
    let j = i + 1;
    if (words[j]?.w === 'with') j++;
    if (words[j]?.w === 'code' || words[j]?.w === 'status') j++;
    if (words[j]?.w === '0') {
      words[i]!.role = 'pass';
      words[i]!.verb = true;
    } else if (words[j]?.role === 'number' && /^[1-9]\d{0,2}$/.test(words[j]!.w)) {
      // "npm test exits 1", "`npm run lint` is clean but exits 1": the check failed. (A program under
      // test exiting 2 is a value the test expects: "deny path exits 2".)
      const prev = words[i - 1];
      // ("`npm run build` produces no output and exits 1": the check's second verb.)
      if ((prev?.role === 'check' && prev.check !== 'bare') || ((prev?.w === 'but' || prev?.w === 'and') && words.slice(0, i).some((x) => x.role === 'check' && x.check !== 'bare'))) words[i]!.role = 'fail';
    }
  }
  // ("Clippy warnings are down to 0", "Takes lint errors from 12 to 0", "mypy errors: 12 → 0": a check's
  // faults brought to none, read as "clippy 0 warnings".)
  // ("PHPStan errors are down from 6 to zero", "Type errors reduced from 40 to 0", "mypy errors: 12 -> 0":
  // the arrow written in two characters, which is no word.)
  if (cues & (CUE.number | CUE.zero)) for (let i = 1; i + 2 < words.length; i++) {
    const named = words[i - 1]!;
    if (!COUNTED_FAULTS.has(words[i]!.w) || !((named.role === 'check' && named.check !== 'bare') || named.w === 'type')) continue;
    let k = i + 1;
    while (k < words.length && k <= i + 6 && (TO_NONE.has(words[k]!.w) || (words[k]!.role === 'number' && words[k]!.w !== '0'))) k++;
    const z = words[k - 1]!;
    const zero = words[k];
    const arrow = z.role === 'number' && zero !== undefined && s.slice(z.at + z.w.length, zero.at).trim() === '->';
    if (k > i + 1 && (z.w === 'to' || z.w === '→' || arrow) && zero !== undefined && (zero.w === '0' || zero.w === 'zero') && (words[k + 1] === undefined || NONE_THEN.has(words[k + 1]!.w))) {
      words.splice(i + 1, k - i);
      words.splice(i, 0, word('0', words[i]!.at - 1, 'number'));
      if (named.w === 'type') words[i - 1] = word('type', named.at, 'check', 'typecheck');
    }
  }
  // ("ESLint went from 37 warnings to 0", "mypy: from 12 errors to zero": the check named first, then
  // its faults' count brought to none, read as "ESLint went 0 warnings".)
  if (cues & (CUE.number | CUE.zero)) for (let i = 2; i + 2 < words.length; i++) {
    if (!COUNTED_FAULTS.has(words[i]!.w) || words[i - 1]!.role !== 'number' || words[i - 2]!.w !== 'from' || !(words[i + 1]!.w === 'to' || words[i + 1]!.w === '→') || !(words[i + 2]!.w === '0' || words[i + 2]!.w === 'zero')) continue;
    if (!(words[i + 3] === undefined || NONE_THEN.has(words[i + 3]!.w)) || !words.slice(Math.max(0, i - 6), i - 2).some((x) => x.role === 'check' && x.check !== 'bare')) continue;
    const fault = words[i]!;
    words.splice(i - 2, 5, word('0', words[i - 2]!.at, 'number'), fault);
  }
  // "Passed: 88 / Failed: 0", "Tests run: 88, Failures: 0, Errors: 0", "passed=88 failed=0": a
  // runner's labelled counts.
  let named = false; // a check or a passed count before: the zero failures are theirs
  if (cues & CUE.number) for (let i = 0; i + 1 < words.length; named ||= words[i]!.role === 'check' || words[i]!.w === 'passed', i++) {
    const x = words[i]!;
    const colon = words[i + 1]!.w === ':' ? 1 : 0;
    const n = words[i + 1 + colon];
    if (n?.role !== 'number' || n.w.includes('/') || (i > 0 && words[i - 1]!.role === 'number')) continue;
    const after = words[i + 2 + colon];
    if (after && !(after.w === ',' || after.w === '/' || after.w === '|' || after.w === ';' || after.role === 'pass' || after.role === 'fail' || FAULT_NOUNS.has(after.w) || LABELLED_COUNTS.has(after.w))) continue;
    const zero = /^0+$/.test(n.w);
    // (The tokens leave out "=": "PASS=14" is read from the text between the label and its count.)
    const label = colon === 1 || s.slice(x.at + x.w.length, n.at) === '=';
    const labelled = label || x.w === 'passed' || x.w === 'passing' || FAULT_NOUNS.has(x.w) || x.role === 'fail';
    // ("passed: 14 failed: 0", "PASS=14 FAIL=0": the count is the label's before it, not "14 failed",
    // where the next label's count follows it.)
    const then = words[i + 3 + colon];
    if (labelled && after && then !== undefined && (then.w === ':' || then.role === 'number') && !(after.w === ',' || after.w === '/' || after.w === '|' || after.w === ';')) words.splice(i + 2 + colon, 0, word(',', after.at, 'other'));
    // ("PASS=14 FAIL=0", cocotb's and dbt's: "pass" as a label, before its count.)
    if ((x.w === 'passed' || x.w === 'passing' || (x.w === 'pass' && label)) && !zero) {
      x.role = 'pass';
      x.verb = true;
      x.count = true;
    } else if (FAULT_NOUNS.has(x.w) || x.role === 'fail') {
      x.role = zero ? 'pass' : 'fail';
      x.verb = zero;
      x.count = !zero && !x.w.startsWith('warning');
      if (zero && x.w.startsWith('fail') && !named) x.check = 'test';
    }
  }
  // "9910 件 pass": a counter word between the number and the result.
  if (cues & CUE.number) for (let i = 0; i + 2 < words.length; i++) {
    if (words[i]!.role === 'number' && COUNTERS.has(words[i + 1]!.w) && words[i + 2]!.role === 'pass') {
      // ("lint and 663 tests pass": the count keeps what it counted, for a list of checks before it.)
      const counted = words[i + 1]!.w === 'tests' || words[i + 1]!.w === 'specs';
      // ("All 42 tests successfully passed", "Все 42 теста успешно пройдены": how, between the count and
      // its result.)
      const how = words[i + 2]!.w === 'successfully' && words[i + 3]?.role === 'pass' ? 1 : 0;
      words.splice(i + 1, 1 + how);
      if (counted) words[i + 1]!.ofTests = true;
    }
  }
  // "lint・typecheck 0": a check followed by a bare zero is clean; "luacheck 0/0" (no warnings, no
  // errors) too.
  if (cues & CUE.number) for (let i = 1; i < words.length; i++) {
    const n = words[i + 1];
    if ((words[i]!.w === '0' || (words[i]!.w === '0/0' && words[i - 1]!.check !== 'test')) && words[i - 1]!.role === 'check' && words[i - 1]!.check !== 'bare' && (!n || n.w === '/' || n.w === ',' || n.w === ';' || n.w === '|')) {
      words[i] = word('0', words[i]!.at, 'pass', undefined, true);
    }
  }
  // "0 tests", "zero tests" ran: nothing passed.
  // ("PR 0 `npm test` passed": a zero that names a step, as "Phase 0", counts nothing.)
  if (cues & (CUE.number | CUE.zero)) for (let i = 0; i + 1 < words.length; i++) if (((words[i]!.w === '0' && words[i]!.role === 'number') || words[i]!.w === 'zero') && words[i + 1]!.check === 'test') words[i]!.w = 'no';
  // "Compiled with no warnings", "rebuilt with no errors": a build "with no" faults is one "without" them.
  // "gitleaks: no leaks found", "trufflehog found no secrets", "trivy: no HIGH or CRITICAL
  // vulnerabilities", "trivy: 0 high, 0 critical": a scanner's own words for finding nothing, read as
  // "no findings". (Not beside a count of some: "2 HIGH, 0 CRITICAL".)
  if (cues & (CUE.no | CUE.number) && words.some((x) => x.role === 'check' && x.check === 'bare' && (SCANNERS.has(x.w) || (x.code && SCANNER_RUN.test(x.w)))) && !words.some((x, k) => SEVERITIES.has(x.w) && words[k - 1]?.role === 'number' && words[k - 1]!.w !== '0')) for (let i = 0; i + 1 < words.length; i++) {
    const none = words[i]!.w;
    if (none !== 'no' && none !== '0') continue;
    let k = i + 1;
    while (k < words.length && k <= i + 8 && (SEVERITIES.has(words[k]!.w) || FINDING_KINDS.has(words[k]!.w) || ((words[k]!.w === 'or' || words[k]!.w === 'and' || words[k]!.w === ',' || words[k]!.w === '/') && SEVERITIES.has(words[k - 1]!.w)) || (none === '0' && words[k]!.w === '0' && words[k - 1]!.w === ','))) k++;
    const noun = words[k];
    const leaks = noun !== undefined && (SCANNER_FINDS.has(noun.w) || FAULT_NOUNS.has(noun.w));
    if (!(leaks || (none === '0' && k > i + 1 && SEVERITIES.has(words[k - 1]!.w) && (noun === undefined || CLAUSE_END_WORDS.has(noun.w))))) continue;
    if (k === i + 1 && !SCANNER_FINDS.has(noun!.w)) continue;
    words.splice(i + 1, (leaks ? k + 1 : k) - (i + 1), knownWord('findings', words[i + 1]!.at));
  }
  if (cues & CUE.no) {
    for (let i = 1; i + 2 < words.length; i++) {
      if (words[i]!.w !== 'with' || words[i + 1]!.w !== 'no' || !BUILD_VERB.has(words[i - 1]!.w) || !FAULT_NOUNS.has(words[i + 2]!.w)) continue;
      words.splice(i, 2, knownWord('without', words[i]!.at));
    }
    // ("`cargo fmt --check` shows no diff", "`gofmt -l` lists no files": a check that would have
    // printed what it found, printing nothing.)
    for (let i = 1; i + 2 < words.length; i++) {
      const c = words[i - 1]!;
      if (!c.code || c.role !== 'check' || c.check === 'bare' || !SHOWS_NONE.has(words[i]!.w) || words[i + 1]!.w !== 'no' || !NO_OUTPUT.has(words[i + 2]!.w) || words.some((x, k) => x.role === 'fail' || (negates(x) && k !== i + 1) || x.w === '?')) continue;
      words.splice(i, 3, word('clean', words[i]!.at, 'pass', undefined, true));
    }
  }
  // ("212 tests, none failing": a count, then none of it failing, read as "0 failing".)
  if (cues & CUE.number) {
    for (let i = 2; i + 1 < words.length; i++) {
      if (words[i]!.w === 'none' && words[i - 1]!.w === ',' && (words[i + 1]!.w === 'failing' || words[i + 1]!.w === 'failed') && words.slice(Math.max(0, i - 4), i).some((x) => x.role === 'number')) words[i] = word('0', words[i]!.at, 'number');
    }
  }
  // Counts: "0 failed", "no failures", "zero errors" are clean; "3 failed" fails; "46 passed" and
  // "4966/4966" are passed counts; "4960/4966 passed" is not.
  let nonePassed = false;
  if (cues & (CUE.number | CUE.zero | CUE.no)) for (let i = 0; i < words.length; i++) {
    const x = words[i]!;
    const next = words[i + 1];
    if (x.role === 'number' || x.w === 'no' || x.w === 'zero' || x.w === 'without' || (x.w === 'not' && next?.w === 'a' && words[i + 2]?.w === 'single')) {
      // ("No lint or type errors": the faults of each check, read as "no lint errors or type errors".)
      const second = words[i + 3];
      const shared = words[i + 4];
      if (x.w === 'no' && next?.role === 'check' && next.check !== 'bare' && !next.code && (words[i + 2]?.w === 'or' || words[i + 2]?.w === 'nor') && second !== undefined && ((second.role === 'check' && second.check !== 'bare' && !second.code) || second.w === 'type') && shared !== undefined && FAULT_NOUNS.has(shared.w)) {
        words.splice(i + 2, 0, word(shared.w, next.at + next.w.length, shared.role, shared.check, shared.verb));
        if (second.w === 'type') words[i + 4] = word('type', second.at, 'check', 'typecheck');
      }
      // "no test failures", "no lint errors", "0 type errors".
      let j = i + 1;
      // ("no visible errors", "no unexpected warnings": which faults, none of them.)
      // ("no layout regression", "no visual regressions": what kind of regression, none of it.)
      // ("without a single failure", "not a single failure across 50 runs": none, said with weight.)
      if ((x.w === 'without' || x.w === 'no' || x.w === 'not') && words[j]?.w === 'a' && words[j + 1]?.w === 'single' && FAULT_NOUNS.has(words[j + 2]?.w ?? '')) j += 2;
      if (words[j] && (words[j]!.role === 'check' || words[j]!.w === 'type' || words[j]!.w === 'typescript' || words[j]!.w === 'new' || words[j]!.w === 'related' || words[j]!.w === 'more' || words[j]!.w === 'remaining' || (x.w === 'no' && SEEN_FAULTS.has(words[j]!.w) && FAULT_NOUNS.has(words[j + 1]?.w ?? '')) || (x.w === 'no' && REGRESSIONS.has(words[j + 1]?.w ?? '') && words[j]!.role === 'other' && !words[j]!.code && /^[a-z]+$/.test(words[j]!.w)) || (x.w === 'without' && words[j]!.w === 'any'))) j++;
      // ("no more type errors", "no new lint warnings", "no migration-related type errors": the check
      // after "more", "new" or what the faults relate to.)
      if (words[j] && (words[j - 1]!.w === 'more' || words[j - 1]!.w === 'new' || words[j - 1]!.w === 'related' || words[j - 1]!.w === 'remaining') && (words[j]!.role === 'check' || words[j]!.w === 'type' || words[j]!.w === 'typescript')) j++;
      // "no stale docs or lint issues": a fault noun a few words on, with a check named on the way.
      // ("No linting, test console, or browser console errors": the check first in a list of sources.)
      const first = words[i + 1];
      let listed: Word | undefined;
      if (x.w === 'no' && words[j] && !FAULT_NOUNS.has(words[j]!.w)) {
        const lists = first !== undefined && first.role === 'check' && first.check !== 'bare' && words[i + 2]?.w === ',';
        for (let k = j; k < words.length && k <= i + (lists ? 10 : 5); k++) {
          // ("No RegexSet built (compilation failed)": a bracket's fault is an aside's, not the "no"'s.)
          if (words[k]!.w === '(') break;
          if (FAULT_NOUNS.has(words[k]!.w) && words[k - 1]!.role === 'check') { j = k; break; }
          if (FAULT_NOUNS.has(words[k]!.w) && lists && words.slice(i + 2, k).some((w) => w.w === 'or' || w.w === 'and')) { j = k; listed = first; break; }
          if (words[k]!.role === 'pass' || words[k]!.role === 'fail') break;
        }
      }
      const y = words[j];
      // ("No regression across the suites", not "2 regression tests": the singular after "no".)
      if (y && (FAULT_NOUNS.has(y.w) || (y.w === 'regression' && x.w === 'no' && words[j + 1]?.check !== 'test'))) {
        const zero = x.w === 'no' || x.w === 'zero' || x.w === 'without' || x.w === 'not' || /^0+(?:[.,]0+)*$/.test(x.w);
        // "0 warnings in compilation", "no errors during the build": the check named after the faults.
        // ("No new warnings from clippy": which faults, then whose.)
        let named = j > i + 1 && !(words[j - 1]!.w === 'new' || words[j - 1]!.w === 'more' || words[j - 1]!.w === 'remaining') ? words[j - 1]! : undefined;
        if (!named) {
          for (let k = j + 1; k < words.length && k <= j + 4; k++) {
            // ("No regression across harness/sender/gate suites": the suites, after names joined by slashes.)
            if (words[k]!.w === 'in' || words[k]!.w === 'during' || words[k]!.w === 'from' || words[k]!.w === 'across') {
              const c = words.slice(k + 1, words[k]!.w === 'across' ? k + 8 : k + 3).find((w) => w.role === 'check' && w.check !== 'bare');
              if (c) named = c;
              break;
            }
          }
        }
        if (listed) named = listed;
        const check: CheckKind | undefined = named?.role === 'check' && named.check !== 'bare' ? named.check : named?.w === 'type' || named?.w === 'typescript' ? 'typecheck' : undefined;
        if (zero) {
          y.role = 'pass';
          y.verb = true;
          y.count = y.w.startsWith('fail') && x.w !== 'without';
          if (check) y.check = check;
          // ("No clippy warnings or compile errors": a second check's faults, none either.)
          const also = words[j + 2];
          const faults = words[j + 3];
          // ("No lint errors or type errors": "type" names the type check.)
          if (check && (words[j + 1]?.w === 'or' || words[j + 1]?.w === 'nor') && also !== undefined && ((also.role === 'check' && also.check !== 'bare' && !also.code) || also.w === 'type') && faults && FAULT_NOUNS.has(faults.w)) {
            faults.role = 'pass';
            faults.verb = true;
            faults.check = also.w === 'type' ? 'typecheck' : also.check;
          }
          // ("no new warnings or errors": the second fault, none either; "0 failures, warnings, or
          // errors": each fault of a list that ends on "or".)
          const listed: Word[] = [];
          let k = j + 1;
          while (k + 1 < words.length && words[k]!.w === ',' && FAULT_NOUNS.has(words[k + 1]!.w) && listed.length < 6) {
            listed.push(words[k + 1]!);
            k += 2;
          }
          if (words[k]?.w === ',' && listed.length > 0) k++;
          if ((words[k]?.w === 'or' || words[k]?.w === 'nor') && FAULT_NOUNS.has(words[k + 1]?.w ?? '')) {
            listed.push(words[k + 1]!);
            for (const fault of listed) {
              if (fault.role !== 'fail') continue;
              fault.role = 'pass';
              fault.verb = true;
              fault.count = false;
              if (check) fault.check = check;
            }
          }
          // Read as a clean result, no longer as a negation ("builds without errors": 'sans').
          words[i] = word(x.w === 'without' ? 'sans' : '0', x.at, 'other');
        } else if (x.role === 'number' && !y.w.startsWith('warning')) {
          y.role = 'fail';
          // ("28/28 passing (was 2 failing …)": how many failed before the change is no failure of it.)
          y.count = !WAS_BEFORE.has(words[i - 1]?.w ?? '') && !inWasBracket(words, i);
        } else if (x.role === 'number') y.role = 'other'; // warnings are not failures
        continue;
      }
    }
    if (x.role === 'number' && x.w.includes('/')) {
      // ("capped (30/30/20 items)": a ratio of three numbers, no count of a run.)
      if ((next?.w === '/' && words[i + 2]?.role === 'number') || (words[i - 1]?.w === '/' && words[i - 2]?.role === 'number')) {
        x.role = 'other';
        continue;
      }
      const [a, b] = x.w.split('/').map((n) => n.trim());
      // "57/57 ports, all proven": a count of something that is not a check, unless a result follows.
      // ("5/7 major tests passing": a word before the check counted is still a count of it.)
      const ofCheck = next?.role === 'check' || (next?.role === 'other' && words[i + 2]?.role === 'check' && words[i + 2]!.check !== 'bare');
      // ("52/52 parser cases pass", "52/52 u41 family green": what ran, in two words, then its result.)
      const twoWordsThenPassed = words[i + 2]?.role === 'other' && /^[a-z]/.test(words[i + 2]!.w) && COUNT_PASSED.has(words[i + 3]?.w ?? '');
      const counted = next && next.role === 'other' && !ofCheck && !FILLER.has(next.w) && !AFTER_COUNT.has(next.w) && /^[a-z]/.test(next.w) && words[i + 2]?.role !== 'pass' && !twoWordsThenPassed;
      // ("12/12 checks passed", "Checks: ✅ 14/14", "27/27 jobs green": all of CI's checks or jobs, not a
      // count of tests.)
      if (a === b && a !== '0' && !counted && next !== undefined && CI_RUN_UNITS.has(next.w)) { x.role = 'pass'; x.verb = true; next.role = 'check'; next.check = 'bare'; }
      else if (a === b && a !== '0' && !counted) { x.role = 'pass'; x.count = next?.check !== 'bare' && !(i > 0 && words[i - 1]!.w === 'checks' && words[i - 1]!.check === 'bare') && !(words[0]!.check === 'bare' && words[1]?.w === ':' && i <= 3); x.verb = true; }
      else if (counted) x.role = 'other';
      else if (next && (next.role === 'pass' || ofCheck)) {
        x.role = 'fail';
        // ("244/245 checks passing": one check failed; "5/7 major tests passing": two tests did.)
        if (next.check === 'bare' || (next.role === 'other' && ofCheck)) x.count = true;
      }
      continue;
    }
    if (x.role === 'number' && next && next.role === 'fail' && !/^0+(?:[.,]0+)*$/.test(x.w) && !WAS_BEFORE.has(words[i - 1]?.w ?? '') && !inWasBracket(words, i)) next.count = true;
    // ("Response: 200 OK" is an HTTP status, not 200 tests: "ok" counts nothing. "Node 20 works",
    // "Vite 7 works": a version that works, not 20 tests: a runner counts what passed, never what works.)
    // ("Tests: 95% passing", "298 passed (95.2%)": a share short of all, passing; the rest did not.)
    if (x.role === 'number' && next?.role === 'pass' && PERCENT_SHORT.test(x.w) && Number.parseFloat(x.w) < 100 && (next.w === 'passing' || next.w === 'pass' || next.w === 'passed' || next.w === 'green')) {
      next.role = 'fail';
      next.count = true;
      continue;
    }
    if (x.role === 'pass' && x.count && next?.w === '(' && PERCENT_SHORT.test(words[i + 2]?.w ?? '') && Number.parseFloat(words[i + 2]!.w) < 100 && words[i + 3]?.w === ')') {
      x.role = 'fail';
      continue;
    }
    // ("`cargo nextest run`: 0 passed, 37 skipped", "Tests: 0 passed, 0 total", "0 tests passed": none
    // passed, so none ran; no success.)
    if (x.role === 'number' && /^0+$/.test(x.w) && next !== undefined) {
      const passed = next.role === 'check' && next.check === 'test' && !next.code ? words[i + 2] : next;
      if (passed?.role === 'pass' && ZERO_PASSED.has(passed.w)) {
        passed.role = 'other';
        nonePassed ||= passed === next;
        continue;
      }
    }
    // ("DataBaseImplTest: 15 tests ✅", "15 tests OK": tests counted, then marked.)
    if (x.role === 'number' && next && next.role === 'pass' && (STATE_VERBS.has(next.w) || next.w === 'passing' || next.w === 'green' || (next.ofTests && (PASS_SYMBOLS.has(next.w) || next.w === 'ok'))) && !WORKS.has(next.w)) {
      next.count = true;
      next.verb = true;
    }
  }
  // ("Unit tests: 0 passed, 0 failed": none passed, so none ran, and no failure is no pass either.)
  if (nonePassed) for (const x of words) if (x.role === 'pass' && x.count && FAULT_NOUNS.has(x.w)) x.role = 'other';
  // "303 tests (290 passing, 13 pre-existing ESM issue)": fewer passed than ran.
  // "TypeScript compilation (tsc --noEmit) passes": the command in brackets says which check the word
  // before them names.
  if (cues & CUE.bracket) for (let i = 0; i + 3 < words.length; i++) {
    const named = words[i]!;
    const command = words[i + 2]!;
    if (named.role !== 'check' || named.code || words[i + 1]!.w !== '(' || command.role !== 'check' || command.check === named.check || command.check === 'bare') continue;
    const close = words.findIndex((w, k) => k > i + 2 && k <= i + 6 && w.w === ')');
    // ("Typecheck (`tsc`) passes": `tsc` type-checks as it builds; the word says which was meant.)
    const typed = named.check === 'typecheck' && /^(?:npx |pnpm |yarn |bunx )?tsc\b/.test(command.w);
    if (close !== -1 && words.slice(i + 3, close).every((w) => w.role === 'other')) words.splice(i, close - i + 1, word(command.w, named.at, 'check', typed ? 'typecheck' : command.check, false, command.code));
  }
  if (cues & CUE.bracket) for (let i = 0; i + 4 < words.length; i++) {
    const ran = words[i]!;
    const passed = words[i + 3]!;
    if (ran.role === 'number' && words[i + 1]!.check === 'test' && words[i + 2]!.w === '(' && passed.role === 'number' && words[i + 4]!.role === 'pass' && Number(passed.w.replace(/,/g, '')) < Number(ran.w.replace(/,/g, ''))) {
      words[i + 4]!.role = 'fail';
      words[i + 4]!.count = true;
    }
  }
  // "I got the tests to pass", "it only gets the app to build": what the author got to happen.
  if (cues & CUE.got) for (let i = 0; i + 3 < words.length; i++) {
    if (words[i]!.w !== 'got' && words[i]!.w !== 'gets') continue;
    for (let j = i + 2; j < words.length - 1 && j <= i + 4; j++) {
      if (words[j]!.w !== 'to') continue;
      const v = words[j + 1]!.w;
      if (v === 'build' || v === 'compile') words.splice(j, 2, word('build', words[j]!.at, 'check', 'build'), word('succeeds', words[j + 1]!.at, 'pass', undefined, true));
      else if (v === 'pass' || v === 'work' || v === 'succeed') words.splice(j, 2, word(v === 'pass' ? 'passes' : v === 'work' ? 'works' : 'succeeds', words[j]!.at, 'pass', undefined, true));
      break;
    }
  }
  // Korean puts the purpose after the result: "build 성공을 위한 …" (for the build's success),
  // "성공여부 확인" (check whether it succeeds).
  if (cues & CUE.korean) for (let i = 0; i < words.length; i++) {
    if (words[i]!.w !== '위한' && words[i]!.w !== '여부') continue;
    for (let j = i - 1; j >= 0 && i - j <= 3; j--) if (words[j]!.role === 'pass') words[j]!.role = 'other';
  }
  // "make succeeds.", typed as the command (lower case): make's default target, a build.
  if (s.startsWith('make ') && words[0]?.w === 'make' && MAKE_RESULTS.has(words[1]?.w ?? '') && words[1]!.w !== 'is' && words[1]!.w !== 'was') words[0] = word('make', 0, 'check', 'build', false, true);
  // "make validate STRICT=1 clean", typed as the command: the target's state, a check of the kind the
  // target's name says ("make lint"), or the project's own check ("make validate", "make check").
  const typed = s.startsWith('make ') ? MAKE_TYPED.exec(s) : null;
  // ("make tests green", "make checks ok": a plural made so, a goal; "make tests passes" names a target.)
  if (typed && words[0]?.w === 'make' && words[1]?.w === typed[1] && !(PLURAL_CHECKS.has(typed[1]!) && MADE_STATE.test(typed[0]))) {
    const state = words.findIndex((w, k) => k > 1 && MAKE_STATES.has(w.w));
    if (state !== -1 && state <= 8) words.splice(0, state, word(`make ${typed[1]}`, 0, 'check', CHECK_WORDS.get(typed[1]!) ?? 'bare', false, true));
  }
  return words;
}

// "clippy-clean", "lint-clean", "tsc-green": a check and its state in one word; "warning-free",
// "error-free": a clean result.
const COMPOUND_STATES = new Set(['clean', 'green', 'ok', 'passing', 'happy', 'compliant']);
const COMPOUND_FAILS = new Set(['failing', 'failed', 'red', 'broken']);
const CHOICE_MARKS = new Set(['/', ',', 'or', '|']);
function compound(w: string, at: number, words: Word[]): boolean {
  const dash = w.lastIndexOf('-');
  const head = w.slice(0, dash);
  const tail = w.slice(dash + 1);
  if (tail === 'free' && FAULT_NOUNS.has(head)) {
    words.push(word(w, at, 'pass', undefined, true));
    return true;
  }
  // "Byte-compiles clean": a build verb with a prefix ("auto-builds" says what a command does).
  if (tail === 'compiles' || tail === 'compiled') {
    words.push(word(tail, at + dash + 1, 'other'));
    return true;
  }
  // "self-tests", "smoke-tests", "release-build": the last part names the check.
  const last = CHECK_WORDS.get(tail);
  if (last !== undefined && last !== 'bare' && !COMPOUND_STATES.has(tail)) {
    words.push(word(w, at, 'check', last));
    return true;
  }
  const kind = CHECK_WORDS.get(head);
  // ("The code is lint-free": a linter's findings, none; "a build-free setup" names no result.)
  if (tail === 'free' && (kind === 'lint' || kind === 'typecheck')) {
    words.push(word(head, at, 'check', kind), word(tail, at + dash + 1, 'pass', undefined, true));
    return true;
  }
  // ("result label (tests-passing / tests-failing)": a check's states named as choices, no result.)
  if (kind !== undefined && COMPOUND_FAILS.has(tail)) {
    const passed = words.at(-2);
    if (CHOICE_MARKS.has(words.at(-1)?.w ?? '') && passed?.role === 'pass' && COMPOUND_STATES.has(passed.w) && words.at(-3)?.role === 'check' && words.at(-3)!.check === kind) {
      passed.role = 'other';
      words.at(-3)!.role = 'other';
    }
    return false;
  }
  if (kind === undefined || !COMPOUND_STATES.has(tail)) return false;
  // ("the spec-compliant 404 paragraph": conforming to a specification, not specs passing.)
  if (tail === 'compliant' && (head === 'spec' || head === 'specs')) return false;
  words.push(word(head, at, 'check', kind));
  words.push(word(tail, at + dash + 1, 'pass', undefined, true));
  return true;
}

// Commands the check classifier does not count as a check to run, but whose passing is a claim.
function extraCommandKind(command: string): CheckKind | undefined {
  const c = command.slice(0, 200);
  // A project's scripts named for what they run: `./run-tests.sh`, `scripts/build.sh`, `./lint.sh`,
  // `tools/lint.js`, `tools/format.js` (a formatter's check is lint's kind).
  const script = /(?:^|[\s/])(?:run[-_])?(tests?|build|lint|typecheck|format)\.(?:sh|ps1|bat|cmd|py|[cm]?js|ts)\b/.exec(c);
  if (script) return script[1]!.startsWith('test') ? 'test' : script[1] === 'format' ? 'lint' : (script[1] as CheckKind);
  if (/\b(?:cargo\s+fmt|black|gofmt|prettier|dprint|rustfmt|clang-format|go\s+vet|staticcheck)\b/.test(c)) return 'lint';
  if (/\b(?:tsc|tsgo|svelte-check)\b/.test(c)) return 'typecheck';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading a sentence

const FILLER = new Set([
  'all', 'the', 'are', 'is', 'now', 'still', 'were', 'was', 'have', 'has', 'been', 'be', 'and', '&', '+', ',', ':', '—', '–', '|', 'unit', 'integration', 'e2e',
  'existing', 'full', 'entire', 'whole', 'suite', 'suites', 'locally', 'again', 'also', 'both', 'of', 'our', 'my', 'relevant', 'affected', 'new', 'remaining', 'related',
  'every', 'other', 'they', 'it', 'them', 'these', 'those', 'this', 'that', 'run', 'runs', 'test', 'release', 'debug', 'production', 'prod', 'local', 'project',
  'code', 'app', 'package', 'workspace', 'crate', 'crates', 'each', 'type', 'its', 'their', 'whole', 'result', 'results', 'status', 'check',
  'todos', 'los', 'las', 'les', 'da', 'die', '/', '・', '、', '(', ')', '（', '）', 'sanity', 'smoke', 'regression', 'browser', 'manual', 'が', 'は', 'も', '本', '件', '个', '都', '所', '有', '全', '部', 'existing', 'python', 'rust', 'go', 'js', 'ts', 'frontend', 'backend', 'ui', 'api',
  'should', 'would', 'will', 'did', 'do', 'does', 'must', 'can', 'could', 'to', 'not', 'never', 'no', 'quite', 'fully', 'completely', 'sans', 'just',
]);
const STOP = new Set(['but', 'however', 'when', 'while', 'although', 'though', 'because', 'since', 'until', 'unless', 'if', 'so', 'which', 'where', 'whereas', 'except', 'or']);

const NEGATORS = new Set(['not', 'never', 'none', 'nor', 'without', 'unable', 'cannot', 'hardly', 'ne', 'pas', 'nothing', 'nobody', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'wont', 'cant', 'havent', 'hasnt', 'wouldnt', 'couldnt', 'shouldnt']);
const FORGOT_TO = new Set(['say', 'mention', 'add', 'note']);
const CONDITIONS = new Set([
  'if', 'once', 'when', 'whenever', 'until', 'unless', 'should', 'must', 'will', 'would', 'could', 'might', 'may', 'shall', 'ensure', 'ensures', 'ensuring',
  // ("I'll write a test that fails before the fix and passes after": "will", in its short form.)
  "i'll", "we'll", "it'll", "they'll", "you'll",
  'attempt', 'attempts', 'trying', 'try', 'want', 'wants', 'expect', 'expected', 'expects', 'hope', 'hopefully', 'goal', 'todo', 'wip', 'please', 'your',
  // Korean "for" (a purpose) and "whether": "build 성공을 위한 …", "성공여부 확인".
  '위한', '여부',
  'before', 'whether', 'assuming', 'provided', 'pending', 'waiting', 'wait', 'let', "let's",
  'needs', 'need', 'needed', 'required', 'requires', 'supposed', 'aim', 'aims', 'make', 'making', 'verify', 'confirm', 'can', 'after',
  // ("Approval is conditional on the e2e suite passing".)
  'conditional', 'contingent', 'depends', 'depending', 'dependent',
  // Somebody else's reading of a status: "marked as passed", "don't say test succeeded"; or one's
  // own, reported ("had you manually test, declared it working").
  'makes', 'marked', 'say', 'says', 'saying', 'said', 'told', 'tells', 'telling', 'claims', 'claimed', 'declared', 'declares', 'interpreted', 'pretend', 'pretends', 'considered', 'despite',
  'thinks', 'think', 'thought', 'believes', 'believed', 'assume', 'assumes', 'assumed',
  // What a status means to others: "The build_successful checkrun indicates … that all builds passed".
  'indicates', 'indicate', 'indicating', 'signals', 'signal', 'signalling', 'signaling',
  // An indirect question: "How it works", "see how the tests pass".
  'how',
  // What a setting is for: "This keeps lint green for runtime-injected globals".
  'keeps',
  // What a mechanism or a test does: "This verifies `ruff` and `mypy` checks pass", "The new test
  // verifies the result by checking…", "allowing the whole suite to finish successfully".
  'verifies', 'asserts', 'guarantees', 'enforces', 'allowing', 'allows', 'enabling', 'enables', 'letting', 'lets',
  // ("adds 12 tests validating the preamble exits 0": what the tests check.)
  'validating', 'verifying', 'asserting',
  // A gate's requirements: "6 rows binding tag-cut to both smoke suites + CI green", "gated on CI passing".
  'binding', 'binds', 'gated',
  // A habit, not this change's result: "Tests usually all pass".
  'usually', 'typically', 'generally', 'normally', 'sometimes', 'often',
  // Not yet: "Theoretically the build succeeds"; a guess, not a run: "Tests probably pass".
  'theoretically', 'probably', 'likely', 'presumably', 'supposedly', 'maybe', 'perhaps',
  // A mutation's outcome, not this change's: "deleting the arm left the suite green", "removing the fix fails all three".
  'deleting', 'removing', 'reverting', 'disabling', 'dropping', 'undoing', 'mutating', 'commenting', 'breaking', 'sabotaging', 'unpatched',
]);
const MADE = new Set(['making', 'applying']);
// ("I re-ran the tests after the rebase and they all pass": what was done before the run. "after
// merge" is still to come.)
// ("Tests passed before I changed the config": the code the result was of, moved since.)
const REBASED_NOW = new Set(['rebased', 'rebase', 'force-pushed', 'bumped', 'upgraded', 'updated', 'merged', 'changed', 'switched', 'replaced', 'edited', 'modified']);
const DATA_SPLITS = new Set(['batch', 'batches', 'set', 'sets', 'split', 'splits', 'data', 'dataset', 'datasets', 'images', 'inputs', 'sample', 'samples', 'corpus']);
const DONE_AFTER = new Set(['rebase', 'rebasing', 'bump', 'upgrade', 'update', 'rebuild', 'regeneration', 'migration']);
function madeBy(words: readonly Word[], made: string, i: number): boolean {
  let k = i - 1;
  if (words[k]?.w === 'now' || words[k]?.w === 'also') k--;
  const subject = words[k]?.w ?? '';
  const named = CHANGE_NOUNS.has(subject) && CHANGE_DETERMINERS.has(words[k - 1]?.w ?? '');
  // ("Bump the pin, which carries the update and makes the pipeline green again", "Fix the flaky
  // test, making CI green again": what the change does, restored; "Make CI green again" is a goal.)
  // ("A hack that makes the tests pass again would hide the bug": what a change would do.)
  const byChange = named || (made === 'makes' && (subject === 'this' || subject === 'it'));
  const again = ((made === 'makes' && k >= 1 && subject !== 'that') || (made === 'making' && (subject === ',' || subject === '—'))) && !words.some((x) => HYPOTHETICAL.has(x.w));
  if (!(byChange || again)) return false;
  // The thing made to pass is a check, and "pass" or "green" follows it. ("This fix makes every
  // platform build cleanly" says what the fix is for: the thing made is not a check.)
  for (let j = i + 1; j < words.length && j <= i + 6; j++) {
    if (words[j]!.role === 'check') {
      for (let r = j + 1; r < words.length && r <= j + 3; r++) if (words[r]!.role === 'pass') return byChange || words[r + 1]?.w === 'again';
      return false;
    }
    if (!MADE_OBJECT.has(words[j]!.w)) return false;
  }
  return false;
}
const HYPOTHETICAL = new Set(['would', 'could', 'might', 'should', 'will', "would've", "wouldn't"]);
const MADE_OBJECT = new Set(['the', 'all', 'of', 'our', 'my', 'its', 'their', 'these', 'those', 'both', 'unit', 'e2e', 'existing', 'remaining', 'new', 'whole']);
const LANDS = new Set(['is', 'are', 'lands', 'land', 'merges', 'gets']);
// ("All tests run correctly when executed locally", "pass when run on CI": where the run was, not a
// condition. "when run with py.test directly" names how, and "when run alone" or "in isolation"
// hedges the result: those stay conditions.)
const RUN_FORMS = new Set(['run', 'ran', 'running', 'executed', 'tested']);
const WHERE_RUN = new Set(['locally', 'on', 'in', 'as', 'against', 'under', 'from', 'inside']);
function whenRun(words: readonly Word[], i: number): boolean {
  return RUN_FORMS.has(words[i + 1]?.w ?? '') && WHERE_RUN.has(words[i + 2]?.w ?? '') && words[i + 3]?.w !== 'isolation';
}
const SKIP_MARKERS = new Set(['marker', 'markers', 'skip', 'skips', 'xfail', 'xfails', 'skipif', 'quarantine']);
/** Words are looked at this far around a result, which keeps reading a sentence linear. */
const REACH = 40;
const SAYS = new Set(['says', 'tells', 'proves', 'shows', 'means']);
/** From k: nothing more, "here", or "about this PR": what the words before were said of is the change. */
function saidOfTheChange(words: readonly Word[], k: number): boolean {
  const w = words[k]?.w;
  if (w === undefined || w === '.' || w === '!' || w === ';' || w === 'here') return true;
  return w === 'about' && (words[k + 1]?.w === 'this' || words[k + 1]?.w === 'the') && (CHANGE_NOUNS.has(words[k + 2]?.w ?? '') || words[k + 2]?.w === 'branch');
}
const IMPERATIVES = new Set([
  'retrigger', 're-trigger', 'make', 'ensure', 'handle', 'attempt', 'try', 'run', 'verify', 'check', 'confirm', 'add', 'allow', 'support', 'let', 'keep', 'require', 'wait', 'skip',
  'do', 'get', 'help', 'please', 'fix', 'stop', 'pass',
  // A change listed by its verb ("- Disable color formatting for clean output"): what it does, not a result.
  'disable', 'enable', 'remove', 'update', 'configure', 'bump', 'rename', 'move', 'implement', 'introduce', 'drop', 'replace', 'change', 'create',
  'refactor', 'document', 'wire', 'set', 'switch', 'upgrade', 'downgrade', 'migrate', 'extract', 'expose', 'hide', 'rework', 'simplify', 'tweak', 'gate', 'block', 'prevent', 'detect', 'report', 'treat', 'mark', 'show', 'use', 'avoid', 'retry', 'rerun', 'consider',
  'teach', 'print', 'log', 'count', 'list', 'collect', 'filter', 'parse', 'store', 'record', 'emit', 'display', 'render', 'return', 'ignore', 'include', 'exclude', 'fail', 'warn',
  'address', 'improve', 'apply', 'split', 'merge', 'revert', 'restore', 'extend', 'resolve', 'expand', 'delete', 'clarify', 'adjust', 'convert', 'enhance', 'correct', 'spell',
  'reduce', 'increase', 'limit', 'normalize', 'harden', 'tighten', 'relax', 'pin', 'restrict', 'reorder', 'rewrite', 'inline', 'unify', 'deduplicate', 'preserve', 'propagate',
  'refresh', 'regenerate', 'reformat', 'tidy', 'standardize', 'standardise', 'polish', 'reword',
]);

interface Reading {
  checks: CheckKind[];
  bare: boolean;
}

// ("Does the build application deploy successfully and actually work": a question without its mark.)
const ASKS = new Set(['does', 'do', 'is', 'are', 'will', 'would', 'should']);
const ASKED_OF = new Set(['the', 'this', 'that', 'it', 'everything', 'all', 'your', 'our', 'these', 'those', 'we', 'you', 'they']);
function isQuestion(words: readonly Word[]): boolean {
  return words.at(-1)?.w === '?' || (words.length > 2 && ASKS.has(words[0]!.w) && ASKED_OF.has(words[1]!.w));
}

// ("I tried the image and it seems to be working, is there a test suite to run?": a statement, then
// a question of its own after the comma.)
const QUESTION_OPENERS = new Set(['is', 'are', 'do', 'does', 'did', 'should', 'shall', 'can', 'could', 'would', 'will', 'any', 'anything', 'what', 'how', 'where', 'why', 'which', 'who', 'has', 'have']);
const ASKED_AFTER = new Set(['there', 'i', 'we', 'you', 'it', 'this', 'that', 'anyone', 'anybody', 'somebody', 'someone', 'the', 'other', 'else', 'more', 'thoughts', 'ideas', 'objections', 'comments', 'feedback', 'suggestions']);
/** Where a question of its own begins after a statement and a comma, or -1. */
function questionAfter(words: readonly Word[]): number {
  if (QUESTION_OPENERS.has(words[0]!.w) || words.length > 60) return -1;
  for (let k = words.length - 2; k >= 2; k--) {
    const w = words[k]!.w;
    if (w === ',' && QUESTION_OPENERS.has(words[k + 1]?.w ?? '') && ASKED_AFTER.has(words[k + 2]?.w ?? '')) return k;
    if (w === ';' || w === '.' || w === 'if' || w === 'whether') return -1;
  }
  return -1;
}

function negates(w: Word): boolean {
  return NEGATORS.has(w.w) || w.w === 'no' || w.w === 'longer' || w.w.endsWith("n't");
}

// "No, it's fixed now", "No now it's ready": an answer to somebody, not a negation of what follows.
const AFTER_INTERJECTION = new Set([',', 'now', 'it', "it's", 'its', 'i', "i've", 'we', "we've", 'this', 'that', 'they', 'everything', 'yes', 'actually', 'problem', 'worries']);
function interjection(words: readonly Word[], i: number): boolean {
  return i === 0 && words[0]!.w === 'no' && AFTER_INTERJECTION.has(words[1]?.w ?? '');
}

// ("the toast appears once after saving", "fires once per event", "ran it once more": how many times, after
// its verb; "once CI passes" and "once merged" open a condition.)
const ONCE_COUNTED = new Set(['per', 'after', 'more', 'and', ',', '.', ';', '!', 'a', 'every', 'each']);
function onceCounted(words: readonly Word[], i: number): boolean {
  const prev = words[i - 1];
  return i > 0 && (prev!.w === 'exactly' || (prev!.role !== 'pass' && /^[a-z]{3,}s$/.test(prev!.w) && !prev!.code && prev!.role !== 'check')) && (i + 1 === words.length || ONCE_COUNTED.has(words[i + 1]!.w));
}
function conditions(words: readonly Word[], i: number): boolean {
  // A command in a code span is the check's name ("`make` succeeds"), never a modal or a goal.
  if (words[i]!.code) return false;
  const w = words[i]!.w;
  const next = words[i + 1];
  // "Before: tests hung", "After: all tests pass": labels of a before/after report, not conditions.
  if (next?.w === ':' && (w === 'before' || w === 'after' || w === 'once' || w === 'when' || w === 'now')) return false;
  // Japanese conditionals and concessives: 〜ても/でも (even if), 〜たら (if/when), 〜れば/なら (if).
  const prev = words[i - 1]?.w;
  // ("Sorry, forgot to say: `helm lint` is clean": what is said after the colon, not a goal.)
  if (FORGOT_TO.has(w) && prev === 'to' && words[i - 2]?.w === 'forgot' && next?.w === ':') return false;
  if ((w === 'も' && (prev === 'て' || prev === 'で')) || (w === 'ら' && (prev === 'た' || prev === 'な')) || (w === 'ば' && prev === 'れ')) return true;
  // A bot's report to the author ("Your changes passed the buildbot test") is a result; "your tests
  // must pass" is an instruction (the modal is a condition by itself).
  if (w === 'your') {
    for (let j = i + 1; j < words.length && j <= i + 4; j++) if (words[j]!.w === 'passed' || words[j]!.w === 'succeeded') return false;
    return true;
  }
  if (w === 'make' && i <= 2 && next?.role === 'check' && words.some((x) => MAKE_RESULTS.has(x.w))) return false;
  // ("This PR makes all of our tests pass locally", "These changes make the test suite green again":
  // the change's result, said by its author; "Make tests pass" and "to make lint pass" are goals.)
  if ((w === 'make' || w === 'makes' || w === 'making') && madeBy(words, w, i)) return false;
  // "ruff clean; make typecheck green": a make target and its state, anywhere in the sentence.
  // ("make tests green": a plural is no make target, the words a goal.)
  if (w === 'make' && (i === 0 || words[i - 1]!.w !== 'to') && next?.role === 'check' && !next.w.endsWith('s') && MAKE_STATES.has(words[i + 2]?.w ?? '')) return false;
  if (w === 'once') return next?.w !== 'again' && !onceCounted(words, i);
  // "GitHub required checks green": the checks a repository marks required, an adjective.
  // ("The required `ci / test` check passed": one of them, by its name in code.)
  if (w === 'required' && (next?.w === 'checks' || next?.w === 'check' || next?.w === 'jobs' || next?.w === 'status' || (next?.role === 'check' && (words[i + 2]?.w === 'check' || words[i + 2]?.w === 'job')))) return false;
  // "failed before and passes after", "fails before the fix": when, said of a run, not a condition.
  if (w === 'before' && (next === undefined || next.w === 'and' || next.w === ',' || next.w === ';' || next.w === ')' || ((next.w === 'the' || next.w === 'this') && CHANGE_NOUNS.has(words[i + 2]?.w ?? '')))) return false;
  // "After this change all tests pass": the change made, then the result, as with a comma between.
  // ("After changes the app compiles", "После изменений …".)
  // ("After these changes lint is successful": the verb after the change is the result's; "after this
  // change is merged", "after this PR and #12 land": a later event.)
  // ("After making these changes linting is successful": the change, made.)
  if (w === 'after' || (prev === 'after' && MADE.has(w))) {
    const at = MADE.has(next?.w ?? '') ? i + 1 : i;
    const noun = changeNamed(words, at + 1, at === i ? DONE_AFTER : undefined);
    const then = words[noun + 1]?.w;
    if (noun !== -1 && !(LANDS.has(then ?? '') || ((then === 'and' || then === '(') && words.slice(noun + 2, noun + 6).some((x) => LANDS.has(x.w))))) return false;
  }
  // ("After `npm ci`, all tests pass": a command that was run, then the result.)
  if (w === 'after' && next?.code === true && words[i + 2]?.w === ',') return false;
  // ("So I tried `npm install` and after that everything worked fine", "I tried the image after the
  // build and it works": what came before was done, as the past tense says, not still to come.)
  if (w === 'after' && afterDone(words, i)) return false;
  // ("Draft-only PR for testing build success of each commit": a purpose.)
  if ((w === 'testing' || w === 'checking') && prev === 'for') return true;
  // ("…reached the guard, which is why the original test passed": the cause of a run, explained.)
  if (w === 'why' && (prev === 'is' || prev === "that's" || prev === 'explains' || prev === 'explain' || prev === 'reason')) return true;
  // "In case the build was successful we should report it": a condition in two words.
  if (w === 'case' && prev === 'in') return true;
  // "I confirm that everything now compiles": the speaker reports it ("to confirm" is a goal).
  if (w === 'confirm' && (prev === 'i' || prev === 'we')) return false;
  // "the conditions a PR has to satisfy": a requirement.
  if (w === 'to' && (prev === 'has' || prev === 'have' || prev === 'had') && (next?.w === 'satisfy' || next?.w === 'pass' || next?.w === 'meet' || next?.w === 'be')) return true;
  // "swift test --parallel keeps 356 tests in 59 suites green": a count kept green is a result.
  if (w === 'keeps' && next?.role === 'number') return false;
  // ("Manual testing is done and verified, let's trigger this automatically": what to do next, after
  // the result.)
  if (w === "let's" && prev === ',') return false;
  // ("All tests passing with (the) provided API keys": an adjective, not "provided that".)
  if (w === 'provided' && (prev === 'with' || prev === 'the' || prev === 'a' || prev === 'an')) return false;
  // ("Removing the marker takes the file from 47 passed / 21 skipped to 68 passed": a skip or xfail
  // marker taken out is the change itself, and what then passes its result, not a mutation's.)
  if ((w === 'removing' || w === 'dropping' || w === 'deleting') && words.slice(i + 1, i + 4).some((x) => SKIP_MARKERS.has(x.w))) return false;
  // ("[x] When running `mvn clean test` locally all tests pass": the run the result came from.)
  if (w === 'when' && next?.w === 'running' && words[i + 2]?.code === true) return false;
  if (w === 'when' && whenRun(words, i)) return false;
  // Not all of them: "Most tests pass", "Tests mostly pass", "almost all tests pass", "The majority
  // of tests pass", said of the checks or the result beside it ("Fixed most lint issues, and all tests
  // pass" is another clause; "the most important tests pass" ranks them). "In theory the build succeeds".
  if ((PARTIAL.has(w) || (w === 'most' && prev !== 'the' && prev !== 'at')) && partOfResult(words, i)) return true;
  if (w === 'theory' && prev === 'in') return true;
  // ("Merging on the condition that the integration suite passes": "if", in four words.)
  if (w === 'condition' && next?.w === 'that') return true;
  // ("Even with every test green, this would have shipped": a case supposed, not a result.)
  if (w === 'with' && prev === 'even') return true;
  if (CONDITIONS.has(w)) return true;
  // ("Checks that … the staging environment still passes smoke tests": what a workflow checks.)
  if ((w === 'so' || w === 'check' || w === 'checks' || w === 'checking') && (next?.w === 'that' || next?.w === 'whether' || next?.w === 'if')) return true;
  // "type the assertions so a clean typecheck passes" is a purpose; ", so all tests pass" a result.
  if (w === 'so' && i > 0 && words[i - 1]!.w !== ',' && words[i - 1]!.w !== ';') return true;
  if (w === 'to' && i > 0 && /^(?:continue[sd]?|still|able)$/.test(words[i - 1]!.w)) return false;
  // ("Increasing the timeout seems to have worked": hedged, but a result.)
  if (w === 'to' && next?.w === 'have' && i > 0 && SEEMS.has(words[i - 1]!.w)) return false;
  // ("All tests now seem to pass for `make -C tests …`": hedged, but a result.)
  if (w === 'to' && next?.role === 'pass' && i > 0 && SEEMS.has(words[i - 1]!.w)) return false;
  // "This fixes master to pass `npm test`": what the fix did, not a goal.
  if (w === 'to' && next?.role === 'pass' && words.slice(Math.max(0, i - 4), i).some((x) => x.w === 'fixes' || x.w === 'fixed')) return false;
  // "Minor change to have cargo fmt --check succeed": a purpose.
  return w === 'to' && next !== undefined && (next.role === 'pass' || next.w === 'build' || next.w === 'compile' || next.w === 'get' || next.w === 'keep' || next.w === 'have' || next.w === 'see' || next.w === 'help');
}

interface Polarity {
  /** Conditions and negations among words[0..i). */
  cond: number[];
  neg: number[];
  /** Where the clause holding word i starts: after the last comma-like break before it. */
  clause: number[];
  /** The sentence opens with a condition ("If …", "Once …", "Unless …"). */
  leadingCondition: boolean;
}
const DESCRIBES_A_CHECK = new Set(['checks', 'ensures', 'verifies', 'asserts', 'validates', 'tests']);
const LEADING_CONDITIONS = new Set(['if', 'once', 'unless', 'assuming', 'provided', 'whenever']);
// Counted once per sentence, so that asking about each result costs the same however many there are.
// (A sentence's words are not changed once it is read, and it is read whole before the next: the
// sentence last asked about, and the one before it for an aside, are all that is kept.)
let lastWords: readonly Word[] | undefined;
let lastPolarity: Polarity | undefined;
let priorWords: readonly Word[] | undefined;
let priorPolarity: Polarity | undefined;
function polarityOf(words: readonly Word[]): Polarity {
  if (words === lastWords) return lastPolarity!;
  if (words === priorWords) return priorPolarity!;
  const n = words.length;
  // ("Checks that after deploying, staging still passes smoke tests": what a workflow or test does.)
  const describes = DESCRIBES_A_CHECK.has(words[0]?.w ?? '') && words[1]?.w === 'that';
  const p: Polarity = { cond: [0], neg: [0], clause: [0], leadingCondition: (LEADING_CONDITIONS.has(words[0]?.w ?? '') && conditions(words, 0)) || describes };
  // An aside in brackets with no result in it ("the mypy run (src + tests) passes") does not end the
  // clause around it; one with a result ("(3 of 5 fail) and green after") does.
  let beforeAside = -1;
  let asideResult = false;
  for (let i = 0; i < n; i++) {
    p.cond.push(p.cond[i]! + (conditions(words, i) ? 1 : 0));
    // "all but a few tests pass" leaves some failing.
    // ("The new test fails without the fix and passes with it": the run before the fix, not a negation.)
    p.neg.push(p.neg[i]! + ((negates(words[i]!) && !interjection(words, i) && !redRun(words, i) && !nothingBroke(words, i)) || (words[i]!.w === 'but' && words[i - 1]?.w === 'all') ? 1 : 0));
    const w = words[i]!.w;
    p.clause.push(w === ',' || w === ';' || w === '—' || w === '–' || w === '(' || w === ')' || w === '（' || w === '）' ? i + 1 : p.clause[i]!);
    if (w === '(' || w === '（') {
      beforeAside = p.clause[i]!;
      asideResult = false;
    } else if (w === ')' || w === '）') {
      if (beforeAside !== -1 && !asideResult) p.clause[i + 1] = beforeAside;
      beforeAside = -1;
    } else if (beforeAside !== -1 && (words[i]!.role === 'pass' || words[i]!.role === 'fail' || words[i]!.role === 'number')) asideResult = true;
  }
  priorWords = lastWords;
  priorPolarity = lastPolarity;
  lastWords = words;
  lastPolarity = p;
  return p;
}

/**
 * Whether the words from `from` to `to` (exclusive) make the result at `at` something other than a
 * report of success: a condition, goal or modal in its clause, or a negation near it.
 */
// ("Nothing regressed: the full pytest run is still at 0 failures": no fault, said first, negates nothing after it.)
const NOTHING_WENT = new Set(['regressed', 'broke', 'failed', 'changed']);
function nothingBroke(words: readonly Word[], i: number): boolean {
  return words[i]!.w === 'nothing' && NOTHING_WENT.has(words[i + 1]?.w ?? '') && (words[i + 2] === undefined || words[i + 2]!.w === ':' || words[i + 2]!.w === ',' || words[i + 2]!.w === ';' || words[i + 2]!.w === '—');
}
function blockedBefore(words: readonly Word[], from: number, to: number, at: number): boolean {
  const p = polarityOf(words);
  // "Once CI passes, this is ready to merge", "If the tests pass, merge it": the whole sentence hangs
  // on its leading condition.
  if (p.leadingCondition && at > 0) return true;
  const clause = Math.max(from, p.clause[Math.min(at, words.length)]!);
  if (to > clause && p.cond[to]! - p.cond[clause]! > 0) return true;
  const lo = Math.max(clause, at - 6);
  const hi = Math.min(to, words.length - 1);
  return hi >= lo && p.neg[hi + 1]! - p.neg[lo]! > 0;
}

const DESCRIBED_BY = new Set(['are', 'get', 'will', 'should', 'must', 'can', 'may', 'need', 'stay', 'remain']);
const DETERMINERS = new Set(['a', 'an', 'any', 'every', 'each', 'another', 'no']);
const COMMIT_TYPES = new Set(['fix', 'feat', 'docs', 'chore', 'style', 'refactor', 'test', 'tests', 'perf', 'ci', 'build', 'revert', 'deps']);
const FIX_VERBS = new Set(['fixes', 'fixed', 'resolves', 'resolved', 'addresses', 'addressed', 'silences', 'silenced', 'clears', 'cleared']);
const CONTRAST = new Set(['but', 'yet', 'although', 'though', 'even', 'while', 'despite', 'whereas']);
const PRONOUNS = new Set(['it', 'they', 'everything', 'all', 'both']);
// What may follow "all" or "both" standing alone as the subject ("all of them pass", "both are green").
const ALL_THEN = new Set(['of', 'are', 'were', 'have', 'has', 'now', 'still', 'do', 'did', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'seem', 'look', 'good', 'ok']);

const CHECKED_WITH = new Set(['checked', 'sanity-checked', 'verified', 'validated', 'confirmed', 'double-checked']);
// ("ensured style with gofmt, goimports and linter": in the past, with the tools named, as checked.)
const CHECKED_OR_ENSURED = new Set([...CHECKED_WITH, 'ensured']);
const MAKE_RESULTS = new Set(['passes', 'passed', 'succeeds', 'succeeded', 'is', 'was', 'exits', 'exited', '✅', '✔', '✓']);
const MAKE_STATES = new Set(['green', 'ok', 'okay', 'clean', 'passes', 'passed', 'succeeds', 'succeeded', '✅', '✔', '✓']);
const TRIAL_NEXT = new Set(['is', 'if', 'whether', 'that', 'this', 'the', 'to', 'out', 'how']);
const ESCAPED = new Set(['survive', 'survived', 'survives', 'slipped', 'escaped', 'unnoticed', 'undetected', 'unnoticeable']);
const RELEASE_TAG = /^v\d{1,4}(?:\.\d{1,4}){0,3}$/;
const EARLIER = new Set(['previous', 'earlier', 'parent', 'prior', 'old', 'older', 'flagged', 'original', 'base', 'last', 'former']);
const COMPARED = /^(?:[a-z]+-)?(?:identical|same|equal|equivalent)$/;
const CHANGE_NOUNS = new Set(['change', 'changes', 'pr', 'patch', 'fix', 'fixes', 'commit', 'refactor']);
const CHANGE_DETERMINERS = new Set(['the', 'this', 'these', 'my', 'our']);
/** Where a change is named from k on ("fix", "these changes", with `also` "the rebase"): its noun's index, or -1. */
function changeNamed(words: readonly Word[], k: number, also?: ReadonlySet<string>): number {
  const names = (w: string | undefined): boolean => w !== undefined && (CHANGE_NOUNS.has(w) || also?.has(w) === true);
  if (names(words[k]?.w)) return k;
  return CHANGE_DETERMINERS.has(words[k]?.w ?? '') && names(words[k + 1]?.w) ? k + 1 : -1;
}
const REVISION = new Set(['commit', 'commits', 'revision', 'version', 'release', 'tag', 'head', 'sha', 'iteration', 'attempt', 'patch', 'push', 'implementation', 'pr', 'branch']);
const EARLIER_RUN = new Set(['previous', 'earlier', 'prior', 'former', 'older']);
const EARLIER_RUNS = new Set(['run', 'runs', 'pipeline', 'pipelines', 'attempt', 'iteration', 'round']);
// ("the unit tests all passed with the old mock too": the test double this change replaces.)
const REPLACED = new Set(['lockfile', 'lock', 'deps', 'dependencies', 'toolchain', 'compiler', 'pin', 'pins', 'schema', 'code', 'codebase', 'mock', 'mocks', 'stub', 'stubs', 'fake', 'fakes', 'fixture', 'fixtures']);
const GERUND_PREDICATES = new Set(['is', "isn't", 'was', "wasn't", 'does', "doesn't", 'means', 'says', 'proves', 'guarantees', 'shows', 'tells']);
const SAYS_LITTLE = new Set(['nothing', 'not', "isn't", "doesn't", 'no', 'little']);
function spokenOf(words: readonly Word[], i: number): boolean {
  const next = words[i + 1]?.w ?? '';
  if (words[i]!.w === 'passing' && GERUND_PREDICATES.has(next) && words.slice(i + 1, i + 4).some((x) => SAYS_LITTLE.has(x.w) || negates(x))) return true;
  if (!GERUND_PREDICATES.has(next)) return false;
  // (Looked for in the eight words before only: a search of the whole sentence for each pass word made a
  // sentence of pass marks quadratic.)
  let fact = false;
  for (let k = Math.max(0, i - 8); k < i && !fact; k++) fact = words[k]!.w === 'fact' && words[k + 1]?.w === 'that';
  return fact && words.slice(i + 1, i + 4).some((x) => SAYS_LITTLE.has(x.w) || negates(x));
}
// "The previous version also compiled cleanly." ("The first version passed lint but failed the build":
// the first attempt, before this one, its failure too.)
function earlierSubject(words: readonly Word[]): boolean {
  // ("v1 of this PR was verified on staging; this push … hasn't been re-tested": an earlier version.)
  if (/^v\d{1,2}$/.test(words[0]?.w ?? '') && words[1]?.w === 'of' && (words[2]?.w === 'this' || words[2]?.w === 'the') && CHANGE_NOUNS.has(words[3]?.w ?? '') && words.slice(4, 8).some((x) => x.w === 'was' || x.w === 'were')) return true;
  // ("The 1.9.0 release passed all tests": a release by its version.)
  // ("My first attempt (the `setup.cfg` version) had tox, ruff and mypy all green": the author's own.)
  return (words[0]?.w === 'the' || words[0]?.w === 'my' || words[0]?.w === 'our') && (EARLIER.has(words[1]?.w ?? '') || words[1]?.w === 'first' || words[1]?.w === 'initial' || (/^v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?$/.test(words[1]?.w ?? '') && words[2]?.w === 'release')) && REVISION.has(words[2]?.w ?? '');
}
/** "CI was green on the old lockfile": a pass on what this change replaces. */
function passedOnReplaced(words: readonly Word[]): boolean {
  for (let i = 2; i + 2 < words.length; i++) {
    if (words[i]!.w !== 'on' && words[i]!.w !== 'with') continue;
    const j = words[i + 1]!.w === 'the' ? i + 2 : i + 1;
    if (EARLIER.has(words[j]?.w ?? '') && REPLACED.has(words[j + 1]?.w ?? '') && words[i - 1]!.role === 'pass' && words[i - 1]!.verb) return true;
    // ("Tests, the build and the validation layers were all clean with the old atlas packer too": any
    // old thing, when "too" says the result held with it as well.)
    // ("The tests pass on the old iPhone SE too": where they ran, not what they ran with.)
    if (words[i]!.w === 'with' && words[i + 1]!.w === 'the' && (words[j]!.w === 'old' || words[j]!.w === 'previous') && words[i - 1]!.role === 'pass' && words.slice(j + 2, j + 5).some((x) => x.w === 'too') && !words.slice(j + 1, j + 5).some((x) => x.role === 'check' || x.code)) return true;
  }
  return false;
}
const THANKS = new Set(['thanks', 'thank', 'thx']);
const REPORTING = new Set(['confirming', 'verifying', 'checking', 'testing', 'running', 'reporting', 'trying']);
function thankedFor(words: readonly Word[]): boolean {
  for (let k = 0; k + 1 < words.length && k <= 3; k++) {
    if (!THANKS.has(words[k]!.w)) continue;
    const f = words[k + 1]!.w === 'you' ? k + 2 : k + 1;
    // ("Thanks for testing, the build succeeded on ARM": thanks, then a result of its own.)
    return words[f]?.w === 'for' && REPORTING.has(words[f + 1]?.w ?? '') && words[f + 2] !== undefined && !CLAUSE_END_WORDS.has(words[f + 2]!.w);
  }
  return false;
}
// The base branch by name, and as the owner of a check ("main's CI").
const BASE_BRANCHES = new Set(['main', 'master', 'trunk', '`main`', '`master`']);
const BASE_BRANCH_OWNERS = new Set(["main's", "master's", "trunk's", 'main’s', 'master’s']);
// ("Fixed in abc1234", "addressed in #12": where this change's own fix went.)
const FIXED_IN = new Set(['fixed', 'addressed', 'resolved', 'done', 'pushed', 'applied', 'landed', 'implemented']);
/** "on the flagged commit", "at the previous revision", "In d309a18,": a result placed on another commit. */
function earlierCommit(words: readonly Word[]): boolean {
  if (earlierSubject(words)) return true;
  // ("The reverted change passed all tests, but leaked memory": the change this one takes back.)
  if (words[0]?.w === 'the' && words[1]?.w === 'reverted' && (REVISION.has(words[2]?.w ?? '') || CHANGE_NOUNS.has(words[2]?.w ?? ''))) return true;
  // ("It worked on v2.3.1; broken since v2.4.0": a result in the past tense, on a release.)
  const past = words.findIndex((y) => y.w === 'was' || y.w === 'were' || y.w === 'worked' || y.w === 'passed' || y.w === 'succeeded');
  // (Where the first result is, and where a result is said to hold "there", found once.)
  const firstPass = words.findIndex((y) => y.role === 'pass');
  const passedBefore = (i: number): boolean => firstPass !== -1 && firstPass < i;
  const passedThere = words.findLastIndex((y, k) => y.w === 'there' && words[k - 1]?.role === 'pass');
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]!.w;
    if (BASE_BRANCH_OWNERS.has(w) && words[i + 1]!.role === 'check' && !passedBefore(i) && words.slice(i + 2, i + 14).some((y) => y.role === 'pass')) return true;
    // ("Yesterday's build was green", "Last sprint's Newman run was all green": a run of another day.)
    if ((w === "yesterday's" || w === 'yesterday’s' || ((w.endsWith("'s") || w.endsWith('’s')) && EARLIER_TIMES.has(w.slice(0, -2)) && words[i - 1]?.w === 'last')) && words.slice(i + 1, i + 3).some((y) => (y.role === 'check' && !y.code) || y.w === 'run' || y.w === 'runs') && !passedBefore(i)) return true;
    // ("the output is byte-identical to before this change": compared with it, not placed on it.)
    // ("The build was green before the upgrade": what was done before this change's run.)
    // ("The tests passed before my change too": the base's result.)
    // ("I reproduced the crash before the fix and confirmed it no longer happens after": the trial before
    // the change, then what was confirmed of it.)
    // ("CI was green before I rebased", "Tests passed before rebasing": a state before the code moved.)
    if (w === 'before' && passedBefore(i) && ((words[i + 1]!.w === 'rebasing' || words[i + 1]!.w === 'rebase' || (words[i + 1]!.w === 'the' && (words[i + 2]?.w === 'rebase' || words[i + 2]?.w === 'force-push'))) || ((words[i + 1]!.w === 'i' || words[i + 1]!.w === 'we') && REBASED_NOW.has(words[i + 2]?.w ?? '')))) return true;
    // ("— 0 errors (was 37 before this PR)": the count before, beside the one now.)
    // ("The build was green before my last commit": the change's own latest commit, after the result.)
    // ("Before my final edit the full suite was green": the same, where the sentence opens.)
    if (w === 'before' && (words[i + 1]!.w === 'my' || words[i + 1]!.w === 'the') && (words[i + 2]?.w === 'last' || words[i + 2]?.w === 'latest' || words[i + 2]?.w === 'final') && (words[i + 3]?.w === 'commit' || words[i + 3]?.w === 'push' || words[i + 3]?.w === 'force-push' || words[i + 3]?.w === 'edit') && (passedBefore(i) || i === 0)) return true;
    // ("Pipeline #48111 passed for 7e6d5c4b, but that was before my force-push": said so after it.)
    if (w === 'that' && (words[i + 1]!.w === 'was' || words[i + 1]!.w === 'is') && words[i + 2]?.w === 'before' && words[i - 1]?.w === 'but' && passedBefore(i)) return true;
    // ("#4412 passed all checks", "superseded by #4600, which already has green CI", "landed in #880 and
    // CI was green there": another change's result.)
    if (/^[#!]\d{1,7}$/.test(w) && ((i === 0 && words[1]!.role === 'pass') || (words[i + 1]!.w === ',' && words[i + 2]?.w === 'which') || passedThere > i)) return true;
    if (w === 'before' && (words[i + 1]!.w === 'this' || words[i + 1]!.w === 'the' || words[i + 1]!.w === 'my' || words[i + 1]!.w === 'our') && (CHANGE_NOUNS.has(words[i + 2]?.w ?? '') || DONE_AFTER.has(words[i + 2]?.w ?? '')) && !(words[i - 1]?.w === 'to' && COMPARED.test(words[i - 2]?.w ?? '')) && words[i - 1]?.w !== 'as' && !(words[i - 1]?.role === 'number' && (words[i - 2]?.w === 'was' || words[i - 2]?.w === 'were')) && !(words[i + 3]?.w === 'and' && CHECKED_THAT.has(words[i + 4]?.w ?? '') && !passedBefore(i))) return true;
    // ("the earlier run on 9c0b3d1 had 0 failures", "The previous pipeline was green": a run before this one.)
    if (EARLIER_RUN.has(w) && EARLIER_RUNS.has(words[i + 1]!.w)) return true;
    // ("QA passed on the previous build (811)": a build before this one, as the thing tried.)
    if (w === 'on' && words[i + 1]!.w === 'the' && EARLIER_RUN.has(words[i + 2]?.w ?? '') && (words[i + 3]?.w === 'build' || words[i + 3]?.w === 'builds') && passedBefore(i) && !words.slice(i + 4, i + 8).some((x) => x.w === 'this')) return true;
    if (w !== 'on' && w !== 'in' && w !== 'at' && w !== 'for' && w !== 'of') continue;
    let j = i + 1;
    if (words[j]!.w === 'the' || words[j]!.w === 'an' || words[j]!.w === 'a') j++;
    const x = words[j];
    if (!x) break;
    // ("In #123 the tests passed", "On main, lint passes": another change's, another branch's result,
    // where the sentence opens.)
    if (i === 0 && j === 1 && ((w === 'in' && /^#\d{1,7}$/.test(x.w)) || (w === 'on' && (x.w === 'main' || x.w === 'master' || x.w === '`main`' || x.w === '`master`') && (words[2]?.w === ',' || words[2]?.w === 'the' || (words[2]?.role === 'check' && !words[2]!.code))))) return true;
    // ("CI on main is green", "Tests on master pass": the check is named as the base branch's, before
    // any result. "main's CI is green" names it so too, below.)
    // ("CI on upstream main is green": the base branch of the repository forked from.)
    const base = x.w === 'upstream' || x.w === 'origin' ? j + 1 : j;
    if ((w === 'on' || w === 'in') && BASE_BRANCHES.has(words[base]?.w ?? '') && (j === i + 1 || x.w === 'upstream') && words[i - 1]?.role === 'check' && !passedBefore(i) && words.slice(base + 1, base + 14).some((y) => y.role === 'pass')) return true;
    // ("The migration ran fine on the first version of this branch": an earlier version of this change.)
    if (w === 'on' && x.w === 'first' && (words[j + 1]?.w === 'version' || words[j + 1]?.w === 'revision' || words[j + 1]?.w === 'iteration') && words[j + 2]?.w === 'of' && (words[j + 3]?.w === 'this' || words[j + 3]?.w === 'the') && (words[j + 4]?.w === 'branch' || CHANGE_NOUNS.has(words[j + 4]?.w ?? ''))) return true;
    // ("We verified in #1402 that VoiceOver reads the price twice": a check made in another change.)
    if (w === 'in' && /^[#!]\d{1,7}$/.test(x.w) && j === i + 1 && CHECKED_WITH.has(words[i - 1]?.w ?? '')) return true;
    // ("On v1.x, `mypy --strict` was happy": a release's result, where the sentence opens.)
    if (i === 0 && j === 1 && w === 'on' && releaseNamed(words, 1)) return true;
    // ("The same change passed CI in #1290 (the backport)": another change's result, after it.)
    if (w === 'in' && /^[#!]\d{1,7}$/.test(x.w) && i > 0 && !FIXED_IN.has(words[i - 1]!.w) && words.slice(0, i).some((y) => y.role === 'pass' && y.verb)) return true;
    // ("green on the last push" is this change's latest; "the last release" another revision.)
    if (EARLIER.has(x.w) && REVISION.has(words[j + 1]?.w ?? '') && !(x.w === 'last' && words[j + 1]!.w === 'push')) return true;
    // ("Nightly CI on the `v2` branch shows 1,203 passed, 0 failed": a branch by its name, before any
    // result, as after one.)
    if ((w === 'on' || w === 'in') && otherBranchNamed(words, j) && !words.slice(0, i).some((y) => y.role === 'pass' || CHECKED_THAT.has(y.w) || y.w === 'rebased' || y.w === 'based') && words.slice(j + 1).some((y) => y.role === 'pass')) return true;
    // ("CI was green on the first commit", "CI was green on v1.4.0": a state then, of another revision.)
    if (w === 'on' && (x.w === 'first' ? REVISION.has(words[j + 1]?.w ?? '') : RELEASE_TAG.test(x.w)) && past !== -1 && past < i) return true;
    // ("Tests were green in the previous run": another run's; "the last run" may be this change's.)
    if (EARLIER.has(x.w) && x.w !== 'last' && (words[j + 1]?.w === 'run' || words[j + 1]?.w === 'runs')) return true;

    // A commit id: seven to forty hex digits with a letter and a digit in them ("for commit a1b2c3d").
    // ("Fixed in abc1234, CI is green again": the commit the fix was pushed in, this change's own.)
    const id = x.w === 'commit' && words[j + 1] !== undefined ? words[j + 1]! : x;
    if (w === 'in' && FIXED_IN.has(words[i - 1]?.w ?? '')) continue;
    if (id.role === 'other' && !id.code && id.w.length >= 7 && id.w.length <= 40 && /^[0-9a-f]+$/.test(id.w) && /[0-9]/.test(id.w) && /[a-f]/.test(id.w)) return true;
  }
  return false;
}

// ("all pass in default and MVCC modes", "they pass in CI": where they ran, not values passed in.)
const RUN_PLACES = new Set(['mode', 'modes', 'ci', 'docker', 'environments', 'configurations', 'browsers', 'ide']);
function runPlace(words: readonly Word[], k: number): boolean {
  for (let j = k; j < k + 5 && j < words.length; j++) if (RUN_PLACES.has(words[j]!.w)) return true;
  return false;
}
function confirmedTheyPass(words: readonly Word[], i: number): boolean {
  const k = words[i + 1]?.w === 'that' ? i + 2 : i + 1;
  const p = words[k + 1]?.w === 'all' ? k + 2 : k + 1;
  return (words[k]?.w === 'they' || words[k]?.w === 'it') && words[p]?.role === 'pass' && antecedentCheck(words, p) !== undefined;
}
const TRIAL_BREAKS = new Set(['—', '–', ':', ';', ',']);
const SEEMS_TO = new Set(['seem', 'seems', 'appear', 'appears']);
/** "it was passing for me", "Tested, works", "they all pass": success said of something unnamed. */
/** "this patch", "your branch", "the fix" from k: the change. */
function withTheChange(words: readonly Word[], k: number): boolean {
  return (words[k]?.w === 'this' || words[k]?.w === 'the' || words[k]?.w === 'your') && (CHANGE_NOUNS.has(words[k + 1]?.w ?? '') || words[k + 1]?.w === 'branch');
}
function pronounSubject(words: readonly Word[], i: number): boolean {
  const r = words[i]!;
  // ("It runs cleanly now": how it ran.)
  const ranCleanly = r.w === 'cleanly' && RAN_WELL.has(words[i - 1]?.w ?? '');
  if (!STATE_VERBS.has(r.w) && r.w !== 'passing' && r.w !== 'working' && r.w !== 'green' && r.w !== 'clean' && !ranCleanly) return false;
  const next = words[i + 1];
  // ("Tested on the staging tenant, works — refunds are retried": the trial, its result, then what it showed.)
  if ((r.w === 'works' || r.w === 'working') && (next?.w === ':' || next?.w === '—' || next?.w === '–') && i > 2 && TRIAL_BREAKS.has(words[i - 1]!.w) && words.slice(0, 3).some((x) => TESTED_OPENINGS.has(x.w)) && !words.slice(i + 2).some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w))) return true;
  // ("All pass against a local stack", "they pass under both runtimes", "It passes each time": where
  // or how often they ran; "works across all harnesses" and "works in theory" describe the design.)
  // ("It works: see the screenshot": where to see it, after the result.)
  // ("Works with this patch on 2.3.1", "It works with your branch": the change, tried.)
  if (next && !(next.w === ',' || next.w === ')' || next.w === 'for' || next.w === 'locally' || next.w === 'here' || next.w === 'now' || next.w === 'fine' || next.w === 'again' || next.w === 'and' || next.w === 'on' || next.w === 'against' || next.w === 'under' || (next.w === 'in' && (ALL_OF.has(words[i + 2]?.w ?? '') || runPlace(words, i + 2))) || HOW_IT_WENT.has(next.w) || ((next.w === 'each' || next.w === 'every') && words[i + 2]?.w === 'time') || (next.w === ':' && (words[i - 1]?.w === 'this' || words[i - 1]?.w === 'that' || words[i + 2]?.w === 'see')) || (next.w === 'with' && (r.w === 'works' || r.w === 'working') && withTheChange(words, i + 2)))) return false;
  // ("Have tested with Pi 4 B - Works like a charm": the subject left out, after the trial and a break.)
  if ((r.w === 'works' || r.w === 'working') && i > 2 && TRIAL_BREAKS.has(words[i - 1]!.w) && words.slice(0, 3).some((x) => TESTED_OPENINGS.has(x.w))) return true;
  // ("✅ Works in both bash and zsh": a pass mark first, then the result.)
  const marked = words[0] !== undefined && PASS_SYMBOLS.has(words[0].w) ? 1 : 0;
  for (let j = ranCleanly ? i - 2 : i - 1; j >= marked && j >= i - 4; j--) {
    // ("They seem to be passing now": the result, hedged.)
    if (j === i - 1 && words[j]!.w === 'be' && words[j - 1]?.w === 'to' && SEEMS_TO.has(words[j - 2]?.w ?? '')) j -= 3;
    if (j < marked) break;
    const w = words[j]!.w;
    if (PRONOUNS.has(w) || w === "it's" || w === "they're" || w === "everything's") return true;
    // "so this worked: <the run>", "This works now.": the change, right before its result.
    if (j === i - 1 && (w === 'this' || w === 'that') && (r.w === 'worked' || r.w === 'works')) return true;
    // "This one works.": the one this change is.
    if (j === i - 1 && w === 'one' && (words[j - 1]?.w === 'this' || words[j - 1]?.w === 'that') && j === 1 && (r.w === 'worked' || r.w === 'works')) return true;
    if (j === 0 && (w === 'tested' || w === 'verified' || w === 'confirmed' || w === 'smoke-tested')) return true;
    // "The PR is green", "this branch is green": the change's own status.
    if ((w === 'pr' || w === 'branch') && (r.w === 'green' || r.w === 'passing') && (words[j - 1] === undefined || words[j - 1]!.w === 'the' || words[j - 1]!.w === 'this')) return true;
    if (!(w === 'is' || w === 'are' || w === 'was' || w === 'were' || w === 'have' || w === 'has' || w === 'finally' || w === 'still' || w === 'now' || w === 'all' || w === ',' || w === 'and' || w === 'tested' || w === 'verified' || w === 'confirmed' || w === ':' || w === 'locally' || w === 'manually' || w === 'smoke' || w === 'e2e' || w === 'end-to-end')) return false;
  }
  // "Works locally.", "Working fine now": the subject left out is the change.
  if (i === marked && (r.w === 'works' || r.w === 'working')) return true;
  return i > 0 && (words[0]!.w === 'tested' || words[0]!.w === 'verified' || words[0]!.w === 'confirmed');
}

// "Added a regression test; it passes", "without the fix the test panics; with the fix it succeeds":
// "it" is the test named in the clause before, the nearest check noun before the pronoun.
const ANTECEDENTS = new Set(['test', 'tests', 'suite', 'spec', 'specs', 'build']);
function antecedentCheck(words: readonly Word[], i: number): CheckKind | undefined {
  let j = i - 1;
  while (j >= 0 && j >= i - 4 && words[j]!.w !== 'it' && words[j]!.w !== 'they' && words[j]!.w !== 'all') j--;
  if (j < 0 || j < i - 4) return undefined;
  const plural = words[j]!.w !== 'it';
  for (let k = j - 1; k >= 0; k--) {
    const w = words[k]!;
    if (w.role === 'check') return !w.code && w.check !== 'bare' && ANTECEDENTS.has(w.w) && (w.w.endsWith('s') === plural || w.w === 'suite') ? w.check : undefined;
  }
  return undefined;
}

/** "fails without the fix": the run before the fix. */
function redRun(words: readonly Word[], i: number): boolean {
  return words[i]!.w === 'without' && words[i - 1]?.role === 'fail' && (words[i + 1]?.w === 'the' || words[i + 1]?.w === 'this') && CHANGE_NOUNS.has(words[i + 2]?.w ?? '');
}
/** "failed before, pass after", "fails without the fix, passes with it": a regression test's two runs. */
// ("fails in 30s without the fix, passes in 8s with it": how long each run took, between.)
const DURATION_UNITS = new Set(['s', 'ms', 'sec', 'secs', 'second', 'seconds', 'm', 'min', 'mins', 'minutes', 'h', 'hours']);
function pastDuration(words: readonly Word[], k: number): number {
  if (words[k]?.w !== 'in' || words[k + 1]?.role !== 'number') return k;
  return DURATION_UNITS.has(words[k + 2]?.w ?? '') ? k + 3 : k + 2;
}
function failedBeforePassAfter(words: readonly Word[], i: number): boolean {
  // ("TC-1042 failed on staging: the reset link still works after 30 minutes": what "still" works after
  // a failure is the fault the case caught.)
  if (words[i - 1]?.w === 'still') return false;
  const at = pastDuration(words, i + 1);
  // ("fails on main and passes on this branch": the change, by name.)
  const after = words[at]?.w === 'on' && thisChangeAt(words, at + 1) ? 'here' : words[at]?.w;
  // ("fails on `main` with AttributeError, passes here": here is the change.)
  if (after !== 'after' && after !== 'with' && after !== 'now' && after !== 'here') {
    // ("the sqltests fail without this change and pass on both tursodb and SQLite": the red run named,
    // the green one joined to it.)
    if (words[i - 1]?.w !== 'and') return false;
    for (let j = Math.max(1, i - 14); j < i; j++) if (redRun(words, j)) return true;
    return false;
  }
  for (let j = Math.max(0, i - 14); j < i; j++) {
    if (words[j]!.role !== 'fail') continue;
    // ("fails (0/3) without the fix, passes with it": the red run's count in brackets.)
    let k = pastDuration(words, j + 1);
    if (words[k]?.w === '(') {
      const close = words.findIndex((w, m) => m > k && m <= k + 6 && w.w === ')');
      if (close !== -1) k = close + 1;
    }
    const n = words[k]?.w;
    // ("Verified it fails when -NoPersist is passed … and passes with the current conditional": the
    // red run's case, said after "Verified".)
    // ("Verified against upstream/main's catalog.py: 8 fail there, pass here.")
    if (n === 'before' || n === 'without' || n === 'on' || n === 'against' || (n === 'there' && after === 'here') || (n === 'when' && TESTED_OPENINGS.has(words[0]!.w))) return true;
  }
  return false;
}
/** "8 fail there, pass here", "3 fail on main, pass here": the failures are the code before the change. */
function elsewhereThenHere(words: readonly Word[], k: number): boolean {
  const at = words[k + 1]?.w === 'there' ? k + 2 : words[k + 1]?.w === 'on' && OTHER_BRANCHES.has(words[k + 2]?.w ?? '') ? k + 3 : -1;
  if (at === -1) return false;
  for (let m = at; m < words.length && m <= at + 4; m++) if (words[m]!.role === 'pass' && words[m]!.verb && words[m + 1]?.w === 'here') return true;
  return false;
}
/** "The tests that were failing now pass": the checks a relative clause of failure names, passing now. */
// ("The test was failing and now passes", "Tests failed before and now pass", "Lint used to fail and
// now passes": the check that failed before the change, with its state then, and what it does now.)
const FAILED_THEN = new Set(['was', 'were', 'previously', 'formerly', 'had', 'been', 'used', 'to', 'always', 'consistently', 'reliably']);
const FAILED_WHEN = new Set(['before', 'previously', 'earlier', 'on', 'main', 'master', 'the', 'base', 'branch', 'consistently', 'reliably', 'locally', 'in', 'ci']);
function failedAndNow(words: readonly Word[], i: number): (CheckKind | 'bare')[] {
  if (words[i - 2]?.w !== 'and' && words[i - 2]?.w !== ',') return [];
  let f = i - 3;
  while (f > 0 && i - 3 - f < 4 && (FAILED_WHEN.has(words[f]!.w) || ((words[f]!.w === 'this' || words[f]!.w === 'the') && CHANGE_NOUNS.has(words[f + 1]?.w ?? '')) || (CHANGE_NOUNS.has(words[f]!.w) && (words[f - 1]?.w === 'this' || words[f - 1]?.w === 'the')))) f--;
  if (words[f]?.role !== 'fail' || words[f]!.count) return [];
  const before = FAILED_WHEN.has(words[f + 1]?.w ?? '') && words[f + 1]!.w !== 'the' && words[f + 1]!.w !== 'in';
  let k = f - 1;
  let then = false;
  while (k > 0 && f - k <= 3 && FAILED_THEN.has(words[k]!.w)) {
    then ||= words[k]!.w !== 'to' && words[k]!.w !== 'been' && words[k]!.w !== 'always';
    k--;
  }
  const subject = words[k];
  return (then || before) && subject?.role === 'check' && (k === 0 || OBJECT_DETERMINERS.has(words[k - 1]!.w) || words[k - 1]!.role !== 'other' || words[k - 1]!.code) ? [subject.check!] : [];
}
function failedThenNow(words: readonly Word[], i: number): (CheckKind | 'bare')[] {
  const again = failedAndNow(words, i);
  if (again.length > 0) return again;
  for (let j = i - 2; j > 0 && i - j <= 8; j--) {
    const w = words[j]!.w;
    if ((w === 'that' || w === 'which') && words[j - 1]!.role === 'check' && words[j - 1]!.check !== 'bare') {
      return words.slice(j + 1, i).some((x) => x.role === 'fail') ? [words[j - 1]!.check as CheckKind] : [];
    }
    if (words[j]!.role === 'pass' || STOP.has(w) || w === ',' || w === ';') return [];
  }
  return [];
}

/** Where a run of counts ending at i begins: "You should see 96 passed, 0 failed" is one result, said as expected. */
function countRunStart(words: readonly Word[], i: number): number {
  let k = i;
  while (k > 0 && i - k <= 12 && (words[k - 1]!.role === 'number' || words[k - 1]!.w === '0' || words[k - 1]!.w === ',' || words[k - 1]!.w === ';' || words[k - 1]!.count === true || LABELLED_COUNTS.has(words[k - 1]!.w) || ((words[k - 1]!.role === 'pass' || words[k - 1]!.role === 'fail') && words[k - 2]?.role === 'number'))) k--;
  return k;
}
/** "the build still succeeds, but a test is failing", "build passing even if tests are failing". */
function despiteFailure(words: readonly Word[], i: number): boolean {
  let failed = false;
  for (let j = Math.max(0, i - REACH); j < i; j++) {
    const w = words[j]!;
    if (w.role === 'fail') failed = true;
    else if (failed && CONTRAST.has(w.w)) return true;
  }
  for (let j = i + 1; j < words.length && j <= i + REACH; j++) if (words[j]!.w === 'even' || words[j]!.w === 'despite') return true;
  return false;
}

const SCRIPT_ROOT = /(?:check|verify|validate|lint|audit|smoke|preflight|doctor|selftest|sanity|^detect-)/;
// After "`./scripts/x.sh` passes" only an end: "`x` passes the flag through" passes an argument.
const RESULT_MARKS = new Set(['—', '–', '→']);
// ("`import embeddings` succeeds from the scripts directory": where it ran; "passes" in or from hands on.)
const SUCCEEDS = new Set(['succeeds', 'succeeded', 'works', 'worked']);
// ("`flyway validate` succeeds against staging": where it was run, as "from" or "in" say.)
const WHERE_FROM = new Set(['from', 'in', 'inside', 'under', 'against']);
const SCRIPT_RESULT_END = new Set([',', ';', 'and', 'now', 'locally', 'too', '(', ')', '—', '–', 'again', 'cleanly', 'successfully', 'on', 'across', 'for']);
const NOW_OR_STILL = new Set(['now', 'still', 'also']);
// A package script by its name in code: "`format`", "`pnpm run format`" (no file, no path).
const SCRIPT_SPAN = /^`(?:(?:npm|pnpm|yarn|bun)(?: run)? )?[a-z][a-z0-9:-]{0,40}`$/;
function scriptLike(w: Word): boolean {
  // `git diff` and the like read the change, not the project; `git diff --check` is a check of it (its
  // whitespace) whose pass names no kind.
  if (w.code) return w.role === 'other' && (!w.w.startsWith('`git ') || GIT_DIFF_CHECK.test(w.w));
  // ("Type-checks clean": a check's own verb, not a script's name.)
  return (w.w.includes('-') || w.w.includes('_')) && SCRIPT_ROOT.test(w.w) && !(w.role === 'check' && w.check !== 'bare');
}
// ("Autoreview clean", "codex-review clean: no findings": a review run that found nothing.)
// ("Works in both bash and zsh": everywhere it was tried.)
const ALL_OF = new Set(['both', 'all', 'every', 'each']);
const GIT_DIFF_CHECK = /^`git diff --check\b/;
const TICKED_COMMAND = /^`(?:git diff --check|(?:npm|pnpm|yarn|bun|npx|make|just|cargo|uv|go|deno|mise|task)(?=[ \t]))(?:[ \t][^`]{1,120})?`$/;
const COPULAS = new Set(['is', 'are', 'was', 'were', 'now', 'still', 'all']);
const CI_JOB_NOUNS = new Set(['job', 'jobs', 'leg', 'legs']);
const RUN_NOUNS = new Set(['run', 'rig', 'gates', 'gate', 'preflight', 'checks', 'check', 'qa', 'uat', 'audit', 're-audit', 'review', 'autoreview', 'codex-review', 'self-review', 're-review', 'validator', 'validators', 'hook', 'hooks']);
const PLURAL_RUN_NOUNS = new Set(['gates', 'checks', 'validators', 'hooks']);
/** Labels of a goal, not a result ("AC:", "Expected:"). */
const TICKED_INSTRUCTIONS = new Set(['make', 'ensure', 'verify', 'confirm', 'check', 'doublecheck', 'double-check']);
const LEFT_TO_DO = new Set(['remaining', 'outstanding', 'pending', 'open']);
const WORK_LEFT = new Set(['work', 'tasks', 'items', 'todos', 'steps', 'questions']);
const GOAL_LABELS = new Set(['ac', 'acceptance', 'goal', 'goals', 'todo', 'expected', 'expectation', 'requirement', 'requirements', 'objective', 'target', 'criteria', 'criterion', 'dod']);
/** A goal's label that runs on a few words to its colon: "TODO before merge:", "Goal of this PR:". */
function goalLabelRunsOn(words: readonly Word[], k: number): boolean {
  for (let j = k + 1; j < words.length && j <= k + 4; j++) {
    if (words[j]!.w === ':') return j > k + 1;
    if (!GOAL_LABEL_WORDS.has(words[j]!.w)) return false;
  }
  return false;
}
const GOAL_LABEL_WORDS = new Set(['before', 'merge', 'merging', 'landing', 'release', 'of', 'this', 'the', 'pr', 'for', 'after', 'fix', 'change', '(', ')']);
// After an instruction's first clause, these carry it on ("Make X pass, so that…", "…, and then…").
const CHANGE_CONTINUES = new Set(['so', 'and', 'then', 'which', 'to', 'making', 'ensuring', 'so that', 'in', 'for', 'or', 'but', 'because', 'as']);
// Results that are not this change's, wherever they sit in the sentence.
const NOT_EARNED = new Set(['accidentally', 'trivially', 'vacuously', 'spuriously', 'yesterday', 'previously', 'formerly', 'originally']);
// A guess ("I think", "probably"): READ.guess, and a guess in brackets after a result.
const GUESSED = new Set(['think', 'believe', 'guess', 'probably', 'hopefully', 'maybe', 'presumably', 'likely']);
// A result that holds only now and then (READ.flaky).
const NOW_AND_THEN = ['sometimes', 'intermittently', 'occasionally', 'inconsistently', 'randomly', 'sporadically'];
// The words readSentence looks for anywhere in a sentence, found in one pass with one look-up a word.
const READ = { escaped: 1, because: 2, fix: 4, notEarned: 8, by: 16, now: 32, before: 64, after: 128, buildVerb: 256, checkedWith: 512, guess: 1024, flaky: 2048 };
const READ_CUES = new Map<string, number>();
for (const [bit, ws] of [
  [READ.escaped, ESCAPED], [READ.because, ['because', 'since', 'due']], [READ.fix, FIX_VERBS], [READ.notEarned, NOT_EARNED], [READ.by, ['by']],
  [READ.now, ['now']], [READ.before, ['before']], [READ.after, ['after']], [READ.buildVerb, ['build', 'compile', 'rebuild']], [READ.checkedWith, CHECKED_OR_ENSURED],
  [READ.guess, [...GUESSED, 'sure']], [READ.flaky, [...NOW_AND_THEN, 'time']],
] as const) for (const w of ws) READ_CUES.set(w, (READ_CUES.get(w) ?? 0) | bit);
// CI by name, as a whole: its result is a claim of every required check.
const CI_NAMES = new Set([...CI_SERVICES, 'pipeline', 'pipelines', 'github-actions', 'azure-pipelines']);
const DESCRIBES = new Set(['checks', 'verifies', 'validates', 'ensures', 'executes', 'performs', 'asserts']);
// "FanInStep.validate() only checked wait_for, so a non-mapping 'output' validated clean", "So a
// switch whose branch table is absent passes validation with zero errors": what code let through, told
// of the bug, not a result. ("I only checked the docs build" is a person's own trial, read as it is.)
const VERIFIED_BY_RUN = new Set(['verified', 'confirmed', 'validated', 'tested']);
const RAN_CHECKS_BETWEEN = new Set(['the', 'a', 'and', ',', '&', '+', 'full', 'whole', 'entire', 'existing', 'unit', 'all', 'relevant', 'affected', 'complete', 'local', 'project', "project's", 'our', 'its']);
const CODE_CHECKED = new Set(['checked', 'checks', 'validated', 'validates', 'verified', 'verifies']);
const WHO_CHECKED = new Set(['i', 'we', "i've", "we've"]);
const PART_OF_THE_TIME = new Set(['half', 'most', 'some']);
/** A pass word, then in its clause "sometimes", "half the time", "most of the time". */
function passesNowAndThen(words: readonly Word[]): boolean {
  let passed = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.role === 'pass') passed = true;
    else if (w.w === ',' || w.w === ';' || STOP.has(w.w)) passed = false;
    else if (passed && (NOW_AND_THEN.includes(w.w) || (w.w === 'time' && words[k - 1]?.w === 'the' && (PART_OF_THE_TIME.has(words[k - 2]?.w ?? '') || (words[k - 2]?.w === 'of' && PART_OF_THE_TIME.has(words[k - 3]?.w ?? '')))))) return true;
  }
  return false;
}
const SURE_AS_A_GUESS = new Set(['fairly', 'pretty', 'quite', 'reasonably', "i'm", 'am']);
const NOT_RUN_BETWEEN = new Set(['actually', 'yet', 'been', 'able', 'to', 'get', 'got', 'a', 'the', 'chance', 'time']);
const NOT_RUN_VERBS = new Set(['run', 're-run', 'rerun', 'ran', 'tested', 'checked', 'verified', 'tried', 'confirmed']);
const UNRUN_VERBS = new Set([...NOT_RUN_VERBS, 'try', 'test', 'check', 'verify']);
const UNRUN_OBJECTS = new Set(['it', 'them', 'anything', 'that', 'those', 'this', 'yet', 'on', 'against', 'with', 'in', 'for']);
const RERUN = new Set(['re-run', 'rerun', 're-ran', 'reran']);
const RAN_AT_ALL = new Set(['ran', 'run', 'executed', 'started']);
const CHANGE_ITSELF = new Set([...THIS_CHANGE, 'changes', 'head']);
/** "this branch", "this PR", "here": the change itself, named at k. */
function thisChangeAt(words: readonly Word[], k: number): boolean {
  return words[k]?.w === 'here' || ((words[k]?.w === 'this' || words[k]?.w === 'these') && CHANGE_ITSELF.has(words[k + 1]?.w ?? ''));
}
/** A sentence that opens on the build's label: "Build:", "Rebuild All:", "========== Build:". */
function buildLabelled(words: readonly Word[]): boolean {
  let k = 0;
  while (k < words.length && k < 4 && /^[=—–-]+$/.test(words[k]!.w)) k++;
  const label = words[k]?.w;
  if (label !== 'build' && label !== 'rebuild') return false;
  return words[k + 1]?.w === ':' || (words[k + 1]?.w === 'all' && words[k + 2]?.w === ':');
}
const MAIN_CLAUSE_SUBJECTS = new Set(['this', 'these', 'it', 'i', 'we', 'the', 'our', 'my', 'here', 'everything']);
/** Where the main clause starts after an opening "Unlike …," or "Compared to …,": its comma's index, or -1. */
function comparedAgainst(words: readonly Word[]): number {
  const w = words[0]?.w;
  if (!(w === 'unlike' || (w === 'compared' && (words[1]?.w === 'to' || words[1]?.w === 'with')))) return -1;
  for (let k = 2; k < words.length && k <= 40; k++) {
    if (words[k]!.w === ',' && MAIN_CLAUSE_SUBJECTS.has(words[k + 1]?.w ?? '')) return words.slice(1, k).some((x) => x.role === 'pass') ? k : -1;
  }
  return -1;
}
/** After a result, the author says this change itself was not run: "I haven't run it on this branch", "this PR has not been run". */
function unrunHere(words: readonly Word[]): boolean {
  let passed = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.role === 'pass') passed = true;
    if (!passed || !negates(w)) continue;
    // ("this PR has not been run", "this branch hasn't been tested")
    const subject = (k >= 2 && thisChangeAt(words, k - 2) && words[k - 2]!.w !== 'here') || (k >= 3 && thisChangeAt(words, k - 3) && (words[k - 1]!.w === 'has' || words[k - 1]!.w === 'was'));
    let j = k + 1;
    while (j < words.length && j <= k + 5 && NOT_RUN_BETWEEN.has(words[j]!.w)) j++;
    // ("roughly half of them never executed", "they never ran": the checks that passed, not all run.)
    if ((words[k - 1]?.w === 'them' || words[k - 1]?.w === 'they') && RAN_AT_ALL.has(words[j]?.w ?? '')) return true;
    if (!UNRUN_VERBS.has(words[j]?.w ?? '')) continue;
    if (subject) return true;
    // ("but I didn't actually run them": the result was never seen; "I changed the reducer afterwards and
    // haven't re-run it", "so I didn't re-run.": the result is from before the change's last edit.)
    if (words.slice(k + 1, j).some((x) => x.w === 'actually') && NOT_RUN_VERBS.has(words[j]!.w)) return true;
    // ("Clippy was clean on 0.3 — I haven't checked since the refactor": not since the code moved.)
    if (NOT_RUN_VERBS.has(words[j]!.w) && words[j + 1]?.w === 'since') return true;
    if (RERUN.has(words[j]!.w) && (j + 1 === words.length || CLAUSE_END_WORDS.has(words[j + 1]!.w) || ((words[j + 1]!.w === 'it' || words[j + 1]!.w === 'them' || words[j + 1]!.w === 'anything') && (j + 2 === words.length || CLAUSE_END_WORDS.has(words[j + 2]!.w))))) return true;
    // What was not run is it, anything, or nothing named, and where is this change.
    for (let m = j + 1; m < words.length && m <= j + 4; m++) {
      if (thisChangeAt(words, m)) return true;
      if (!UNRUN_OBJECTS.has(words[m]!.w)) break;
    }
  }
  return false;
}
/** A guess ("I believe", "fairly sure") and, in the same sentence, "haven't run", "didn't actually try". */
function guessedUnrun(words: readonly Word[]): boolean {
  let guess = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!.w;
    if (!guess) guess = GUESSED.has(w) || (w === 'sure' && SURE_AS_A_GUESS.has(words[k - 1]?.w ?? ''));
    else if (negates(words[k]!)) {
      // ("haven't actually run", "wasn't able to run them", "didn't get a chance to re-run")
      let j = k + 1;
      while (j < words.length && j <= k + 5 && NOT_RUN_BETWEEN.has(words[j]!.w)) j++;
      if (NOT_RUN_VERBS.has(words[j]?.w ?? '')) return true;
    }
  }
  return false;
}
function letThrough(words: readonly Word[]): boolean {
  for (let k = 0; k + 1 < words.length; k++) {
    const w = words[k]!.w;
    if (w === 'only' && CODE_CHECKED.has(words[k + 1]!.w) && !WHO_CHECKED.has(words[k - 1]?.w ?? '')) return true;
    if (w === 'so' && (words[k + 1]!.w === 'a' || words[k + 1]!.w === 'an')) {
      for (let j = k + 2; j < words.length && j <= k + 24; j++) if (words[j]!.w === 'validation' || words[j]!.w === 'validated') return true;
    }
  }
  return false;
}
const READERS = new Set(['you', 'reviewers', 'reviewer', 'maintainers', 'anyone']);
const HOW_TO_CHECK = new Set(['verify', 'check', 'confirm', 'test', 'run', 'try', 'reproduce', 'validate']);
function readSentence(words: Word[], unit: Sentence, nested = false, aside = false): Reading {
  if (words.at(-1)?.w === '?') {
    const asked = questionAfter(words);
    if (asked !== -1) words = words.slice(0, asked);
  }
  if (words.length === 0 || isQuestion(words) || letThrough(words)) return { checks: [], bare: false };
  // ("You can verify it by running `npm test` and checking that the announcer test passes", "Reviewers
  // can confirm the build passes with `make`": how a reader may check, not a result.)
  if (READERS.has(words[0]!.w) && MODALS.has(words[1]?.w ?? '') && HOW_TO_CHECK.has(words[2]?.w ?? '')) return { checks: [], bare: false };
  // A test runner's own line, pasted outside a fence: Go's "ok  example.com/pkg  0.12s", Jest's
  // "PASS src/a.test.ts", GoogleTest's "[  PASSED  ] 1312 tests.", Karma's "Executed 212 of 212
  // SUCCESS"; after the command that printed it ("`ng test` — …").
  if (RUNNER_LINE.test(unit.text.slice(0, 300))) return { checks: ['test'], bare: false };
  // ("GoogleTest: [  PASSED  ] 312 tests.", "GoogleTest via ctest on the MSVC build: [  PASSED  ] 211
  // tests": its own line after a label that is no goal's.)
  if (words.length <= 16 && !GOAL_LABELS.has(words[0]!.w) && !CONDITIONS.has(words[0]!.w) && GTEST_AFTER_LABEL.test(unit.text.slice(0, 200)) && !unit.text.includes('FAILED')) return { checks: ['test'], bare: false };
  // mypy's own summary, pasted outside a fence.
  if (MYPY_LINE.test(unit.text.slice(0, 80))) return { checks: ['typecheck'], bare: false };
  // (Read only where no line of it fails: "//pkg/rpc:rpc_test   FAILED in 0.9s" under the passing one.)
  const ran = taskRunnerLine(unit.text.slice(0, 400));
  if (ran !== undefined && !words.some((w) => w.role === 'fail')) return ran === 'bare' ? { checks: [], bare: true } : { checks: [ran], bare: false };
  if (BUILDER_LINE.test(unit.text.slice(0, 40))) return { checks: ['build'], bare: false };
  if (LINTER_LINE.test(unit.text.slice(0, 80))) return { checks: ['lint'], bare: false };
  // "Checks git status, dependencies, TypeScript, Swift, and builds", "Verifies the build passes":
  // what a script or a test does, said in the third person.
  // ("Checks are passing": the checks, a noun, before their verb.)
  if (DESCRIBES.has(words[0]!.w) && words[1]?.role === 'other' && words[1].w !== ':' && words[1].w !== ',' && !(words[0]!.w === 'checks' && NOUN_THEN_VERB.has(words[1].w))) return { checks: [], bare: false };
  // A sentence that starts with an instruction ("Make pnpm lint pass", "Handle the case where all
  // tests pass but…") is a goal or a description of logic, not a result.
  // A conventional commit's type ("fix:", "docs(release):") is not the sentence's first word.
  let start = 0;
  // ("Build: pass", "Tests: ✅": a check and its result, not a commit's type.)
  if (COMMIT_TYPES.has(words[0]!.w) && !(words[1]?.w === ':' && words.length > 2 && words.slice(2).every((w) => w.role === 'pass' || w.w === '.' || w.w === '!'))) {
    if (words[1]?.w === ':') start = 2;
    else if (words[1]?.w === '(' && words[3]?.w === ')' && words[4]?.w === ':') start = 5;
  }
  // ("[Update] add test for passing …", "[Docs] fix …": a tag in brackets before the title's verb.)
  if (start === 0 && words[0]!.w === '[' && words[2]?.w === ']' && words[1]!.role === 'other') start = 3;
  const first = words[start] ?? words[0]!;
  // ("fix(providers): CI green — DegradationReporter on failed boot", "fix: green CI on #750": a fix
  // named by what it is for.)
  if (start > 0 && words[0]!.w === 'fix' && ((first.w === 'ci' && words[start + 1]?.w === 'green') || (first.w === 'green' && words[start + 1]?.w === 'ci'))) return { checks: [], bare: false };
  // "Gate: format, lint, test — 9450 passed" is a label, not an instruction.
  const label = words[(start === 0 ? 0 : start) + 1]?.w === ':';
  // "AC: `npm run build` exits 0", "Expected: all tests pass": a goal, labelled as one.
  // ("TODO before merge: clippy clean", "Goal of this PR: tests pass": a few words more before the colon.)
  if (GOAL_LABELS.has(first.w) && (label || goalLabelRunsOn(words, words.indexOf(first)))) return { checks: [], bare: false };
  // ("Remaining work: get the integration tests passing": what is left to do, labelled so.)
  if (LEFT_TO_DO.has(first.w) && WORK_LEFT.has(words[words.indexOf(first) + 1]?.w ?? '') && words[words.indexOf(first) + 2]?.w === ':') return { checks: [], bare: false };
  // ("**Green:** Implement `canPin` so the HarmonyShell test passes": a step of test-driven work, planned.)
  if (label && TDD_STEPS.has(first.w) && IMPERATIVES.has(words[words.indexOf(first) + 2]?.w ?? '')) return { checks: [], bare: false };
  // ("Tests: I know this code works because...": a template's prompt, left for the author.)
  if ((unit.text.endsWith('...') || unit.text.endsWith('…')) && PROMPT_END.test(unit.text.slice(-24))) return { checks: [], bare: false };
  // "make lint passes" names a make target; "make pnpm lint pass" is an instruction.
  // "make check green (857 passed)", typed as the command it is (lower case), reports a make target's
  // state; "Make lint green" is an instruction.
  // ("make succeeds.", typed as the command: make's default target, built.)
  const makeTarget = first.w === 'make' && ((first === words[0] && unit.text.startsWith('make ') && MAKE_RESULTS.has(words[1]?.w ?? '') && words[1]!.w !== 'is' && words[1]!.w !== 'was') || (words[words.indexOf(first) + 1]?.role === 'check' && words.some((w) => MAKE_RESULTS.has(w.w))) || (first === words[0] && unit.text.startsWith('make ') && MAKE_STATES.has(words[2]?.w ?? '') && !(words[1]?.w ?? '').endsWith('s')));
  // ("Fix verified.", "Fix confirmed on staging", "Fix validated and tested": the fix, and its result.)
  const resultNext = first === words[0] && (words[1]?.w === 'verified' || words[1]?.w === 'confirmed' || words[1]?.w === 'validated') && CHANGE_SUBJECTS.has(first.w);
  // ("- [x] `pnpm --filter @e2b/cli run format`": a command of no kind, ticked alone, ran clean.)
  if (unit.checked && words.length === 1 && words[0]!.code && words[0]!.role === 'other' && TICKED_COMMAND.test(words[0]!.w)) return { checks: [], bare: true };
  // ("- [x] Schema change is backwards compatible (existing responses with `segment` still work)": a
  // ticked item that says what still works.)
  if (unit.checked && words.some((w, k) => (w.w === 'work' || w.w === 'works') && words[k - 1]?.w === 'still') && !words.some((w) => w.role === 'fail' || w.role === 'check' || negates(w) || BUG_WORDS.has(w.w))) return { checks: [], bare: true };
  // "- [x] confirm that the new example is working": a task to verify, ticked, reports what held.
  // ("- [x] Verify backward compatibility with the existing `debug_stderr` field": the behaviour, verified
  // and ticked, with no result word needed.)
  // ("- [x] Confirm current branch state and identify the changelog's package": the state the work
  // starts from, looked at; "- [x] Validate documentation accuracy against code and tests": what the
  // docs were checked against, not tests run.)
  if (unit.checked && TICKED_VERIFY.has(first.w) && !(words[1]?.w === 'current' && (words[2]?.w === 'state' || words[3]?.w === 'state'))) {
    const against = words.findIndex((w) => w.w === 'against');
    if ((words.some((w) => w.role === 'pass' && w.verb) || first.w === 'verify' || first.w === 'confirm' || (first.w === 'validate' && against > 1)) && !words.some((w, k) => w.role === 'fail' || (w.role === 'check' && (against === -1 || k < against)) || negates(w) || BUG_WORDS.has(w.w))) return { checks: [], bare: true };
  }
  // ("- [x] Pass security checks (0 alerts)", the Copilot coding agent's plan: a scan of no kind, clean.)
  if (unit.checked && first.w === 'pass' && words[1]?.role === 'other' && !words[1].code && (words[2]?.w === 'checks' || words[2]?.w === 'scan' || words[2]?.w === 'scans') && (words.length === 3 || (words[3]!.w === '(' && words[4]?.w === '0' && words[6]?.w === ')' && words.length === 7))) return { checks: [], bare: true };
  // ("Mark newly passing `user-timing` tests as `true`", "enable 158 passing node compat tests": a
  // change that turns on tests it says pass; the tests named are the result.)
  if (ENABLES.has(first.w) && enablesPassing(words, words.indexOf(first))) return { checks: ['test'], bare: false };
  // ("PASS=88 WARN=0 ERROR=0", dbt's: a label and its count, not "pass" the verb.)
  if (!unit.row && !unit.checked && !label && !makeTarget && !resultNext && !first.code && !first.count && (IMPERATIVES.has(first.w) || first.w === "don't")) {
    // "Remove the flaky retry, all tests pass now": the instruction is the first clause; what follows
    // it is read once more (only once, so a sentence is still read in linear time).
    if (nested) return { checks: [], bare: false };
    // ("implement vector store with cosine similarity [tests pass]": a status tag after the title.)
    // ("Fix table name on query build + first test passed": a second clause after a plus.)
    const cut = words.findIndex((w, k) => k > start && (w.w === ',' || w.w === ';' || w.w === '—' || w.w === '–' || w.w === '(' || w.w === '[' || w.w === '+'));
    const rest = cut === -1 ? [] : words.slice(cut + 1);
    if (rest.length === 0 || CHANGE_CONTINUES.has(rest[0]!.w)) return { checks: [], bare: false };
    // ("Spell out the conditions a PR has to satisfy (a compiler fix, a clean probe)": the bracket
    // lists what is required.)
    if (words[cut]!.w === '(' && words.slice(start + 1, cut).some((w, k) => conditions(words, start + 1 + k) || (w.w === 'has' || w.w === 'have') && words[start + 2 + k]?.w === 'to')) return { checks: [], bare: false };
    // ("Update the install links to https://… (verified live)": the change, and that it was verified.)
    if (words[cut]!.w === '(' && rest[0]!.w === 'verified' && verifiedAside(words, cut + 1)) return { checks: [], bare: true };
    return readSentence(rest, unit, true, words[cut]!.w === '(');
  }
  // "- Test valid property passes without exception": a test described by what it checks ("Test X").
  // ("Test failures went from 5 to 0" is read as "test 0 failures": a count, not a test described.)
  if (!label && !unit.row && first.w === 'test' && first === words[start] && words[start + 2]?.w !== ':' && words[start + 1]?.role === 'other' && words[start + 1]!.w !== '0' && !words[start + 1]!.code && !TEST_NOUNS.has(words[start + 1]!.w) && /^Test\b/.test(unit.text.replace(/^[\s*_-]+/, '').replace(/^[a-z]+(?:\([^)]*\))?!?:\s*/, ''))) return { checks: [], bare: false };
  // "Testing is this build passes all tests", "Checking that the suite is green": a trial, not a result.
  if (!label && (first.w === 'testing' || first.w === 'checking' || first.w === 'seeing') && TRIAL_NEXT.has(words[words.indexOf(first) + 1]?.w ?? '')) return { checks: [], bare: false };
  // How a bug got past the checks ("Two things let it survive a green suite"): the results are the
  // bug's cover, not this change's.
  // (What the checks below look for anywhere in the sentence, found in one pass.)
  let seen = 0;
  let failed = false;
  let because = -1;
  let fixesIt = false;
  for (let k = 0; k < words.length; k++) {
    let c = READ_CUES.get(words[k]!.w);
    failed ||= words[k]!.role === 'fail';
    if (c === undefined) continue;
    // ("single quotes are properly escaped": text escaped, said in the passive, not a bug that escaped
    // the checks.)
    if (words[k]!.w === 'escaped' && PASSIVE_BEFORE.has(words[k - 1]?.w ?? '')) c &= ~READ.escaped;
    seen |= c;
    if (because === -1 && c & READ.because) because = k;
    // ("tests still passed due to net/http's panic recovery", "were passing because of a previous bug":
    // why a bug got past the checks, as "survived" is.)
    if (c & READ.because && (words[k + 1]?.w === 'of' || words[k + 1]?.w === 'to') && (words[k - 1]?.w === 'passed' || (words[k - 1]?.w === 'passing' && (words[k - 2]?.w === 'was' || words[k - 2]?.w === 'were')))) seen |= READ.escaped;
    if (c & READ.fix && (words[k + 1]?.w === 'it' || words[k + 1]?.w === 'this')) fixesIt = true;
    if (c & READ.by && words[k + 1]?.w === 'accident') seen |= READ.notEarned;
  }
  if (seen & READ.escaped) return { checks: [], bare: false };
  // ("I believe the tests still pass, but I haven't re-run them", "I'm fairly sure lint is happy,
  // though I didn't run it": a guess, and the author says the check was not run.)
  if (seen & READ.guess && guessedUnrun(words)) return { checks: [], bare: false };
  // ("Compared to main, where `go vet` passes, this branch adds a warning", "Unlike v1 of this PR, which
  // passed CI but double-charged, this version …": what the change is set against, its result with it.)
  const against = comparedAgainst(words);
  if (against > 0) return against + 1 < words.length ? readSentence(words.slice(against + 1), unit, nested, aside) : { checks: [], bare: false };
  // ("main's nightly iOS build is green, but I haven't run anything on this branch yet", "test passed in
  // my other PR #412, not try here yet": a result, then the author saying this change was not run.)
  if (unrunHere(words)) return { checks: [], bare: false };
  // ("Root cause: the migration passed every test in CI because the fixtures have 10 rows": how the
  // fault got through, explained.)
  if (words[0]?.w === 'root' && words[1]?.w === 'cause' && words[2]?.w === ':') return { checks: [], bare: false };
  // ("@alice Thank you for confirming that the tests pass now!": another's report, thanked for.)
  if (thankedFor(words)) return { checks: [], bare: false };
  // ("The e2e suite passes about half the time", "Tests pass only sometimes": a flaky result, no pass.)
  if (seen & READ.flaky && passesNowAndThen(words)) return { checks: [], bare: false };
  // Results of an earlier commit ("green on the flagged commit", "In d309a18, X made go vet pass"),
  // unless a failure in the same sentence makes it a before/after report.
  if ((!failed || (earlierSubject(words) && !words.some((w) => w.w === 'now' || w.w === 'this'))) && earlierCommit(words)) return { checks: [], bare: false };
  // (Whatever follows it: "CI was green on the old lockfile, but after the bump the build breaks".)
  if (passedOnReplaced(words)) return { checks: [], bare: false };
  // "There were no typescript errors reported, because `tsc` was not being run": the reason undoes it.
  if (because !== -1 && words.slice(because + 1, because + 12).some(negates)) return { checks: [], bare: false };
  // "the tests pass by accident", "The build was green yesterday" (unless "now" makes it a before/after,
  // or "this fixes it" follows what broke).
  if (!fixesIt && seen & READ.notEarned && !(seen & READ.now)) return { checks: [], bare: false };

  if (unit.row) return readRow(words);
  // "- [x] Make sure tests pass via `mvn clean verify`": a ticked instruction says it was done.
  if (unit.checked && !nested && TICKED_INSTRUCTIONS.has(words[0]!.w)) {
    let k = words[0]!.w === 'make' && words[1]?.w === 'sure' ? 2 : 1;
    if (words[k]?.w === 'that') k++;
    // ("- [x] Doublecheck `pnpm run app:chrome`": the commands checked, of a kind or of none.)
    const rest = words.slice(k);
    if (words[0]!.w !== 'make' && rest.length > 0 && rest.every((w) => w.code)) {
      const named = checksNamed(rest);
      return { checks: named, bare: named.length === 0 };
    }
    if (k > 1 || words[0]!.w !== 'make') return readSentence(rest, { ...unit, checked: false }, true);
  }

  return readResults(words, unit, aside, seen, fixesIt);
}

/** What a sentence that passed readSentence's openings reports passing, result by result. */
const COMPLETED = new Set(['completed', 'completes', 'complete']);
const COMPLETED_HOW = new Set(['successfully', 'cleanly', 'without', 'with', 'green', 'ok', 'okay', 'fine', '(', ':', '—', '–', 'sans']);
function readResults(words: readonly Word[], unit: Sentence, aside: boolean, seen: number, fixesIt: boolean): Reading {
  const checks = new Set<CheckKind>();
  let bare = false;
  const claim = (kind: CheckKind | 'bare'): void => {
    if (kind === 'bare') bare = true;
    else checks.add(kind);
  };
  // A check of no kind named with a result of its own is kept beside the checks named: CI in brackets
  // ("All 39 test files pass (CI: ALL PASSED)"), a project's own check script or make target, a run
  // or the gates ("`bun run check` green", "make validate STRICT=1 clean", "smoke run green"). (Not CI
  // named elsewhere: "Full CI: 38/38 test files PASSED" is the tests', "the exact CI invocation (…):
  // 52 passed" the command's; nor success said of "it" or "everything", which is the checks named.)
  let bareNamed = false;

  for (let i = 0; i < words.length; i++) {
    const r = words[i]!;
    // "Project builds", "compiles cleanly", "typechecks".
    const built = buildVerb(words, i);
    if (built) {
      if (!blockedBefore(words, 0, i, i) && !failsAfter(words, i, built)) claim(built);
      continue;
    }
    if (r.role !== 'pass') continue;
    // ("## Tests completed", "Test Completed. Result={Fail}", "The test run completed": the run ended,
    // how it went not said.)
    const ran = words[i - 1]?.w === 'run' || words[i - 1]?.w === 'runs' ? i - 2 : i - 1;
    if (COMPLETED.has(r.w) && words[ran]?.role === 'check' && words[ran]!.check === 'test' && !words[ran]!.code && !COMPLETED_HOW.has(words[i + 1]?.w ?? '')) continue;
    // ("Another pass over the clippy warnings: fixed 12 of 30": a go at them, the noun.)
    if (r.w === 'pass' && DETERMINERS.has(words[i - 1]?.w ?? '') && (words[i + 1]?.w === 'over' || words[i + 1]?.w === 'at' || words[i + 1]?.w === 'through')) continue;
    // "runs the tests that already pass", "skips specs which currently pass": which checks, not a result.
    if (relativeClause(words, i)) continue;
    // "the example running is a side effect of it passing": the passing is named, not reported.
    if ((r.w === 'passing' || r.w === 'succeeding' || r.w === 'working') && (words[i - 1]?.w === 'it' || words[i - 1]?.w === 'them' || words[i - 1]?.w === 'its') && words[i - 2]?.w === 'of') continue;
    // "returned False, which pytest reports as a pass", "counted as a success": what a result is taken for.
    if ((words[i - 1]?.w === 'a' || words[i - 1]?.w === 'an') && words[i - 2]?.w === 'as') continue;
    const next = words[i + 1];
    // "green builds", "green CI".
    const greenNoun = (r.w === 'green' || r.w === '緑' || r.w === '绿') && next?.role === 'check' && !next.code;
    // "so a green test run cannot abort", "an all-green build": a kind of run described, not a result.
    if (greenNoun && DETERMINERS.has(words[i - 1]?.w ?? '')) continue;
    // "Green builds are cached for a week": what happens to such builds, not a result.
    if (greenNoun && i === 0 && DESCRIBED_BY.has(words[i + 2]?.w ?? '')) continue;
    // "Clean build on mingw too now.": a sentence that opens on the state of a check reports it.
    // ("Successful build.", "Successful build on ARM": the same, when nothing more follows than where.)
    const successful = i === 0 && (r.w === 'successful' || r.w === 'successfull') && (words.length === 2 || SUCCESSFUL_WHERE.has(words[2]?.w ?? ''));
    const opens = i === 0 && (r.w === 'clean' || r.w === 'green' || successful) && next?.role === 'check' && next.check !== 'bare' && !next.code;
    if (opens && !failsAfter(words, i + 1, next.check!)) {
      claim(next.check!);
      continue;
    }
    // "Happy CI \o/", "Green CI.": CI's state, said on its own.
    if (i === 0 && (r.w === 'green' || r.w === 'happy') && next?.check === 'bare' && next.w === 'ci' && words.length <= 4 && !words.some((w) => w.role === 'fail' || negates(w))) {
      claim('bare');
      continue;
    }
    // "✅ Test compatibility maintained", "✅ Tests added": the mark is on what was done to the tests,
    // not on a run of them.
    if (i === 0 && PASS_SYMBOLS.has(r.w) && next?.role === 'check' && next.check !== 'bare' && !next.code && WORK_ON_CHECKS.has(words[i + 2]?.w ?? '')) continue;
    if (!r.verb && next?.role === 'check') continue; // "passing tests" as a noun phrase
    // "report passed tests", "the passed specs": the tests that passed, named.
    if ((r.w === 'passed' || r.w === 'succeeded') && next?.role === 'check' && !next.code && NAMES_PASSED.has(words[i - 1]?.w ?? '')) continue;
    // "Flaky test passes 9 out of 10 times": some runs fail.
    if (outOf(words, i) || partOf(words, i)) continue;
    // "The doctor check passed the parsed Role directly", "TestX passed localOnly directly": "pass"
    // handing on a value, not a result.
    if (handsOn(words, i)) continue;
    // ("Tests passing is not a guarantee", "The fact that lint passes says nothing about correctness":
    // passing, spoken of in general, not reported.)
    if (spokenOf(words, i)) continue;
    // ("The packaging pipeline only worked on a Mac", "tests only pass on macOS": where it did not, said.)
    if (words[i - 1]?.w === 'only' && !r.count) continue;
    // "Tests passing on all 3 platforms are sorted first": the tests so described are the subject.
    if (r.w === 'passing' && words[i - 1]?.role === 'check' && describedAfter(words, i)) continue;
    // "an `import type` test passes either way": a test that cannot fail says nothing of the change.
    // ("the tests pass regardless of the time zone": where they pass, not a test that cannot fail.)
    // ("`assert result.ok` passes for any input, which hides the bug": it cannot fail.)
    // ("Everything passes through `normalize()` before hitting the cache": data on its way, not a result.)
    // ("All 9 existing tests now pass through Buck2": tests, run by a runner.)
    if (next?.w === 'through' && /^pass/.test(r.w) && words[i + 2]?.role !== 'check' && !(words[i + 2]?.w === 'the' && words[i + 3]?.role === 'check') && !words.slice(0, i).some((x) => x.role === 'check' && x.check !== 'bare')) continue;
    if ((next?.w === 'for' && words[i + 2]?.w === 'any' && DATA_SUBJECTS.has(words[i + 3]?.w ?? '')) || (next?.w === 'either' && words[i + 2]?.w === 'way') || (next?.w === 'regardless' && (words[i + 2]?.w !== 'of' || words.slice(i + 3, i + 7).some((x) => VACUOUS_OF.has(x.w))))) continue;
    // "so 'max_iterations: true' passed validation and then ran as a single iteration": a value let
    // through, and what went wrong after.
    if (validatedThen(words, i)) continue;
    const found = greenNoun ? { kinds: [next.check!], from: i } : checksFor(words, i);
    // ("All modified and coverable lines are covered by tests ✅", a coverage bot's line: what covers
    // the code, marked, not a run.)
    if (PASS_SYMBOLS.has(r.w) && found.from >= 2 && found.from < i && words[found.from - 1]!.w === 'by' && COVERED.has(words[found.from - 2]!.w)) continue;
    // A count names what it counts before it ("42 tests passed"), or it counts tests.
    // ("Critical Issues Fixed: 5/5 (100%)": the label says what is counted.)
    const countsOther = r.count && found.from === i && words.slice(Math.max(0, i - 6), i).some((x) => COUNTED_THINGS.has(x.w));
    if (countsOther) continue;
    // ("Build: 3 succeeded, 0 failed", Visual Studio's "Rebuild All: 14 succeeded, 0 failed": projects built,
    // counted under the build's label.)
    let kinds = r.count && found.from === i ? [buildLabelled(words) ? 'build' as const : 'test' as const] : found.kinds;
    if (r.count && r.ofTests && found.from < i && words[i - 1]?.role === 'number' && WHOLE_NUMBER.test(words[i - 1]!.w) && /^pass/.test(r.w) && !kinds.includes('test')) kinds = [...kinds, 'test'];
    // ("Verified: typecheck, build, 101/101 tests": the last item's count is of the check it names.)
    if (r.count && found.from < i && next?.role === 'check' && next.check !== 'bare' && !next.code && !kinds.includes(next.check!)) kinds = [...kinds, next.check!];
    // "Quality gates green: lint, mypy strict, 91% coverage": the checks are listed after the colon.
    if (kinds.length === 0 && next?.w === ':') {
      const listed: CheckKind[] = [];
      for (let j = i + 2; j < words.length && j - i <= 24; j++) {
        const w = words[j]!;
        if (w.w === ';' || w.role === 'fail' || negates(w)) break;
        if (w.role === 'check' && w.check !== 'bare' && !listed.includes(w.check!)) listed.push(w.check!);
      }
      if (listed.length > 0) kinds = listed;
    }
    // "check-arxiv-bundle OK", "`./scripts/check-doc-flags.sh` passes": a project's own check script,
    // of no kind the classifier knows, claims success all the same.
    let named = false;
    // ("The `check-i18n.sh` script now passes": the script named, then what it is, and when.)
    // ("`gh aw compile` succeeds with no errors or warnings", "`renovate-config-validator` passes with no
    // migration warnings": and how clean.)
    const when = NOW_OR_STILL.has(words[i - 1]?.w ?? '') ? 1 : 0;
    // ("`pnpm check` — clean", "`pnpm check` — 0 warnings, 0 errors": the script, a dash, its result.)
    const mark = words[i - 1]?.w === '0' ? i - 2 : i - 1;
    const dashed = RESULT_MARKS.has(words[mark]?.w ?? '') && words[mark - 1]?.code === true && (next === undefined || SCRIPT_RESULT_END.has(next.w));
    // ("`pnpm install` now succeeds": a command, then when; "`model_id` still works" says what a name does.)
    const script = words[i - 1 - when]?.w === 'script' && words[i - 2 - when]?.code ? i - 2 - when : dashed ? mark - 1 : when === 1 && words[i - 1]!.w === 'now' && (r.w === 'succeeds' || r.w === 'succeeded') && words[i - 2]?.code === true && TICKED_COMMAND.test(words[i - 2]!.w) ? i - 2 : i - 1;
    // ("`pnpm install` — success": the noun, after the script's dash or colon.)
    // ("`uv lock --check` passes: the lockfile is up to date": what it passing means, after a colon; not
    // "→ PASS: 23/23", a runner's count.)
    if (kinds.length === 0 && (r.verb || STATES.has(r.w) || (r.w === 'success' && dashed)) && words[script] && scriptLike(words[script]!) && (!words[script]!.code || next === undefined || SCRIPT_RESULT_END.has(next.w) || (next.w === ':' && words[i + 2] !== undefined && words[i + 2]!.role !== 'number') || (SUCCEEDS.has(r.w) && (WHERE_FROM.has(next.w) || (next.w === 'with' && words[i + 2]?.w === '0'))) || (next.w === 'with' && (words[i + 2]?.w === '0' || words[i + 2]?.w === 'no') && words.slice(i + 3, i + 6).some((x) => FAULT_NOUNS.has(x.w))) || r.w.startsWith('exit') || (script < i - 1 && !RESULT_MARKS.has(words[i - 1]!.w)) || dashed)) {
      kinds = ['bare'];
      named = true;
    }
    // "Smoke run green", "Quality gates green": a run or the gates, no check named.
    // ("All pre-push gates pass", "The validator passes".)
    // ("The `windows-latest` job is green", "The smoke run is green now": a run or a CI job by its name.)
    const copula = COPULAS.has(words[i - 1]?.w ?? '') ? 1 + (COPULAS.has(words[i - 2]?.w ?? '') ? 1 : 0) : 0;
    const runNoun = words[i - 1 - copula]?.w ?? '';
    // ("Only the macOS leg passed", "23/24 jobs green": some of the runs; "All 9 matrix jobs passed".)
    const runNamed = words.slice(Math.max(0, i - 5 - copula), i - 1 - copula);
    const someRuns = CI_JOB_NOUNS.has(runNoun) && runNamed.some((x) => x.w === 'only' || ((x.role === 'number' || x.w === '/') && !runNamed.some((y) => y.w === 'all')));
    // ("QA ✅": the mark, after the run.)
    if (kinds.length === 0 && (r.w === 'green' || r.w === 'ok' || r.w === 'passed' || r.w === 'passes' || r.w === 'clean' || (r.w === 'pass' && PLURAL_RUN_NOUNS.has(runNoun)) || (PASS_SYMBOLS.has(r.w) && QA_NAMES.has(runNoun) && copula === 0)) && (RUN_NOUNS.has(runNoun) || (CI_JOB_NOUNS.has(runNoun) && !someRuns))) {
      kinds = ['bare'];
      named = true;
    }
    // "The tests that were failing now pass", "Tests that failed before this change now pass".
    if (kinds.length === 0 && words[i - 1]?.w === 'now') kinds = failedThenNow(words, i);
    // ("Verified it fails when -NoPersist is passed … and passes with the current conditional": the red
    // run's case is no condition on the green one, which is read from the "and" that joins them.)
    let since = 0;
    if (kinds.length === 0) {
      if (r.count || failedBeforePassAfter(words, i)) {
        kinds = ['test'];
        if (!r.count && (TESTED_OPENINGS.has(words[0]!.w) || OBJECT_DETERMINERS.has(words[0]!.w) || words[0]!.role === 'check')) for (let k = i - 1; k > 0 && since === 0; k--) if (words[k]!.w === 'and' || words[k]!.w === ',') since = k + 1;
      } else if (r.check) kinds = [r.check];
      else if (pronounSubject(words, i)) kinds = [antecedentCheck(words, i) ?? 'bare'];
      else continue;
    }
    if ((since > 0 ? blockedBefore(words, since, i, i) : blockedBefore(words, 0, i, Math.min(found.from, i, r.count ? countRunStart(words, i) : i))) || despiteFailure(words, i)) continue;
    for (const k of kinds) if (!failsAfter(words, i, k)) claim(k);
    // (A make target by name, "make validate STRICT=1 clean", is such a check too.)
    named ||= kinds.length === 1 && kinds[0] === 'bare' && words.slice(Math.min(found.from, i), i).some((w) => w.code && w.check === 'bare' && w.w.startsWith('make '));
    // ("CI is green and `pytest` passes locally": CI by name, in a clause of its own, beside the check.)
    named ||= kinds.length === 1 && kinds[0] === 'bare' && found.from < i && CI_NAMES.has(words[found.from]!.w) && !words[found.from]!.code && i - found.from <= 3 && !words.slice(found.from + 1, i).some((w) => w.role === 'check');
    // ("Lint is clean, and all checks are green": the checks, a clause of their own after "and".)
    named ||= kinds.length === 1 && kinds[0] === 'bare' && found.from < i && words[found.from]!.w === 'checks' && !words[found.from]!.code && besideAfterAnd(words, words[found.from - 1]?.w === 'all' ? found.from - 1 : found.from);
    // ("Tests pass, green CI", "…, make check, and green GitHub checks": CI by name after "green".)
    named ||= greenNoun && next!.check === 'bare' && (CI_NAMES.has(next!.w) || next!.w === 'github-checks');
    if (named && kinds.length === 1 && !failsAfter(words, i, 'bare')) bareNamed = true;
    // ("`format`, `lint`, and `typecheck` pass": the script of no kind listed with them passed too.)
    if (kinds.length > 1 && kinds.includes('bare') && words.slice(found.from, i).some((w) => w.code && w.role === 'other' && SCRIPT_SPAN.test(w.w)) && !failsAfter(words, i, 'bare')) bareNamed = true;
  }
  // "I was able to build it successfully", "All packages build.": a build, said with the verb.
  if (seen & READ.buildVerb) for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.code || !(w.w === 'build' || w.w === 'compile' || w.w === 'rebuild')) continue;
    // ("I can build the docs locally": the author, able to.)
    // ("We can build a test that runs Valgrind": make one, not build the code.)
    const can = words[i - 1]!.w === 'can' && (words[i - 2]?.w === 'i' || words[i - 2]?.w === 'we') && i === 2 && words[i + 1]?.w !== 'a' && words[i + 1]?.w !== 'an';
    const able = (words[i - 1]!.w === 'to' && words[i - 2]?.w === 'able') || can;
    // ("All existing static assertions still compile": "still", "now" or "also" between.)
    const subject = AGAIN.has(words[i - 1]!.w) && i >= 2 ? i - 2 : i - 1;
    // ("All unit tests compile.": the tests, built.)
    const plural = (BUILDING_SUBJECTS.has(words[subject]!.w) || (w.w === 'compile' && words[subject]!.w === 'tests')) && (i + 1 === words.length || BUILD_DONE.has(words[i + 1]!.w) || words[i + 1]!.w === '.');
    if ((able || plural) && (can || !blockedBefore(words, 0, i, i)) && !words.slice(0, i).some((x) => x.w === 'unable' || negates(x)) && !failsAfter(words, i, 'build')) claim('build');
  }
  // "fixes all of the warnings yielded by `cargo clippy`", "lint errors fixed": the check is clean now.
  if (seen & READ.fix) for (let i = 0; i < words.length; i++) {
    if (!FIX_VERBS.has(words[i]!.w)) continue;
    // ("Resolved all test failures", "Resolved all pre-commit errors (Flake8, Mypy) and Pytest failures":
    // every failure of the tests fixed, as "Fixed all failing tests" says.)
    for (let j = i + 3; j < words.length && j <= i + 14; j++) {
      if (words[j]!.w !== 'failures' || words[j - 1]!.role !== 'check' || words[j - 1]!.check !== 'test' || words[j - 1]!.code) continue;
      const between = words.slice(i + 1, j - 1);
      if ((between[0]!.w === 'all' || between[0]!.w === 'every') && !between.some((w) => negates(w) || CONTRAST.has(w.w) || w.role === 'pass') && !blockedBefore(words, 0, i, i)) claim('test');
      break;
    }
    let fault = -1;
    for (let j = i + 1; j < words.length && j <= i + 5; j++) if (words[j]!.w === 'warnings' || words[j]!.w === 'errors' || words[j]!.w === 'issues' || words[j]!.w === 'complaints') { fault = j; break; }
    // "fixes all of the warnings" leaves the check clean; "fixes various lint errors" may not.
    // ("fixes many but not all warnings": some of them.)
    if (fault === -1 || !words.slice(i + 1, fault).some((w) => w.w === 'all' || w.w === 'every' || w.w === 'remaining') || words.slice(i + 1, fault).some((w) => negates(w) || CONTRAST.has(w.w))) continue;
    // ("I have run `npm run lint` and fixed all issues": the check run just before.)
    for (let j = Math.max(0, i - 6); j < words.length && j <= fault + 5; j++) {
      const k = words[j]!.check;
      if (j < i && !(words[j]!.code || words.slice(j + 1, i).some((x) => x.w === 'and'))) continue;
      // ("Fixed all warnings, but lint still fails": a check after the faults, in a clause of its own, is no
      // source of them; "all pre-commit errors (Flake8, Mypy)" names them in brackets.)
      if (j > fault && clauseBetween(words, fault + 1, j)) break;
      if (words[j]!.role === 'check' && (k === 'lint' || k === 'typecheck') && !blockedBefore(words, 0, i, i)) claim(k);
      // ("Fixed all Swift test compilation errors": the build's errors, all fixed.)
      else if (words[j]!.role === 'check' && k === 'build' && j > i && j < fault && words[fault]!.w === 'errors' && !words[j]!.code && !blockedBefore(words, 0, i, i)) claim(k);
      // ("Fixed all TypeScript errors", "fixes all type errors": the type checker's, as "no type errors" is.)
      else if ((words[j]!.w === 'typescript' || words[j]!.w === 'type') && j > i && j < fault && words[fault]!.w === 'errors' && !blockedBefore(words, 0, i, i)) claim('typecheck');
    }
  }

  // "I had accidentally broken `npm test`, but this fixes it", "#19951 broke P1 test build - this fixes
  // it": the check named broken is whole again.
  if (fixesIt && checks.size === 0) {
    const broke = words.findIndex((w) => w.w === 'broken' || w.w === 'broke' || w.w === 'breaks');
    const fix = words.findIndex((w, k) => k > broke && FIX_VERBS.has(w.w));
    if (broke !== -1 && fix !== -1 && !blockedBefore(words, 0, fix, fix)) {
      const named = words.slice(broke + 1, fix).filter((w) => w.role === 'check' && w.check !== 'bare');
      const last = named.at(-1);
      if (last) claim(last.check!);
    }
  }
  // ("Verified the fix by running the test suite", "I've verified the changes work by running the
  // tests": the change tried by a run of the checks named after "running".)
  for (let i = 0; i < words.length && i <= 3; i++) {
    if (!VERIFIED_BY_RUN.has(words[i]!.w) || !(i === 0 || WHO_CHECKED.has(words[i - 1]!.w) || (i === 2 && (words[0]!.w === 'i' || words[0]!.w === 'we') && words[1]!.w === 'have'))) continue;
    let j = i + 1;
    if (OBJECT_DETERMINERS.has(words[j]?.w ?? '') || words[j]?.w === 'my' || words[j]?.w === 'our') j++;
    if (!CHANGE_NOUNS.has(words[j]?.w ?? '') && words[j]?.w !== 'it') break;
    j++;
    if (words[j]?.w === 'work' || words[j]?.w === 'works' || words[j]?.w === 'worked') j++;
    if (words[j]?.w !== 'by' || (words[j + 1]?.w !== 'running' && words[j + 1]?.w !== 'executing') || words.some((x) => x.role === 'fail' || negates(x) || x.w === '?' || CONDITIONS.has(x.w))) break;
    for (let k = j + 2; k < words.length && k <= j + 12; k++) {
      const c = words[k]!;
      if (c.role === 'check' && c.check !== 'bare') claim(c.check!);
      else if (!(RAN_CHECKS_BETWEEN.has(c.w) || c.code)) break;
    }
    break;
  }
  // "verified that the build works by running `go build ./...` and `go test ./...`": the commands that
  // showed it are claimed with it.
  for (let i = 0; i < words.length && (checks.size > 0 || bare); i++) {
    const w = words[i]!;
    if (!(w.role === 'pass' && w.verb) || !(words[i + 1]?.w === 'by' || words[i + 1]?.w === 'with' || words[i + 1]?.w === 'using')) continue;
    for (let k = i + 2; k < words.length && k <= i + 10; k++) {
      const c = words[k]!;
      if (c.role === 'check' && c.code && c.check !== 'bare') claim(c.check!);
      else if (!(c.w === 'running' || c.w === 'and' || c.w === ',' || c.w === '&' || c.w === '+' || c.code)) break;
    }
  }
  // "sanity checked with `npm run lint`", "validated locally with go build": the check was run and
  // found nothing (a command listed with no such verb is not a result).
  if (seen & READ.checkedWith) for (let i = 0; i < words.length; i++) {
    if (!CHECKED_OR_ENSURED.has(words[i]!.w)) continue;
    let j = i + 1;
    // ("ensured style with gofmt, goimports and linter", "checked formatting with prettier": what the
    // tools named after it look at.)
    if (CHECKED_ASPECTS.has(words[j]?.w ?? '') && (words[j + 1]?.w === 'with' || words[j + 1]?.w === 'using' || words[j + 1]?.w === 'via')) j++;
    // "verified the build with `cargo build --release`": the check named, then the command.
    while (j < words.length && j <= i + 3 && ((words[j]!.role === 'check' && !words[j]!.code && words[j]!.check !== 'bare') || words[j]!.w === 'the' || words[j]!.w === 'locally' || words[j]!.w === 'manually' || words[j]!.w === 'again' || words[j]!.w === 'it' || words[j]!.w === 'this' || words[j]!.w === 'everything')) j++;
    if (!(words[j]?.w === 'with' || words[j]?.w === 'using' || words[j]?.w === 'via' || words[j]?.w === 'by')) continue;
    if (words[j + 1]?.w === 'running') j++;
    if (blockedBefore(words, 0, i, i) || words.slice(Math.max(0, i - 6), i).some(negates)) continue;
    let modifiers = 0;
    for (let k = j + 1; k < words.length && k <= j + 8; k++) {
      const w = words[k]!;
      if (w.role === 'check' && w.check !== 'bare') {
        // "verified with tsc --showConfig", "checked with the test server": a tool used for something else.
        const n = words[k + 1];
        if (!w.code && n && n.role === 'other' && !FILLER.has(n.w) && n.w !== 'which' && n.w !== 'that') break;
        if (!failsAfter(words, k, w.check!)) claim(w.check!);
        continue;
      }
      // ("verified via the e2e-minimax-smoke test that …": a check's name of a few words.)
      if (w.role === 'other' && !w.code && ++modifiers <= 3 && (words[k + 1]?.role === 'check' || (words[k + 1]?.role === 'other' && words[k + 2]?.role === 'check'))) continue;
      if (!(w.w === ',' || w.w === 'and' || w.w === '&' || w.w === '+' || w.w === '/' || FILLER.has(w.w))) break;
    }
  }

  // ("Tested building on Linux and macOS", "I've tested the windows build by …", "Verified the build on
  // macOS": the author's own build, tried, as "Tested compile after the last patch" is.)
  for (let i = 0; i + 1 < words.length && i <= 40; i++) {
    if (!TESTED_OPENINGS.has(words[i]!.w) || !(i === 0 || TRIED_BY_AUTHOR.has(words[i - 1]!.w))) continue;
    let j = i + 1;
    if (OBJECT_DETERMINERS.has(words[j]?.w ?? '')) j++;
    if (words[j]?.role === 'other' && !words[j]!.code && /^[a-z][a-z0-9-]*$/.test(words[j]!.w) && words[j + 1]?.role === 'check') j++;
    const b = words[j];
    // ("tested building 64-bit AU, VST, and VST3 plug-ins on both Mac and Windows": what was built, then where.)
    let then = j + 1;
    if (b?.w === 'building') while (then < words.length && then <= j + 10 && !BUILD_TRIED_THEN.has(words[then]!.w) && words[then]!.role !== 'check' && words[then]!.role !== 'pass') then++;
    if (then > j + 1 && words[then - 1]!.w === ',') then = j + 1;
    if (b === undefined || b.role !== 'check' || b.check !== 'build' || b.code || !TRIED_BUILDS.has(b.w) || !(words[then] === undefined || BUILD_TRIED_THEN.has(words[then]!.w))) continue;
    if (!words.some((x) => x.role === 'fail' || negates(x) || x.w === '?' || CONDITIONS.has(x.w))) claim('build');
    break;
  }
  // A checked task item that only names checks: "- [x] Lint", "- [x] `npm test`".
  // "- [x] Unit tests: `tests/test_a.py`, `tests/test_b.py`": the files a check covered may follow it.
  // ("- [x] Manual tests" under "How is this PR tested?": how it was tried, as "Tested manually", no result.)
  // ("- [x] Ran the unit tests": ticked, the run is done, as "- [x] Run the unit tests" is; "- [x] All
  // tests are running locally", "- [x] All tests executed" too; "- [x] npm build / test / typecheck":
  // the item opens on the runner, the scripts it ran after it; "- [x] Run pnpm format" is a step.)
  const opensOnRunner = SCRIPT_RUNNERS.has(words[0]!.w);
  if (unit.checked && checks.size === 0 && !bare && words.length <= 12 && words.some((w) => w.role === 'check' && w.check !== 'bare') && words.every((w, k) => w.role === 'check' || FILLER.has(w.w) || (w.code && w.role === 'other') || w.w === ',' || w.w === '/' || (opensOnRunner && (SCRIPT_RUNNERS.has(w.w) || (w.w === 'run' && SCRIPT_RUNNERS.has(words[k - 1]!.w)))) || (k === 0 && TICKED_RAN.has(w.w)) || (k > 0 && TICKED_RUNNING.has(w.w))) && !(words[0]!.w === 'manual' && words.length === 2)) {
    for (const w of words) if (w.role === 'check' && w.check !== 'bare') checks.add(w.check!);
  }
  // "- [x] `npm run build` — generates 14 config files", or the same under "All checks pass:": a
  // ticked (or claimed) item that opens on a command asserts it, whatever it goes on to describe.
  if (unit.checked && checks.size === 0 && !bare && words[0]?.code && words[0].role === 'check' && words[0].check !== 'bare' && !words.some((w) => w.role === 'fail' || negates(w))) checks.add(words[0].check!);
  // ("- [x] 39 unit tests for framework detection logic": ticked, a count of tests, run and passing.)
  if (unit.checked && checks.size === 0 && !bare && words[0]?.role === 'number' && WHOLE_NUMBER.test(words[0].w) && words[0].w !== '0' && words.slice(1, 4).some((w) => w.role === 'check' && w.check === 'test' && !w.code) && !words.some((w) => w.role === 'fail' || negates(w) || w.w === '?') && !words.slice(1, 6).some((w) => WORK_ON_CHECKS.has(w.w))) checks.add('test');
  // "Pre-commit hooks pass (biome + typecheck)": the checks named in brackets after a result.
  for (let i = 0; i + 1 < words.length && (checks.size > 0 || bare); i++) {
    if (!(words[i]!.role === 'pass' && words[i]!.verb && words[i + 1]!.w === '(')) continue;
    const inside: (CheckKind | 'bare')[] = [];
    let passed = false;
    let ci = false;
    let k = i + 2;
    for (; k < words.length && k - i <= 10 && words[k]!.w !== ')'; k++) {
      const w = words[k]!;
      if (w.role === 'fail' || negates(w)) break;
      if (w.role === 'check') inside.push(w.check!);
      passed ||= w.role === 'pass';
      ci ||= w.check === 'bare' && CI_NAMES.has(w.w);
    }
    if (words[k]?.w !== ')') continue;
    for (const c of inside) if (c !== 'bare' || passed) claim(c);
    // ("All 39 test files pass (CI: ALL PASSED)": CI, by name, with its own result.)
    bareNamed ||= ci && passed;
  }

  // (A bracket after an instruction is no sentence's opening: "Replace X with Y (verified free-tier)"
  // annotates Y; "Add the test, verified red->green" after a comma reports.)
  // (What a bracket after an instruction says annotates the instruction: "Keep the gist reference
  // (verified still live and working)" claims nothing of this change.)
  let success = aside ? undefined : bareSuccess(words, !aside, unit.checked);
  // ("The build is green and I confirmed the page renders": after a check's result and "and", the
  // author's own trial opens a clause, read as a sentence's opening is.)
  if (success === undefined && !aside && checks.size > 0) {
    const k = words.findIndex((x, m) => x.w === 'and' && (words[m + 1]?.w === 'i' || words[m + 1]?.w === 'we') && besideAfterAnd(words, m + 1));
    if (k !== -1 && bareSuccess(words.slice(k + 1), true, unit.checked) !== undefined) success = 'beside';
  }
  bare ||= success !== undefined;
  // ("All acceptance criteria met, tests passing": the criteria are named, beside the tests.)
  bareNamed ||= success === 'criteria' || success === 'beside';
  // Success said of "it", "all", or after "Verified", in a sentence that names its checks, is a claim
  // of those checks ("Ran test 20 times: all passed", "Verified locally with `go test`"). The app
  // said to work is a claim of its own ("Application is working fine but it skipped few tests").
  if ((bare || checks.size > 0) && success !== 'app') {
    // ("Verified: removing the arm …, failing the test as designed": a check said to fail is not the
    // one that succeeded.)
    const passed = words.findIndex((w) => w.role === 'pass');
    const named = words.filter((w, k) => (w.role === 'check' && w.check !== 'bare' && !w.code ? true : w.role === 'check' && w.code === true) && !saidToFail(words, k, passed) && !placeVerified(words, k) && !buildSetting(words, k) && !checkWritten(words, k) && !checkAbsent(words, k));
    // ("Verified: typecheck, biome check, file-size check, build, 101/101 tests": every check the label
    // lists, not only those a result word follows.)
    const listed = words[0]!.w === 'verified' && words[1]?.w === ':';
    if (bare && (checks.size === 0 || listed) && named.length > 0 && !blockedBefore(words, 0, words.length, words.length)) for (const w of named) if (w.check !== 'bare') checks.add(w.check!);
    if (checks.size > 0 && !bareNamed) bare = false;
  }
  // A count with failures ("2 FAIL", "38 failing tests") makes the sentence a report of failure.
  // "Verified red before the fix (3 of 5 fail) and green after" counts the failures of the run before.
  // ("fails (0/3) without the fix, passes with it": the failures are the run without the change.)
  // (Most sentences count no failure: the passes that look at one are skipped.)
  const failedCount = words.some((w) => w.role === 'fail' && w.count);
  const beforeAfter = (seen & READ.before && seen & (READ.after | READ.now)) || (failedCount && words.some((w, k) => w.role === 'fail' && w.count && words[k + 1]?.role === 'check' && words.slice(k + 2, k + 5).some((x) => x.w === 'now'))) || words.some((w, k) => (w.w === 'without' || w.w === 'sans') && (CHANGE_NOUNS.has(words[k + 1]?.w ?? '') || CHANGE_NOUNS.has(words[k + 2]?.w ?? '')) && words.slice(k + 2, k + 8).some((x) => x.role === 'pass' && x.verb)) || (failedCount && words.some((w, k) => w.role === 'fail' && w.count && elsewhereThenHere(words, k)));
  if (!beforeAfter && failedCount) {
    checks.delete('test');
    // ("3 errors, 0 warnings from tsc": the zero beside a count of errors is of the same run.)
    for (let k = 0; k < words.length; k++) {
      if (!(words[k]!.role === 'fail' && words[k]!.count && FAULT_NOUNS.has(words[k]!.w) && words[k - 1]?.role === 'number')) continue;
      for (let j = Math.max(0, k - 4); j < words.length && j <= k + 4; j++) if (words[j]!.role === 'pass' && FAULT_NOUNS.has(words[j]!.w) && words[j]!.check && words[j]!.check !== 'bare') checks.delete(words[j]!.check as CheckKind);
    }
    // "Cross-tested across 23 repos (244/245 checks passing)": not all of them passed.
    if (words.some((w, k) => w.role === 'fail' && w.count && words[k + 1]?.check === 'bare')) bare = false;
  }
  // ("`sbt test` reports [success] with 0 tests executed", "green, but no tests were collected": no
  // test ran, so none passed.)
  if (checks.has('test') && words.some((w, k) => w.w === 'no' && words[k + 1]?.check === 'test' && !words[k + 1]!.code && (NO_TESTS_RAN.has(words[k + 2]?.w ?? '') || ((words[k + 2]?.w === 'were' || words[k + 2]?.w === 'was') && NO_TESTS_RAN.has(words[k + 3]?.w ?? ''))))) checks.delete('test');
  return { checks: [...checks], bare };
}

// ("Verified locally and tests added", "Verified live and covered by new regression tests": tests
// written for the change, not a run of them.)
const WRITTEN = new Set(['added', 'updated', 'written', 'extended', 'expanded']);
const COVERED = new Set(['covered', 'backed', 'pinned', 'guarded']);
// ("There are no tests, but everything works", "I didn't find any tests to run, but it works": no
// check was there to run. "without any tests failing" is a run.)
const ABSENT_BEFORE = new Set(['no', 'any', 'without']);
const REGRESSIONS = new Set(['regression', 'regressions']);
const SEEN_FAULTS = new Set(['visible', 'obvious', 'noticeable', 'apparent', 'unexpected', 'additional', 'further', 'console', 'runtime']);
const ABSENT_BETWEEN = new Set(['new', 'unit', 'more', 'other', 'automated', 'existing', 'relevant']);
function checkAbsent(words: readonly Word[], k: number): boolean {
  const j = ABSENT_BETWEEN.has(words[k - 1]?.w ?? '') ? k - 2 : k - 1;
  if (ABSENT_BEFORE.has(words[j]?.w ?? '')) return words[k + 1]?.role !== 'fail';
  const v = words[k + 1]?.w;
  return (v === 'are' || v === 'is') && (words[k + 2]?.w === 'missing' || words[k + 2]?.w === 'absent');
}
function checkWritten(words: readonly Word[], k: number): boolean {
  if (WRITTEN.has(words[k + 1]?.w ?? '')) return true;
  for (let j = k - 1; j >= 1 && j >= k - 4; j--) if (words[j]!.w === 'by' && COVERED.has(words[j - 1]!.w)) return true;
  return false;
}
/** "Verified against the production build: …": the check names where it was verified, not what. */
function placeVerified(words: readonly Word[], k: number): boolean {
  for (let j = k - 1; j >= 0 && k - j <= 5; j--) {
    if (words[j]!.w === ':' || words[j]!.w === ',') return false;
    if (VERIFIED_PLACE.has(words[j]!.w)) return words[j - 1]?.w === 'verified' && words.slice(k + 1, k + 4).some((x) => x.w === ':');
  }
  return false;
}
/** "Verified: all four samples pass under Swift 6.3 host build": the build they passed on, not one that passed. */
function buildSetting(words: readonly Word[], k: number): boolean {
  if (words[k]!.check !== 'build' || words[k]!.code) return false;
  for (let j = k - 1; j > 0 && k - j <= 5; j--) {
    if (words[j]!.w === ':' || words[j]!.w === ',' || (words[j]!.role !== 'other' && words[j]!.role !== 'number')) return false;
    if (BUILD_SETTING.has(words[j]!.w)) return words[j - 1]!.role === 'pass' && words[j - 1]!.verb;
  }
  return false;
}
/** Whether the check at k is said to fail; `passed`, where the sentence's first success is. */
function saidToFail(words: readonly Word[], k: number, passed: number): boolean {
  if (words[k - 1]?.role === 'fail' || (words[k - 2]?.role === 'fail' && OBJECT_DETERMINERS.has(words[k - 1]!.w))) return true;
  // ("CI is green, but the lint fails", "It is green, but lint is still failing": the check's own verb,
  // after the success. "The old test failed, but now all green": what failed before is green now.)
  if (passed === -1 || k < passed) return false;
  for (let j = k + 1; j < words.length && j <= k + 4; j++) {
    if (words[j]!.role === 'fail') return true;
    if (!FAILS_BETWEEN.has(words[j]!.w)) return false;
  }
  return false;
}
const FAILS_BETWEEN = new Set(['is', 'are', 'was', 'were', 'still', 'now', 'job', 'jobs', 'step', 'run', 'suite', 'keeps']);
const WORK_ON_CHECKS = new Set(['added', 'written', 'updated', 'created', 'implemented', 'maintained', 'compatibility', 'coverage', 'extended', 'expanded', 'refactored', 'rewritten', 'migrated', 'reorganized', 'restructured', 'removed', 'disabled', 'skipped', 'moved', 'renamed', 'infrastructure', 'helpers', 'utilities', 'scaffolding', 'plan', 'documentation', 'docs', 'config', 'configuration', 'setup']);
const SUCCESSFUL_WHERE = new Set(['on', 'in', 'for', 'with', 'under', 'locally', 'again', 'now', ',', '!']);
const OBJECT_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'this', 'that', 'these', 'those']);
function describedAfter(words: readonly Word[], i: number): boolean {
  for (let j = i + 1; j < words.length && j <= i + 8; j++) {
    const w = words[j]!;
    if (w.w === ',' || w.w === ';' || w.role === 'pass' || w.role === 'fail' || w.role === 'check') return false;
    if ((w.w === 'are' || w.w === 'is' || w.w === 'get' || w.w === 'were') && /^[a-z]+ed$/.test(words[j + 1]?.w ?? '')) return true;
  }
  return false;
}
// ("A normal public asset or polling URL passes validation and is fetched": data the code accepts.)
const DATA_SUBJECTS = new Set(['url', 'urls', 'input', 'inputs', 'value', 'values', 'request', 'requests', 'payload', 'payloads', 'string', 'strings', 'path', 'paths', 'token', 'tokens', 'header', 'headers', 'brackets', 'characters', 'field', 'fields', 'argument', 'arguments', 'email', 'emails', 'id', 'ids', 'name', 'names']);
function validatedThen(words: readonly Word[], i: number): boolean {
  let v = i + 1;
  while (v <= i + 4 && words[v]?.role === 'other' && words[v]!.w !== 'validation') v++;
  return words[v]?.w === 'validation' && words.slice(v + 1, v + 5).some((w) => w.w === 'then' || w.w === 'yet');
}
// ("Verification: Per verification method in `req-nf.md`": how it is to be verified, not what held.)
const HOW_TO_VERIFY = new Set(['per', 'see', 'according', 'as', 'via', 'using', 'by']);
const VERIFICATION_KINDS = new Set(['manual', 'local', 'live', 'e2e', 'end-to-end', 'my', 'our']);
// ("Input validation passing through to the handler": handed on, not passed.)
const HANDED_TO = new Set(['through', 'to', 'into', 'along', 'on', 'down']);
const RAN_FIRST = new Set(['ran', 'reran', 'executed', 'exercised']);
const VALIDATION = /^(?:[a-z]+-)?(?:validation|verification|audit|re-audit)$/;
const KEPT = new Set(['stay', 'stays', 'remain', 'remains', 'keep', 'keeps']);
const PASSED_CHECKS = new Set(['check', 'checks', 'gate', 'gates', 'validation', 'audit', 'suite', 'review']);
const PASSED_VALUES = new Set(['none', 'null', 'nil', 'undefined', 'true', 'false', 'nullptr', 'nothing']);
function handsOn(words: readonly Word[], i: number): boolean {
  const r = words[i]!;
  if (r.count || r.code || !(r.w === 'passed' || r.w === 'passes' || r.w === 'pass' || r.w === 'passing')) return false;
  // "by passing all test results to the validator": a check's output handed on.
  let k = i + 1;
  while (k < words.length && k <= i + 3 && (words[k]!.w === 'all' || words[k]!.w === 'the' || words[k]!.w === 'its' || words[k]!.w === 'their')) k++;
  if (words[k]?.role === 'check' && !words[k]!.code && PASSED_ALONG.has(words[k + 1]?.w ?? '') && (words[k + 2]?.w === 'to' || words[k + 2]?.w === 'into' || words[k + 2]?.w === 'through')) return true;
  if (r.w === 'passing') return false;
  const n = words[i + 1];
  if (n === undefined || n.role !== 'other' || n.code) return false;
  // An identifier ("localOnly", "ctx.opts") is a value; so are "None", "null", "true" ("In release
  // builds, pass None to use the default roots").
  if (/^[a-z]+[A-Z]/.test(n.w) || PASSED_VALUES.has(n.w)) return true;
  // ("`click` actually passes values through", "passes props down to the child": what is handed on.)
  if (/^[a-z]{3,}s$/.test(n.w) && (words[i + 2]?.w === 'through' || words[i + 2]?.w === 'down' || words[i + 2]?.w === 'along' || ((words[i + 2]?.w === 'to' || words[i + 2]?.w === 'into') && words[i + 3]?.w !== 'be')) && !STATES.has(n.w) && !HOW_IT_WENT.has(n.w)) return true;
  // ("submissions now pass the parsed workflow prompt context through an internal option": a value
  // handed on through something.)
  if (OBJECT_DETERMINERS.has(n.w) && words.slice(i + 2, i + 8).some((x) => x.w === 'through' || x.w === 'into') && !words.slice(i + 2, i + 8).some((x) => x.role === 'check' || x.role === 'pass' || x.role === 'fail' || PASSED_CHECKS.has(x.w))) return true;
  // "Test logger is passed to validateProperty": handed to something.
  if ((n.w === 'to' || n.w === 'into' || n.w === 'along' || n.w === 'down') && r.w === 'passed' && words[i + 2]?.w !== 'completion') return true;
  if (!OBJECT_DETERMINERS.has(n.w)) return false;
  // ("The linter passes the config to eslint": a thing, then where it is handed.)
  const thing = words[i + 2];
  if (thing !== undefined && thing.role === 'other' && !thing.code && !PASSED_CHECKS.has(thing.w) && HANDED_TO.has(words[i + 3]?.w ?? '') && words[i + 4]?.w !== 'be') return true;
  // "passed the buildbot test", "passes the CI", "passes its dead-link check": a check follows the
  // determiner.
  return !words.slice(i + 2, i + 5).some((x) => x.role === 'check' || x.role === 'pass' || x.role === 'fail' || PASSED_CHECKS.has(x.w));
}

const RELATIVE_ADVERBS = new Set(['already', 'currently', 'still', 'previously', 'normally', 'usually', 'always', 'reliably', 'consistently']);
function relativeClause(words: readonly Word[], i: number): boolean {
  let j = i - 1;
  if (RELATIVE_ADVERBS.has(words[j]?.w ?? '')) j--;
  return (words[j]?.w === 'that' || words[j]?.w === 'which') && words[j - 1]?.role === 'check' && words[j - 1]!.check !== 'bare';
}

// "builds", "compiles", "typechecks" used as verbs of success.
const BUILD_VERB = new Map<string, CheckKind>([['compile-tested', 'build'], ['build-tested', 'build'], ['builds', 'build'], ['assembles', 'build'], ['compiles', 'build'], ['compiled', 'build'], ['built', 'build'], ['rebuilt', 'build'], ['typechecks', 'typecheck'], ['type-checks', 'typecheck'], ['lints', 'lint']]);
const BUILD_DONE = new Set(['sans', 'cleanly', 'fine', 'smoothly', 'nicely', 'perfectly', 'flawlessly', 'great', 'properly', 'successfully', 'ok', 'okay', 'again', 'now', 'locally', 'correctly', 'clean', 'green', 'without', 'with', 'and', ',', ';', '✅', 'on', 'for', 'in', 'under', 'across', 'too', 'as', 'end-to-end', 'e2e']);
const BUILT_DONE = new Set(['successfully', 'cleanly', 'fine', 'smoothly', 'nicely', 'properly', 'without', 'sans', 'ok', 'correctly']);
const SUBJECTS = new Set(['project', 'it', 'code', 'thing', 'everything', 'app', 'crate', 'crates', 'package', 'packages', 'workspace', 'still', 'now', 'which', 'library', 'extension', 'site', 'docs', 'binary', 'plugin', 'module', 'also', 'and', 'this', 'branch', 'change', 'pr', 'tree', 'repo', 'repository', 'solution', 'target', 'targets', 'image', 'firmware', 'successfully', 'cleanly', 'that', 'frontend', 'backend', 'server', 'client', 'cli', 'service', 'sdk', 'container', 'ui', 'web', 'site', 'bundle', 'apps', 'projects', 'example', 'examples', 'everything', 'wheel', 'wheels', 'sdist', 'apk', 'jar', 'kernel', 'driver', 'installer', 'sphinx', 'shader', 'shaders', 'sketch', 'sketches', 'game', 'bitstream']);
/** ": 0", ": none", ": no errors" at k: a label's count of faults, none. */
function labelledNone(words: readonly Word[], k: number): boolean {
  if (k < 0 || words[k]?.w !== ':') return false;
  const n = words[k + 1];
  const after = words[k + 2];
  return n !== undefined && (n.w === '0' || n.w === 'none' || ((n.w === 'no' || n.w === 'zero') && (after?.w === 'errors' || after?.w === 'issues'))) && (after === undefined || after.w === 'errors' || after.w === 'issues' || after.w === ',' || after.w === '|' || after.w === ';');
}
const TDD_STEPS = new Set(['green', 'red', 'refactor']);
const CI_RUN_UNITS = new Set(['jobs', 'workflows', 'pipelines', 'legs']);
const PROMPT_END = /\b(?:because|since|as|by|that|so)\s*(?:\.\.\.|…)$/i;
const WHOLE_NUMBER = /^\d[\d,]*$/;
const PERCENT_SHORT = /^\d{1,2}(?:\.\d+)?%$/;
const BUILD_SETTING = new Set(['under', 'against', 'with', 'using', 'via', 'from', 'after', 'before', 'in', 'on']);
const BUILD_TRIGGERS = new Set(['every', 'each', 'push', 'pushes', 'merge', 'merges', 'tag', 'tags', 'release', 'releases', 'schedule', 'demand', 'pull_request', 'workflow_dispatch']);
const BUILT_ON_WORK = new Set(['top', 'work', 'ideas', 'idea', 'foundation', 'foundations', 'approach', 'changes', 'change', 'commit', 'commits', 'pr', 'prs', 'previous', 'earlier', 'prior', 'existing', 'groundwork', 'refactor', 'design', 'proposal', 'patch', 'branch']);
const BUILT_ARTIFACTS = new Set(['binary', 'binaries', 'image', 'images', 'package', 'packages', 'wheel', 'wheels', 'jar', 'apk', 'aab', 'ipa', 'bundle', 'release', 'docker', 'container', 'artifact', 'artifacts', 'executable', 'installer', 'dmg', 'msi', 'deb', 'rpm', 'firmware', 'debug', 'production', 'local', 'fresh', 'clean', 'full']);
function buildVerb(words: readonly Word[], i: number): CheckKind | undefined {
  const w = words[i]!;
  const kind = BUILD_VERB.get(w.w);
  if (kind === undefined || w.code) return undefined;
  const prev = words[i - 1];
  const next = words[i + 1];
  // ("Compile-tested on arm64 and x86_64", "Only build-tested, not run on hardware": built to see that
  // it builds, not run; "should be compile-tested" is a plan.)
  if (w.w === 'compile-tested' || w.w === 'build-tested') {
    const clauseEnd = words.findIndex((x, k) => k > i && (x.w === ',' || x.w === ';' || x.w === 'but'));
    return (prev === undefined || BUILDERS.has(prev.w) || COMPILE_TESTED_BEFORE.has(prev.w)) && !words.some((x) => x.role === 'fail' || x.w === '?') && !words.slice(0, clauseEnd === -1 ? words.length : clauseEnd).some(negates) ? kind : undefined;
  }
  // "the builds", "Builds: …" (a noun, a title) say nothing about this change's build.
  // ("other pedantic lints": the lints of a linter, a noun.)
  // ("Builds and runs on Windows 11": a sentence that opens on the build, then what else it does.)
  // ("Builds with `--features full` and with `--no-default-features`", "Compiled with `-Wall -Werror`, no
  // warnings": the flags it was built with, in a code span. "Builds with VS 2022 now": with what, then
  // "now" or "again" to end the sentence.)
  // ("`CMakeLists.txt` already compiles with `-fsanitize=address`": how the project is set up to build.)
  const withFlags = next?.w === 'with' && words[i + 2]?.w.startsWith('`-') === true && (prev === undefined || SUBJECTS.has(prev.w) || prev.role === 'check') && !words.some((x) => x.role === 'fail' || negates(x) || x.w === '?');
  const withThenAgain = next?.w === 'with' && withEndsOnAgain(words, i + 2);
  // ("Builds on Windows.", "Builds on my machine.": where.)
  const onPlace = next?.w === 'on' && (words[i + 2]?.w === 'my' ? MY_SIDE.has(words[i + 3]?.w ?? '') : BUILT_ON.has(words[i + 2]?.w ?? '') || VERIFIED_WHERE.has(words[i + 2]?.w ?? ''));
  const opensOnIt = i === 0 && next && (AGAIN.has(next.w) || HOW_IT_WENT.has(next.w) || withFlags || withThenAgain || onPlace || (next.w === 'and' && (RUNS.has(words[i + 2]?.w ?? '') || words[i + 2]?.role === 'pass')));
  // ("Verified docs-site builds": a compound's last part is the subject.)
  // ("The APK assembles again": Android's word for its build, said of what it makes.)
  if ((w.w === 'builds' || w.w === 'lints' || w.w === 'assembles') && !(prev && (SUBJECTS.has(prev.w) || prev.role === 'check' || (prev.w.includes('-') && SUBJECTS.has(prev.w.slice(prev.w.lastIndexOf('-') + 1))))) && !opensOnIt) return undefined;
  // ("This PR builds on the work of #250", "builds on top of …": is based on, not compiles.)
  if ((w.w === 'builds' || w.w === 'built') && next?.w === 'on') {
    const what = OBJECT_DETERMINERS.has(words[i + 2]?.w ?? '') ? words[i + 3] : words[i + 2];
    if (what !== undefined && (what.w.startsWith('#') || BUILT_ON_WORK.has(what.w))) return undefined;
    // ("The image builds on every push", "docs build on merge": when CI builds it, not a build's result.)
    if (BUILD_TRIGGERS.has(words[i + 2]?.w ?? '')) return undefined;
  }
  // ("I've successfully built a Ruby conversation exporter": made a thing, not compiled it; "Built a
  // Docker image", "built a release binary" name what a build makes.)
  if (w.w === 'built' && (next?.w === 'a' || next?.w === 'an') && !words.slice(i + 2, i + 5).some((x) => BUILT_ARTIFACTS.has(x.w))) return undefined;
  // "Only runs on PR builds", "for all CI builds": a noun after a preposition.
  // ("for older VS Code builds": the preposition a few words back.)
  if (w.w === 'builds') {
    for (let j = i - 2; j >= 0 && j >= i - 4; j--) {
      const x = words[j]!;
      if (NOUN_BEFORE.has(x.w)) return undefined;
      if (x.role !== 'other' || x.w === 'and' || x.w === 'now' || x.w === 'still' || x.w === 'also' || x.w === 'it' || x.w === 'which' || x.w === 'that' || x.w === ',') break;
    }
  }
  // "Built locally on macOS 14", "I built it on Windows and it runs": the author's own build, reported.
  if ((w.w === 'built' || w.w === 'compiled' || w.w === 'rebuilt') && (prev === undefined || BUILDERS.has(prev.w)) && next) {
    // ("Built the CLI locally (…) and ran it": what was built, in a few words, then where.)
    let at = next.w === 'it' || next.w === 'this' ? i + 2 : i + 1;
    // ("I built this PR locally for my native architecture": this change, by its name.)
    if (next.w === 'this' && THIS_CHANGE.has(words[i + 2]?.w ?? '') && BUILT_WHERE.has(words[i + 3]?.w ?? '')) at = i + 3;
    // ("I've built this code, uploaded it to the device and verified …": built, then used.)
    const builtThenUsed = (k: number): boolean => words[k]?.w === ',' && USED_AFTER_BUILD.has(words[k + 1]?.w ?? '');
    if (next.w === 'the' || next.w === 'a' || next.w === 'this') for (let k = i + 2; k <= i + 4 && words[k]?.role === 'other' && !words[k]!.code; k++) if (BUILT_WHERE.has(words[k + 1]?.w ?? '') || builtThenUsed(k + 1)) at = k + 1;
    const place = words[at];
    // ("Built on Valyu DeepSearch API": what it is made with, not where it was built.)
    const on = place?.w === 'on' ? (OBJECT_DETERMINERS.has(words[at + 1]?.w ?? '') || words[at + 1]?.w === 'my' ? words[at + 2] : words[at + 1]) : undefined;
    if (place && (BUILT_WHERE.has(place.w) || builtThenUsed(at)) && (on === undefined || BUILT_ON.has(on.w) || VERIFIED_WHERE.has(on.w) || on.role === 'number') && !words.slice(i + 1).some((x) => x.role === 'fail' || negates(x))) return kind;
  }
  // ("The project was built and tested using: …", "[x] Package was built and tested against unstable":
  // built, then used; "What was built:" names what.)
  // ("✅ Plugin rebuilt and deployed to SiYuan": the same, said as a headline.)
  const headline = prev !== undefined && prev.role === 'other' && !prev.code && /^[a-z][a-z-]+$/.test(prev.w) && !NOT_A_MODIFIER.has(prev.w) && (i === 1 || (i === 2 && (PASS_SYMBOLS.has(words[0]!.w) || words[0]!.w === 'the')));
  if ((w.w === 'built' || (w.w === 'rebuilt' && headline)) && (prev?.w === 'was' || prev?.w === 'were' || prev?.w === 'been' || headline) && next?.w === 'and' && USED_AFTER_BUILD.has(words[i + 2]?.w ?? '') && !words.slice(i + 1).some((x) => x.role === 'fail' || negates(x))) return kind;
  if ((w.w === 'built' || w.w === 'rebuilt') && !(next && BUILT_DONE.has(next.w)) && !(prev && (prev.w === 'successfully' || prev.w === 'cleanly'))) return undefined;
  // ("Compiled with GCC 8, 0 errors, 0 warnings", "Compiled with 0 errors": the author's compile, by
  // the compiler it went through or its count; "code compiled with clang" names how it is made.)
  // ("webpack 5.88.2 compiled with 1 warning in 3127 ms": webpack's own line, warnings and no error.)
  const compiledWith = w.w === 'compiled' && next?.w === 'with' && (((prev === undefined || BUILDERS.has(prev.w)) && (COMPILERS.test(words[i + 2]?.w ?? '') || words[i + 2]?.w === '0' || withFlags)) || warningsOnly(words, i + 2));
  if (w.w === 'compiled' && !compiledWith && !(next && BUILT_DONE.has(next.w)) && !(prev && (prev.w === 'successfully' || prev.w === 'cleanly'))) return undefined;
  // ("Compiles.", "Typechecks." alone: the author's short report; "Builds." alone is a title.)
  if (!next) return prev === undefined && w.w !== 'compiles' && w.w !== 'typechecks' && w.w !== 'type-checks' ? undefined : kind;
  // ("Compiles but no way of testing with the hardware": the build, then what else could not be done.)
  if (i === 0 && next.w === 'but') return kind;
  // ("It compiles but the tests fail": the build, then another check's failure.)
  if (next.w === 'but' && words.slice(i + 2, i + 5).some((x) => x.role === 'check' && x.check !== kind && x.check !== 'bare' && !x.code)) return kind;
  // "paper compiles (0 errors)": the count in brackets says it.
  // ("The frontend builds (`pnpm build` finished in 41s)": the command it was built with.)
  if (next.w === '(' && (words[i + 2]?.w === '0' || words[i + 2]?.w === 'no' || words[i + 2]?.role === 'pass' || (words[i + 2]?.code === true && words[i + 2]!.check === kind && !words.slice(i + 3, i + 15).some((x) => x.role === 'fail' || negates(x))))) return kind;
  // ("Verified docs-site builds (341 static pages)": what it built, counted.)
  if (next.w === '(' && words[i + 2]?.role === 'number' && words[i + 2]!.w !== '0' && (prev?.w === 'verified' || prev?.w === 'confirmed' || words[i - 2]?.w === 'verified' || words[i - 2]?.w === 'confirmed')) {
    const close = words.findIndex((x, k) => k > i + 2 && x.w === ')');
    if (close !== -1 && close <= i + 7 && !words.slice(i + 3, close).some((x) => x.role === 'fail' || FAULT_NOUNS.has(x.w) || negates(x))) return kind;
  }
  // "Successfully built the docs site": the adverb before says it.
  if ((w.w === 'built' || w.w === 'compiled') && (prev?.w === 'successfully' || prev?.w === 'cleanly')) return kind;
  // ("compiles without deprecation warnings": one word of what kind between.)
  // ("Now compiles without the `-fpermissive` hack": without a workaround it needed.)
  if (next.w === 'without' && !FAULT_NOUNS.has(words[i + 2]?.w ?? '') && words[i + 2]?.w !== 'any' && !(words[i + 2]?.role === 'other' && FAULT_NOUNS.has(words[i + 3]?.w ?? '')) && !words.slice(i + 2, i + 6).some((x) => WORKAROUNDS.has(x.w))) return undefined;
  // "builds with 2 warnings" is not clean; "now builds with Java 21" is a result, "builds with Gradle" a description.
  // ("The project now builds with only one informational warning": warnings only, so it built.)
  if (next.w === 'with' && words[i + 2]?.w === 'only' && words.slice(i + 3, i + 6).some((x) => x.w === 'warning' || x.w === 'warnings') && !words.slice(i + 3, i + 6).some((x) => x.role === 'fail' || x.w === 'error' || x.w === 'errors')) return kind;
  if (withFlags || withThenAgain || compiledWith) return kind;
  // ("The code compiles with gcc", "extracted heredoc compiles with osacompile": a compiler it went
  // through; "builds with Gradle" says how the project is built.)
  if (next.w === 'with' && (w.w === 'compiles' || w.w === 'compiled' || w.w === 'builds') && COMPILERS.test(words[i + 2]?.w ?? '') && !words.some((x) => x.role === 'fail' || negates(x) || x.w === '?')) return kind;
  if (next.w === 'with' && !(words[i + 2]?.w === '0' || words[i + 2]?.role === 'pass') && !(prev && AGAIN.has(prev.w) && !words.slice(i + 2, i + 6).some((x) => x.role === 'fail' || FAULT_NOUNS.has(x.w)))) return undefined;
  // ("[X] The code compiles (`cargo build`)": the command that built it, in brackets.)
  if (next.w === '(' && words[i + 2]?.code && words[i + 2]!.check === kind && words[i + 3]?.w === ')') return kind;
  return BUILD_DONE.has(next.w) || next.role === 'pass' ? kind : undefined;
}

/** "with VS 2022 now": up to four words from k, then "now" or "again" where the sentence ends. */
function withEndsOnAgain(words: readonly Word[], k: number): boolean {
  for (let j = k; j < words.length && j <= k + 4; j++) {
    const x = words[j]!;
    if (x.role !== 'other' && x.role !== 'number') return false;
    if ((x.w === 'now' || x.w === 'again') && j > k) {
      const after = words[j + 1]?.w;
      return after === undefined || after === '.' || after === '!';
    }
  }
  return false;
}
/** "1 warning in 3127 ms" from k: a count of warnings, and no error after it but a count of none. */
function warningsOnly(words: readonly Word[], k: number): boolean {
  if (words[k]?.role !== 'number' || !(words[k + 1]?.w === 'warning' || words[k + 1]?.w === 'warnings')) return false;
  return !words.slice(k + 2).some((x, j) => x.role === 'fail' || negates(x) || ((x.w === 'error' || x.w === 'errors') && words[k + 1 + j]?.w !== '0'));
}
const WORKAROUNDS = new Set(['hack', 'hacks', 'workaround', 'workarounds', 'shim', 'shims', 'kludge']);
const COMPILERS = /^(?:gcc|g\+\+|clang|clang\+\+|msvc|mingw|mingw-w64|icc|icx|nvcc|rustc|javac|kotlinc|tsc|swiftc|osacompile|emcc|zig|ghc|scalac|csc|roslyn)(?:-?\d[\w.]*)?$/;
/** Subjects of "build" as a verb: "All packages build", "the examples compile". */
const BUILDING_SUBJECTS = new Set(['packages', 'crates', 'targets', 'examples', 'samples', 'projects', 'apps', 'modules', 'plugins', 'workspaces', 'services', 'binaries', 'bindings', 'benchmarks', 'assertions', 'everything', 'they', 'both', 'shaders', 'sketches', 'boards']);
const COMPILE_TESTED_BEFORE = new Set(['only', 'just', 'was', 'is', 'been', 'and', ',', ':', 'also']);
const BUILDERS = new Set(['i', 'we', "i've", "we've", 'have', 'also']);
const USED_AFTER_BUILD = new Set(['tested', 'installed', 'run', 'ran', 'deployed', 'verified', 'signed', 'uploaded', 'launched', 'flashed']);
const BUILT_WHERE = new Set(['locally', 'on', 'under', 'against', 'and']);
const BUILT_ON = new Set(['ubuntu', 'debian', 'fedora', 'arch', 'alpine', 'centos', 'rhel', 'mac', 'osx', 'win', 'win32', 'win64', 'node', 'nodejs', 'ci', 'x86', 'x64', 'x86_64', 'arm', 'arm64', 'aarch64', 'm1', 'm2', 'm3', 'm4', 'apple', 'intel', 'amd64', 'runner', 'machine', 'host', 'both', 'all', 'every', 'each', 'clean', 'fresh', 'xcode', 'jdk', 'java', 'python', 'go', 'rust', 'stable', 'nightly', 'msvc', 'gcc', 'clang', 'wsl', 'docker', 'github', 'local', 'self-hosted']);
const AGAIN = new Set(['again', 'now', 'still', 'also', 'fine', 'cleanly', 'successfully', 'locally']);
// "Go+tsc+vitest(86)+golden+e2e+build green", "lint と型チェック": items of one list.
const LIST_SEPARATORS = new Set([',', '/', '・', '、', 'と', '+', '&']);
const HOOK_RUNNERS = new Set(['pre-commit', 'precommit', 'prek', 'lefthook', 'husky']);
const NOUN_BEFORE = new Set(['on', 'for', 'in', 'of', 'with', 'from', 'to', 'by', 'during', 'between']);
// ("Tach, Ruff, MyPy, Pyright, complexity, …, and installed-package smoke passed": a long list of
// what ran, the sentence's whole subject, each item a few words, the last after "and".)
const LISTED_PASSED_END = new Set(['.', '!', ',', ';', 'locally', 'on', 'in', 'under', 'across', '(', 'again', 'cleanly']);
function listedBefore(words: readonly Word[], i: number): { kinds: (CheckKind | 'bare')[]; from: number } | null {
  const after = words[i + 1]?.w;
  if (words[i - 1]?.role !== 'other' || !words[i]!.verb || !(after === undefined || LISTED_PASSED_END.has(after))) return null;
  const kinds: (CheckKind | 'bare')[] = [];
  let commas = 0;
  let inItem = 0;
  let sawAnd = false;
  let j = i - 1;
  for (; j >= 0 && i - j <= 64; j--) {
    const w = words[j]!;
    if (w.w === ',') {
      if (inItem === 0) return null;
      commas++;
      inItem = 0;
      continue;
    }
    if (w.w === 'and' && commas === 0 && words[j - 1]?.w === ',') {
      sawAnd = true;
      continue;
    }
    if (w.w === ':' || w.w === '—' || w.w === '-') break;
    if (w.role === 'pass' || w.role === 'fail' || negates(w) || STOP.has(w.w) || IMPERATIVES.has(w.w) || /ed$/.test(w.w) || ++inItem > 3) return null;
    // (The item's last word names it: "mypy stubs" are stubs.)
    if (w.role === 'check' && w.check !== 'bare' && !w.code && inItem === 1 && !kinds.includes(w.check!)) kinds.push(w.check!);
  }
  return sawAnd && commas >= 4 && inItem > 0 && kinds.length > 0 ? { kinds, from: j + 1 } : null;
}
/** The checks a result at `i` is about: named just before it, or just after a verb ("passes all tests"). */
function checksFor(words: readonly Word[], i: number): { kinds: (CheckKind | 'bare')[]; from: number } {
  const kinds: (CheckKind | 'bare')[] = [];
  let from = i;
  let skipped = 0;
  // A list of checks ("cli build, 3 unit tests, clippy -D warnings, fmt all green") is followed back
  // item by item; an item holds its check and at most two other words.
  let inItem = 0;
  for (let j = i - 1; j >= 0 && i - j <= 24; j--) {
    const w = words[j]!;
    // "the mypy run (src + tests) passes": what is in brackets is an aside, not the subject.
    // "Quality gates (fmt, clippy) pass": brackets that list the checks of a subject naming none are it.
    if (w.w === ')' && kinds.length === 0) {
      let k = j - 1;
      while (k >= 0 && j - k <= 16 && words[k]!.w !== '(') k--;
      if (k >= 0 && words[k]!.w === '(') {
        // ("`bundle exec rake` (tests, RuboCop, and conformance baseline) passes": a project's command
        // of no kind, and the checks it runs.)
        // ("Pre-commit (ruff, mypy) passes": the hooks a hook runner ran; "Pre-commit hooks (black, isort,
        // flake8, mypy) all pass", the same, its hooks named as such.)
        const runner = HOOK_RUNNERS.has(words[k - 1]?.w ?? '') && !words[k - 1]!.code;
        if ((RUN_NOUNS.has(words[k - 1]?.w ?? '') || words[k - 1]?.w === 'hooks' || runner || (words[k - 1]?.code === true && (words[k - 1]!.role === 'other' || words[k - 1]!.check === 'bare'))) && !words.slice(Math.max(0, k - 3), runner ? k - 1 : k).some((x) => x.role === 'check' && x.check !== 'bare' && !HOOK_RUNNERS.has(x.w))) {
          for (let m = k + 1; m < j; m++) if (words[m]!.role === 'check' && words[m]!.check !== 'bare' && !kinds.includes(words[m]!.check!)) kinds.push(words[m]!.check!);
          if (kinds.length > 0) {
            from = k;
            break;
          }
        }
        j = k;
        continue;
      }
    }
    // "Build (incl. idempotent rebuild), unit tests, and lint all green", "`make lint` (ruff + ty) and
    // `make test` pass": a bracket after a listed check says more of it; the list goes on before it.
    if (w.w === ')' && kinds.length > 0 && (LIST_SEPARATORS.has(words[j + 1]?.w ?? '') || words[j + 1]?.w === 'and')) {
      let k = j - 1;
      while (k >= 0 && j - k <= 8 && words[k]!.w !== '(') k--;
      if (k > 0 && words[k]!.w === '(' && words[k - 1]!.role === 'check' && !words.slice(k + 1, j).some((x) => x.role === 'fail' || negates(x))) {
        j = k;
        continue;
      }
    }
    // "It builds and all 57 tests pass": "builds" is a result of its own, not the subject of this one.
    if (w.role === 'check' && BUILD_VERB.has(w.w) && buildVerb(words, j)) break;
    if (w.role === 'check') {
      if (!kinds.includes(w.check!)) kinds.push(w.check!);
      from = j;
      inItem = 0;
      continue;
    }
    if (STOP.has(w.w) || w.role === 'pass' || w.role === 'fail') break;
    if (kinds.length > 0 && LIST_SEPARATORS.has(w.w)) continue;
    // ("`format`, `lint`, and `typecheck` pass": a script of no kind, listed with checks, passed too.)
    if (kinds.length > 0 && w.code && w.role === 'other' && SCRIPT_SPAN.test(w.w) && LIST_SEPARATORS.has(words[j + 1]?.w ?? '')) {
      if (!kinds.includes('bare')) kinds.push('bare');
      from = j;
      inItem = 0;
      continue;
    }
    if (FILLER.has(w.w) || w.role === 'number') continue;
    if (kinds.length > 0) {
      // Only inside a list: after a check, a word that is not a list separator ends the subject.
      const sep = words[j + 1]?.w;
      // ("typecheck and the focused cli-output test pass": after "the", an adjective in -ed.)
      // ("client/agent/mcp-use unit tests": names joined by slashes are one word of the item.)
      // ("`swift build` and targeted `swift test` runs green": an adjective in -ed on a listed check.)
      if ((words[j + 1]?.w === '/' ? inItem : ++inItem) > 2 || (/ed$/.test(w.w) && !OBJECT_DETERMINERS.has(words[j - 1]?.w ?? '') && !(words[j + 1]?.role === 'check' && (words[j - 1]?.w === 'and' || LIST_SEPARATORS.has(words[j - 1]?.w ?? '')))) || IMPERATIVES.has(w.w) || !(LIST_SEPARATORS.has(sep ?? '') || words[j + 1]?.role === 'check' || (FILLER.has(sep ?? '') && words[j + 2]?.role === 'check') || inItem > 1)) break;
      continue;
    }
    if (++skipped > 3) break;
  }
  if (kinds.length > 0) {
    // "test builds pass" is one check named twice; "tests for the linter pass" names tests.
    return { kinds: dedupeNamed(words, from, i, kinds), from };
  }
  const listed = listedBefore(words, i);
  if (listed !== null) return listed;
  const r = words[i]!;
  if (!FORWARD_VERBS.has(r.w) && !PASS_SYMBOLS.has(r.w)) return { kinds, from };
  let modifier = false;
  // ("passes the lint checks and unit tests": each check named after the verb keeps the list open.)
  let last = i;
  for (let j = i + 1; j < words.length && j - last <= 4; j++) {
    const w = words[j]!;
    if (w.role === 'check') {
      // ("pass build tests locally": a build's tests, one check, as before the verb.)
      if (j === last + 1 && j > i + 1 && !w.code && words[j - 1]!.role === 'check' && !words[j - 1]!.code && kinds.at(-1) === words[j - 1]!.check) kinds.pop();
      last = j;
      modifier = false;
      // "passing tests" is an adjective: a verb needs a determiner or a command ("passes all tests",
      // "pass `cargo clippy`"); a mark ("✅ tests") does not.
      if (j === i + 1 && !w.code && !PASS_SYMBOLS.has(r.w) && r.w === 'passing') break;
      // "Passes test result and run ID to Claude": the check names what is passed along.
      if (!w.code && !PASS_SYMBOLS.has(r.w) && PASSED_ALONG.has(words[j + 1]?.w ?? '')) break;
      // ("all four samples pass under Swift 6.3 host build": the build they ran on, not one that passed.)
      if (w.check === 'build' && !w.code && words.slice(i + 1, j).some((x) => BUILD_SETTING.has(x.w))) break;
      // ("✅ Tests: Linting passed": a label, and the check its result names; the mark is that result's.)
      if (PASS_SYMBOLS.has(r.w) && words[j + 1]?.w === ':' && words.slice(j + 2, j + 5).some((x) => x.role === 'check' && x.check !== 'bare' && x.check !== w.check) && words.slice(j + 2).some((x) => x.role === 'pass')) break;
      if (!kinds.includes(w.check!)) kinds.push(w.check!);
      continue;
    }
    if (w.role === 'pass' || w.role === 'fail' || STOP.has(w.w)) break;
    // One word naming which suite ("passed the buildbot test", "passes the contract tests").
    // ("passes the basic style checks": two.)
    const named = words[j + 1]?.role === 'check' ? j + 1 : words[j + 1]?.role === 'other' && /^[a-z]+$/.test(words[j + 1]!.w) && words[j + 2]?.role === 'check' && words[j + 2]!.check === 'lint' ? j + 2 : -1;
    if (!modifier && named !== -1 && words[named]!.check !== 'bare' && !words[named]!.code && w.role === 'other' && !IMPERATIVES.has(w.w)) {
      modifier = true;
      if (named === j + 2) j++;
      continue;
    }
    if (!FILLER.has(w.w) && w.role !== 'number' && w.w !== 'on' && w.w !== 'with' && w.w !== 'in') break;
  }
  return { kinds, from };
}

// Verbs whose check may follow them: "passes all tests", "pass `cargo clippy`".
// What a check's name modifies when "pass" hands it on: "passes test results to the reporter".
const PASSED_ALONG = new Set(['result', 'results', 'output', 'outputs', 'name', 'names', 'id', 'ids', 'data', 'args', 'arguments', 'file', 'files', 'path', 'paths', 'status', 'flag', 'flags', 'config', 'options', 'context', 'info', 'metadata', 'env', 'environment', 'logs', 'artifacts', 'number', 'target']);
const FORWARD_VERBS = new Set(['pass', 'passes', 'passed', 'passing', 'succeeded']);

function dedupeNamed(words: readonly Word[], from: number, i: number, kinds: (CheckKind | 'bare')[]): (CheckKind | 'bare')[] {
  // "release build tests" → the last noun is the subject; two checks joined by "and", "&", "," or "+"
  // are both subjects.
  if (kinds.length < 2) return kinds;
  // Commands of one chain ("`pnpm lint && pnpm test`") share a place and are all subjects.
  const joined = words.slice(from, i).some((w, k, ws) => (w.code && k > 0 && ws[k - 1]!.at === w.at) || w.w === 'and' || LIST_SEPARATORS.has(w.w));
  if (joined) return kinds;
  let last: CheckKind | 'bare' | undefined;
  for (let j = from; j < i; j++) if (words[j]!.role === 'check') last = words[j]!.check;
  return last ? [last] : kinds;
}

/** What was not done after "but" ("but no way of testing"), which leaves a build or lint result standing. */
const UNTESTED = new Set(['testing', 'tested', 'test', 'tests', 'verifying', 'verified', 'running', 'run']);
/**
 * A failure later in the sentence about the same check withdraws the claim: "passed on this machine
 * and failed for an outside contributor", "46 passed, 2 failed". A failure of another check named on
 * the way ("tests pass but lint fails") is about that check.
 */
/** Whether the word at `j` is where a check ran: "on CI", "in the CI". */
function ranIn(words: readonly Word[], j: number): boolean {
  const p = words[j - 1]?.w === 'the' ? j - 2 : j - 1;
  return words[p]?.w === 'on' || words[p]?.w === 'in';
}
function failsAfter(words: readonly Word[], i: number, kind: CheckKind | 'bare', verified = false): boolean {
  if (elsewhereAfter(words, i, LATER, verified)) return true;
  let about: CheckKind | 'bare' | undefined = kind;
  // An aside in brackets after the result ("all passing (the overnight run had a failure after the
  // tests, a minikube issue)") is about something else; a count with failures in it still makes the
  // sentence a failure report (readSentence's last step).
  let aside = 0;
  for (let j = i + 1; j < words.length && j - i <= REACH; j++) {
    const w = words[j]!;
    if (w.w === '(' || w.w === '（') aside++;
    else if ((w.w === ')' || w.w === '）') && aside > 0) aside--;
    // ("(E2E tests may fail without a proxy)" still names the check failing.)
    // ("28/28 passing (was 2 failing in `dev.spec.ts`)": how it was before, not a failure now.)
    if (aside > 0 && !(w.role === 'fail' && words.slice(Math.max(i + 1, j - 3), j).some((x) => x.role === 'check') && !WAS_BEFORE.has(words[j - 1]?.w ?? '') && !WAS_BEFORE.has(words[j - 2]?.w ?? ''))) continue;
    // "everything works, which is false": the author takes it back.
    if ((w.w === 'false' || w.w === 'untrue' || w.w === 'wrong' || w.w === 'fake') && (words[j - 1]?.w === 'is' || words[j - 1]?.w === 'was')) return true;
    // "works for most users, but not on Windows": the contrast takes part of it back.
    // ("Compiles but no way of testing it on the hardware": what was not tested leaves the build.)
    if (w.w === 'but' && words[j + 1] && (negates(words[j + 1]!) || words[j + 1]!.w === 'needs' || words[j + 1]!.w === 'need' || words[j + 1]!.w === 'requires') && !(kind !== 'test' && kind !== 'bare' && words.slice(j + 2, j + 6).some((x) => UNTESTED.has(x.w)))) return true;
    // ("It's green on CI but I can reproduce the crash locally", "CI is green, but the bug is still
    // there": the bug the change is for outlives the success; "Lint is clean but the bug remains" still
    // says the lint, as another subject's failure does.)
    if (w.w === 'but' && kind === 'bare' && bugRemains(words, j + 1)) return true;
    // "The release run passed because it only exercised Claude", "passes only because of the cache":
    // a pass that proves nothing, explained.
    if (w.w === 'because' && (words[j - 1]?.w === 'only' || words.slice(j + 1, j + 5).some((x) => x.w === 'only' || x.w === 'never'))) return true;
    // "The fix works on paper, untested."
    if ((w.w === 'untested' || w.w === 'unverified') && (kind === 'test' || kind === 'bare')) return true;
    // ("green on staging, but staging runs last week's build, so that says nothing about this PR", "though
    // that proves little here": the result, said to be no evidence for the change. "Tests pass, which says
    // nothing about the UI" keeps them.)
    if (SAYS.has(w.w) && (words[j + 1]?.w === 'nothing' || words[j + 1]?.w === 'little') && saidOfTheChange(words, j + 2)) return true;
    // ("Tests pass on CI but fail on my computer": CI is where they passed, not what failed.)
    // ("`cargo check` passes, but `cargo build` still fails": a command of another kind.)
    if (w.role === 'check' && (!w.code || (w.check !== 'bare' && w.check !== kind)) && !(w.check === 'bare' && ranIn(words, j))) about = w.check;
    // ("The build succeeds but the app crashes on launch": another subject's failure, not the build's;
    // "Everything works but the app crashes" takes the success back.)
    else if (w.w === 'but' && OBJECT_DETERMINERS.has(words[j + 1]?.w ?? '') && words[j + 2]?.role === 'other' && !NOT_A_SUBJECT.has(words[j + 2]!.w)) about = 'bare';
    if (w.role !== 'fail' || (about !== kind && about !== undefined)) continue;
    // "fixed the failing import", "the broken link" describe what was wrong, not this result.
    const before = words[j - 1]?.w ?? '';
    if (/^fix|^repair|^resolv/.test(before) || /^fix|^repair|^resolv/.test(words[j - 2]?.w ?? '') || earlierState(words, j)) continue;
    // ("Tests pass, the app no longer crashes", "… and it never hangs", "… it doesn't crash": a failure
    // denied is the change working, not a failure beside the result.)
    if ((before === 'longer' && words[j - 2]?.w === 'no') || before === 'never' || before === 'not' || before.endsWith("n't")) continue;
    // ("Jenkins is happy with all these commits, although master is still failing because of #36":
    // another branch's failure.)
    if (OTHER_BRANCH_FAILS.has(before) && (OTHER_BRANCHES.has(words[j - 2]?.w ?? '') || (OTHER_BRANCH_FAILS.has(words[j - 2]?.w ?? '') && OTHER_BRANCHES.has(words[j - 3]?.w ?? '')))) continue;
    const next = words[j + 1];
    // ("(half as passed, half as failed)": a bracket closed on the failure is no noun.)
    if ((w.w === 'failing' || w.w === 'broken' || w.w === 'failed') && next && next.role === 'other' && isLower(next.w.charCodeAt(0)) && !PREPOSITIONS.has(next.w) && words[j - 1]?.role !== 'check') continue;
    return true;
  }
  return false;
}

// What follows a result can make it somebody else's or a condition's: "green on main", "ready to
// merge once CI is green", "pass only when run in isolation".
const OTHER_BRANCHES = new Set(['main', 'master', 'trunk', 'develop', 'base', 'upstream', 'default']);
// A release's branch by its version ("release-1.4", "the 2.x branch", "stable/v3"), as words split it.
// ("the release branch" alone may be this change's: a version must follow the name.)
const CODE_RELEASE_BRANCH = /^`(?:release|releases|stable|hotfix|maint|maintenance|lts|backport)[-/._]v?\d[\w.]*`$/;
const RELEASE_BRANCH_NAME = /^(?:(?:release|releases|stable|hotfix|maint|maintenance|lts)(?:[-/._]|$)|v?\d)/;
/**
 * A release named from k, as words split it: "v1.8.2" ("v1", "8.2"), "v1.x". (A version without its "v"
 * is as often a toolchain's or a dependency's: "passes on 0.13.0", "works on 0.7.4" after a pin.)
 */
function releaseNamed(words: readonly Word[], k: number): boolean {
  const w = words[k]?.w ?? '';
  if (!/^v\d{1,4}$/.test(w)) return false;
  const next = words[k + 1];
  return next?.w === 'x' || (next?.role === 'number' && /^\d{1,4}(?:\.\d{1,4})?$/.test(next.w) && next.at === words[k]!.at + w.length + 1);
}
/**
 * Another branch named from k: by its name in code ("the `release/1.4` branch") or by its version
 * ("release-1.4 branch", "2.x branch", "release/2.0 branch"), then "branch".
 */
function otherBranchNamed(words: readonly Word[], k: number): boolean {
  const first = words[k];
  // ("Works on `release/2.3` already": a release's branch by its name in code, "branch" said or not.)
  if (first?.code === true) return words[k + 1]?.w === 'branch' || CODE_RELEASE_BRANCH.test(first.w);
  if (first === undefined || !RELEASE_BRANCH_NAME.test(first.w)) return false;
  const versioned = !/^[a-z]+$/.test(first.w);
  for (let j = k + 1; j <= k + 3 && j < words.length; j++) {
    if (words[j]!.w === 'branch') return versioned;
    if (words[j]!.code || (words[j]!.role !== 'number' && words[j]!.w !== '/' && !/^[a-z0-9]{1,3}$/.test(words[j]!.w))) return false;
    if (words[j]!.role === 'number') return words[j + 1]?.w === 'branch';
  }
  return false;
}
const UNCHANGED = new Set(['unpatched', 'unmodified', 'unfixed', 'pre-fix', 'prefix', 'original', 'pristine', 'unchanged']);
const NOT_A_BRANCH = new Set(['mode', 'modes', 'and', 'config', 'configuration', 'settings', 'options', 'build', 'setup', 'profile']);
// "after" only holds back a bare claim ("ready to merge after #123 lands"): "pass after the fix",
// "exits 0 after dependency bootstrap" are results.
const LATER = new Set(['once', 'when', 'if', 'pending', 'until', 'provided', 'assuming']);
const EARLIER_TIMES = new Set(['week', 'month', 'night', 'year', 'weekend', 'friday', 'monday', 'release', 'sprint']);
function elsewhereAfter(words: readonly Word[], i: number, later: ReadonlySet<string> = LATER, verified = false): boolean {
  for (let j = i + 1; j < words.length && j - i <= 5; j++) {
    const w = words[j]!.w;
    // "passing on my end (except for the one commented out)": an aside, not a limit on the result;
    // "Tests pass (I think)", "(probably)": a guess. "The tests pass... mostly", "sort of": not all.
    if (w === '(' || w === '（') return GUESSED.has(words[j + 1]?.w ?? '') || (words[j + 1]?.w === 'i' && GUESSED.has(words[j + 2]?.w ?? ''));
    if (PARTIAL.has(w) || ((w === 'sort' || w === 'kind') && words[j + 1]?.w === 'of' && (j + 2 >= words.length || words[j + 2]!.w === '.' || words[j + 2]!.w === ','))) return true;
    // ("テストが通るべき", "테스트가 통과해야 합니다": should pass; "通ったら": once it has passed;
    // "一切正常的话": if all is well.)
    // ("测试通过后合并": "后", after, right after the result.)
    if ((HELD_AFTER.has(w) && (w !== '后' || j === i + 1)) || (w === 'ら' && /た$/.test(words[j - 1]!.w))) return true;
    // "passed on CI and not locally": the result holds in one place only.
    if (w === 'and' && words[j + 1]?.w === 'not') return true;
    if (w === ',' || w === ';' || w === '—' || w === '–' || w === 'and' || w === 'but') return false;
    // ("all pass in default and MVCC modes": a mode, not the default branch.)
    const branchAt = words[j + 1]?.w === 'the' ? j + 2 : j + 1;
    // ("Works as expected on `main`", "green on the `release/1.4` branch": a branch by its name in code.)
    const branch = words[branchAt]?.code && words[branchAt]!.role === 'other' ? words[branchAt]!.w.slice(1, -1) : words[branchAt]?.w ?? '';
    // ("green on the release-1.4 branch": a release's branch by its name, not this change's.)
    // ("All checks passed on the backport branch": the branch the change is carried to, not this one.)
    if ((w === 'on' || w === 'in' || w === 'against') && (OTHER_BRANCHES.has(branch) || otherBranchNamed(words, branchAt) || (branch === 'backport' && words[branchAt + 1]?.w === 'branch')) && !(branch === 'default' && NOT_A_BRANCH.has(words[branchAt + 1]?.w ?? ''))) return true;
    // ("All green on v1.8.2", "Tests pass for me on 2.2.0": a release of the project, not this change.)
    // ("Builds on v1.8.2 of the SDK": a dependency's release.)
    if (w === 'on' && releaseNamed(words, j + 1) && !words.slice(j + 2, j + 4).some((x) => x.w === 'of')) return true;
    // ("Tests pass without the fix": the code before the change, which the tests do not tell apart.)
    if (w === 'without' && changeNamed(words, j + 1) !== -1) return true;
    // ("passes 16/16 against unpatched main", "on the unmodified source": the code before the change.)
    if ((w === 'on' || w === 'in' || w === 'against') && UNCHANGED.has(words[branchAt]?.w ?? '')) return true;
    // "It passed on #688 only because …": another pull request's result.
    if ((w === 'on' || w === 'in') && j === i + 1 && words[j + 1]?.w.startsWith('#')) return true;
    // ("Lint passes only with --fix": not without it; "only with the fix" is the change's result.)
    if (w === 'only' && (words[j + 1]?.w === 'when' || words[j + 1]?.w === 'if' || words[j + 1]?.w === 'in' || words[j + 1]?.w === 'after' || (words[j + 1]?.w === 'with' && !(OBJECT_DETERMINERS.has(words[j + 2]?.w ?? '') && CHANGE_NOUNS.has(words[j + 3]?.w ?? ''))))) return true;
    // "CI is green except for the flaky macOS job": not all of it. ("All tests pass except the skipped
    // ones": a skipped test did not fail.)
    if ((w === 'except' || w === 'apart') && !(SKIPPED.has(words[j + 1]?.w ?? '') || SKIPPED.has(words[j + 2]?.w ?? '') || (words[j + 1]?.w === 'for' && SKIPPED.has(words[j + 3]?.w ?? '')))) return true;
    // ("The test was passing for the wrong reason": a pass that proves nothing.)
    if (w === 'wrong' && (words[j + 1]?.w === 'reason' || words[j + 1]?.w === 'reasons')) return true;
    // ("The nightly pipeline passed last week": another time's run.)
    if (w === 'last' && EARLIER_TIMES.has(words[j + 1]?.w ?? '')) return true;
    // "Everything is working as designed": an issue closed as no bug, not this change's result.
    if (w === 'designed' && words[j - 1]?.w === 'as') return true;
    // "Green CI is required before merge": a requirement, not a result.
    if ((w === 'required' || w === 'needed' || w === 'mandatory') && words[j - 1]?.w !== 'as') return true;
    // ("passed correctly when `include_partial_messages=True`": the case tested, not a later event.)
    // ("Verified scroll position is preserved when switching back to terminal", "Verified: rumble stops
    // when the game is paused": after "verified", the case it held in.)
    // ("fires exactly once per event": how many times, not a condition.)
    if (later.has(w) && words[j - 1]?.w !== 'as' && !(w === 'once' && (words[j - 1]?.w === 'exactly' || onceCounted(words, j))) && !(w === 'provided' && (words[j - 1]?.w === 'with' || words[j - 1]?.w === 'the')) && !(w === 'when' && (words[j + 1]?.code || whenRun(words, j) || (verified && (/[a-z]ing$/.test(words[j + 1]?.w ?? '') || OBJECT_DETERMINERS.has(words[j + 1]?.w ?? '')))))) return words[i]!.role !== 'pass' || !words[i]!.count;
  }
  return false;
}
const PAST_RESULTS = new Set(['worked', 'passed', 'succeeded', 'compiled', 'built']);
const TRIED_BY = new Set(['i', 'we', 'and', ',']);
/** "after …" of something already done: a trial before it ("I tried the image after the build"), or "after that" and a result in the past tense ("after that everything worked fine"). */
function afterDone(words: readonly Word[], i: number): boolean {
  for (let k = Math.max(0, i - 8); k < i; k++) if (TRIED.has(words[k]!.w) && (k === 0 || TRIED_BY.has(words[k - 1]!.w))) return true;
  // ("Merged manually after running the full suite locally — all 1,204 tests pass": done, in the past
  // tense, after the run; "Merge after running the tests" is a step.)
  if ((words[i + 1]?.w === 'running' || words[i + 1]?.w === 'rerunning' || words[i + 1]?.w === 're-running') && i <= 3 && /^[a-z]{3,}ed$/.test(words[0]!.w) && words[0]!.role === 'other') return true;
  if (words[i + 1]?.w !== 'that' && words[i + 1]?.w !== 'this') return false;
  for (let k = i + 2; k < words.length && k <= i + 6; k++) {
    if (words[k]!.role === 'pass') return PAST_RESULTS.has(words[k]!.w) && !words.some((x) => x.role === 'fail' || negates(x));
    if (words[k]!.w === ',' || words[k]!.w === ';' || STOP.has(words[k]!.w)) return false;
  }
  return false;
}
const LATER_BARE = new Set([...LATER, 'after']);
const PARTIAL = new Set(['mostly', 'almost', 'nearly', 'majority', 'partially', 'partly']);
/** The quantifier at i is of a result: a pass word follows it, or a check that a pass word follows. */
function partOfResult(words: readonly Word[], i: number): boolean {
  for (let j = i + 1; j < words.length && j <= i + 3; j++) {
    const x = words[j]!;
    if (x.role === 'pass') return true;
    if (x.role === 'check') {
      for (let k = j + 1; k < words.length && k <= j + 3; k++) {
        if (words[k]!.role === 'pass') return true;
        if (words[k]!.role === 'fail' || words[k]!.w === ',' || words[k]!.w === ';' || FAULT_NOUNS.has(words[k]!.w)) return false;
      }
      return false;
    }
    if (x.w === ',' || x.w === ';') return false;
  }
  return false;
}
const SKIPPED = new Set(['skipped', 'pending', 'ignored', 'todo', 'xfail', 'xfailed', 'disabled']);

const PREPOSITIONS = new Set(['for', 'on', 'in', 'with', 'when', 'under', 'at', 'locally', 'here', 'there', 'now', 'again', 'because', 'due', 'after', 'before', 'since', 'to', 'and', 'but', 'as']);

/** A table row: the first cell names the check, the last cell that reports a result is its state. */
function readRow(words: readonly Word[]): Reading {
  const cells: Word[][] = [[]];
  for (const w of words) {
    if (w.w === '|') cells.push([]);
    else cells.at(-1)!.push(w);
  }
  const nonEmpty = cells.filter((c) => c.length > 0);
  const checks = new Set<CheckKind>();
  let bare = false;
  let result: 'pass' | 'fail' | undefined;
  // The cell that reports the pass, which may name checks of its own ("format + eslint + `tsc
  // --noEmit` all clean").
  let passCell: Word[] | undefined;
  for (const c of nonEmpty.slice(1)) {
    const p = c.some((w) => w.role === 'pass');
    // ("All clean, no output/errors": a negation beside a pass word reports nothing found, unless it
    // negates that word, "not passing".)
    // (A negation further into a cell with no result word is a note's: "| `pnpm check` | Clean |
    // Supporting only — no TS changes |"; "| lint | not run |" opens on it, "| but it did not run |"
    // sets itself against the result.)
    const f = c.some((w, k) => w.role === 'fail' && !c.slice(Math.max(0, k - 3), k).some(negates)) || c.some((w, k) => negates(w) && ((!p && (k <= 1 || c[0]!.w === 'but' || c[0]!.w === 'except' || c[0]!.w === 'however')) || c[k + 1]?.role === 'pass' || c[k + 2]?.role === 'pass'));
    if (p && !f) {
      result = 'pass';
      passCell = c;
    } else if (f) result = 'fail';
  }
  // A row that reads as a sentence by itself ("| All tests pass |", "| `npm test` | 12 passed |").
  const inline = nonEmpty.length === 1 || result === undefined ? readSentence(words.filter((w) => w.w !== '|'), { text: '', checked: false, row: false, item: false }) : null;
  if (inline) return inline;
  if (result !== 'pass') return { checks: [], bare: false };
  const head = nonEmpty[0]!;
  for (const w of head) if (w.role === 'check') (w.check === 'bare' ? (bare = true) : checks.add(w.check!));
  if (passCell !== undefined) {
    for (const w of passCell) {
      if (w.role === 'pass') break;
      if (w.role === 'check' && w.check !== 'bare') checks.add(w.check!);
    }
  }
  if (checks.size === 0 && !bare) {
    // A count in the result cell ("| Result | 46 passed |").
    if (nonEmpty.slice(1).some((c) => c.some((w) => w.count))) checks.add('test');
    // "| `pnpm run format` | Passed |": a command of no kind the row says passed, as in a sentence.
    // ("| `setup.sh` idempotence | Passed twice (exit 0) |": a script, and which of its runs.)
    else if (head[0]!.code && head[0]!.role === 'other' && (head.length === 1 ? TICKED_COMMAND.test(head[0]!.w) || COMMAND_LIKE.test(head[0]!.w) : head.length <= 8 && COMMAND_LIKE.test(head[0]!.w) && !head.some((w) => w.role === 'fail' || negates(w)))) bare = true;
    // ("| Manual check in Safari | ✅ |", "| Manual testing | ✅ |", "| QA | ✅ |": a trial by hand, passed.)
    else if (head.length <= 6 && (head[0]!.w === 'qa' || (MANUAL_ROW.has(head[0]!.w) && MANUAL_TRIALS.has(head[1]?.w ?? ''))) && !head.some((w) => w.role === 'fail' || negates(w))) bare = true;
  }
  return { checks: [...checks], bare };
}

const MANUAL_ROW = new Set(['manual', 'manually', 'browser', 'device', 'hand']);
const MANUAL_TRIALS = new Set(['check', 'checks', 'checked', 'testing', 'tested', 'test', 'tests', 'verification', 'verified', 'qa', 'run']);
const MY_SIDE = new Set(['side', 'end', 'machine', 'laptop', 'box', 'setup', 'computer', 'mac', 'fork']);
/** What a reply may open on, with no subject: "Passed, can merge now." */
const OPENING_RESULTS = new Set(['passed', 'passes', 'passing', 'green', 'succeeded', 'works', 'worked']);
/** Success asserted with no check named: "ready to merge", "all green", "verified working". */
/** A success that names no check: 'app' when it is the app, used, that works (it stands beside checks). */
/** 'app': the app said to work; 'criteria': the acceptance criteria met, a claim of their own; 'beside': the
 * change tried, beside the checks the sentence names. */
// The words after a result up to its clause's end ("seems to have worked, although it's not ideal":
// the "not" is the next clause's), at most `reach` of them.
function clauseAfter(words: readonly Word[], from: number, reach: number): readonly Word[] {
  let end = from;
  while (end < words.length && end < from + reach && words[end]!.w !== ',' && words[end]!.w !== ';' && !STOP.has(words[end]!.w)) end++;
  return words.slice(from, end);
}
function bareSuccess(words: readonly Word[], opening = true, checked = false): 'said' | 'app' | 'criteria' | 'beside' | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.w;
    // "[x] I didn't break anyone": nothing broke, said of one's own change (not "doesn't break existing
    // code", a property of the design).
    if (w === 'break' && BROKE_NOBODY.has(words[i + 1]?.w ?? '') && brokeNothing(words, i)) return 'said';
    if (!BARE_HEADS.has(w) && !(i <= 2 && TRIAL_HEADS.has(w))) continue;
    // ("Ran the TPU tests and confirmed they pass": what was confirmed is the tests' result.)
    if (CHECKED_WITH.has(w) && confirmedTheyPass(words, i)) continue;
    const n1 = words[i + 1]?.w;
    const n2 = words[i + 2]?.w;
    let hit = false;
    let app = false;
    // (A success that stands beside the checks the sentence names, not one they account for.)
    let beside = false;
    // ("QA signed off", "Signed off by QA (Priya) on staging", "QA confirmed on staging", "QA'd on
    // Android 14", "QA sign-off: ✅ Approved", "QA: LGTM": the QA pass over this change, reported.)
    if (qaSignedOff(words, i)) hit = true;
    // ("2 PRs ready to merge" in a session log: other changes.)
    if (w === 'ready' && (n1 === 'to' || n1 === 'for') && (n2 === 'merge' || (n2 === 'be' && /^merged?$/.test(words[i + 3]?.w ?? ''))) && !OTHER_CHANGES.has(words[i - 1]?.w ?? '')) hit = true;
    else if (w === 'good' && n1 === 'to' && (n2 === 'merge' || n2 === 'go')) hit = true;
    // ("The issue has been successfully resolved", an agent's report on the issue it was given; "the
    // issue is resolved by …" says how.)
    else if (w === 'issue' && i === 1 && words[0]!.w === 'the' && issueResolved(words, 2)) hit = true;
    else if (w === 'all' && words[i - 1]?.w !== 'the' && (n1 === 'green' || (n1 === 'checks' && words[i + 2]?.role === 'pass'))) hit = true;
    else if ((w === 'verification' || w === 'validation') && (n1 === 'complete' || n1 === 'completed' || n1 === 'passed' || n1 === '通过' || n1 === 'passes' || (n1 === 'passing' && !HANDED_TO.has(n2 ?? '')) || n1 === 'succeeded' || n1 === 'successful')) hit = true;
    else if ((w === 'works' || w === 'working' || w === 'work' || w === 'worked' || w === 'behaves' || w === 'behaved') && n1 === 'as' && (n2 === 'expected' || n2 === 'intended' || n2 === 'advertised' || n2 === 'described' || n2 === 'documented' || n2 === 'specified')) hit = true;
    // ("the features stay fully functional": what the change keeps, a property, not a result.)
    else if (w === 'fully' && (n1 === 'working' || n1 === 'functional' || n1 === 'verified' || n1 === 'tested') && !KEPT.has(words[i - 1]?.w ?? '')) hit = true;
    // ("Everything is working as designed, closing": an issue closed as no bug.)
    // ("Compiled and tested on Windows 11, everything works": after a trial by hand, what it showed, beside
    // the build.)
    else if (w === 'everything' && (n1 === 'works' || n1 === 'working' || ((n1 === 'is' || n1 === "'s") && (n2 === 'working' || n2 === 'green' || n2 === 'passing'))) && !words.slice(i + 2, i + 6).some((x) => x.w === 'designed')) {
      hit = true;
      const lastCheck = words.findLastIndex((x, k) => k < i && ((x.role === 'check' && x.check !== 'bare') || BUILD_VERB.has(x.w)));
      beside = n1 === 'works' && words[i - 1]?.w === ',' && lastCheck !== -1 && words.slice(lastCheck + 1, i).some((x) => x.w === 'tested' || x.w === 'tried');
    }
    else if (w === 'verified' && n1 === ':' && verifiedLabel(words, i)) hit = true;
    // ("Verified end to end: uploading a 2GB file now completes without the worker OOMing".)
    else if (w === 'verified' && ((n1 === 'end-to-end' && n2 === ':') || (n1 === 'end' && n2 === 'to' && words[i + 3]?.w === 'end' && words[i + 4]?.w === ':')) && verifiedLabel(words, i, n1 === 'end' ? i + 5 : i + 3)) hit = true;
    // ("Manual verification: `wingetdev list --sort name` accepted, …": what the trial showed, under a
    // label, as under "Verified:".)
    else if (w === 'verification' && n1 === ':' && (i === 0 || (i === 1 && VERIFICATION_KINDS.has(words[0]!.w))) && !HOW_TO_VERIFY.has(words[i + 2]?.w ?? '') && verifiedLabel(words, 0, i + 2)) hit = true;
    // ("Tried it in the staging app: selecting Jan 1–31 now shows 31 days", "Checked the migration
    // against a copy of prod — it completes in 40s and the row counts match".)
    // (A build reported among what the trial showed is a claim of its own: "Tested on my Pi 4: compiles
    // and runs, the LEDs blink as expected" claims the build and the behaviour.)
    // ("I ran the app locally and checked the dashboard — the dates now show the correct day", "Clicked
    // through every tab after the upgrade — nothing broken", "Dogfooded it for a day, no issues": the
    // author's own trial, in more verbs, then what it showed.)
    else if ((TESTED_VERBS.has(w) || (HAND_TRIALS.has(w) && handTrial(words, i))) && (i === 0 || (i === 1 && (TESTED_LABEL_HOW.has(words[0]!.w) || TRIAL_SUBJECTS.has(words[0]!.w))) || (i === 2 && TRIAL_SUBJECTS.has(words[0]!.w) && (words[1]!.w === 'have' || words[1]!.w === 'also' || words[1]!.w === 'then'))) && testedOutcome(words, i)) {
      hit = true;
      beside = words.some((_, k) => k > i && buildVerb(words, k) === 'build');
    }
    // ("- Manual: the CSV now downloads with correct headers": a trial by hand, under its label.)
    else if ((w === 'manual' || w === 'manually') && i === 0 && n1 === ':' && testedOutcome(words, i)) hit = true;
    // ("… stays safe for non-conda images (verified the Rust toolchain … still resolves `cargo`)": a
    // report in brackets, read as a sentence of its own.)
    else if ((w === 'verified' || w === 'validated') && words[i - 1]?.w === '(' && verifiedAside(words, i)) hit = true;
    // "Verified against the production build: the emitted function is intact", "Confirmed on staging:
    // the menu stays open": where, then what held.
    else if ((w === 'verified' || w === 'confirmed') && VERIFIED_PLACE.has(n1 ?? '') && verifiedPlaceLabel(words, i)) hit = true;
    else if ((w === 'verified' || w === 'validated' || w === 'confirmed') && verifiedBare(words, i)) hit = true;
    else if ((w === 'verified' || w === 'confirmed') && fixWorks(words, i)) hit = true;
    // ("[x] Manual verification shows diffs with line numbers starting at 1": what the trial showed.)
    else if ((w === 'verification' || w === 'testing') && (n1 === 'shows' || n1 === 'showed' || n1 === 'confirms' || n1 === 'confirmed') && (i === 0 || VERIFICATION_KINDS.has(words[i - 1]!.w)) && verifiedOpening(words.slice(i + 1), true)) hit = true;
    // ("Ran `./tools/run-examples.sh --example with-config` and confirmed Codex returned the marker"):
    // a run, then what it showed.)
    // ("Verification: Ran `pytest` and manually verified the modified endpoints": the same, after a
    // label and with how it was verified.)
    // (What was verified is a result of its own: the command run before "and" reported none.)
    else if ((w === 'verified' || w === 'confirmed') && ranThenVerified(words, i) && verifiedOpening(words.slice(i), true)) hit = app = true;
    // ("I reviewed every line and verified the fix and the test locally", an AI-use disclosure's
    // "I've reviewed and verified the change": the author's own trial of the change, after what else they did.)
    else if ((w === 'verified' || w === 'tested') && words[i - 1]?.w === 'and' && reviewedAndVerified(words, i)) hit = beside = true;
    // ("The android app builds and runs just fine in the emulator", "this builds and works properly": the
    // build, and then the app tried.)
    // ("The app compiles and launches", "приложение успешно компилируется и запускается": built, then started.)
    else if ((((w === 'works' || w === 'runs' || w === 'worked' || w === 'ran') && (WORKS_HOW.has(n1 ?? '') || (n1 === 'just' && WORKS_HOW.has(n2 ?? '')))) || (STARTED.has(w) && (n1 === undefined || n1 === '.' || n1 === '!' || WORKS_HOW.has(n1)))) && words[i - 1]?.w === 'and' && BUILT_THEN.has(words[i - 2]?.w ?? '') && !words.some((x) => x.role === 'fail' || negates(x))) hit = beside = true;
    // ("Confirmed on macOS" in an issue confirms a bug: "confirmed" where, or of "it", needs the change's
    // effect, "now"; "Confirmed the endpoint returned a compaction part" reports what held.)
    // ("I have verified the documentation changes": a verification of one's own.)
    else if (opening && (i === 0 || (i === 1 && (VERIFIED_BY_WHOM.has(words[0]!.w) || PASS_SYMBOLS.has(words[0]!.w))) || (i === 2 && words[1]!.w === ':' && TESTED_LABELS.has(words[0]!.w)) || (i === 3 && words[2]!.w === ':' && TESTED_LABELS.has(words[1]!.w) && TESTED_HOW.has(words[0]!.w)) || (i === 2 && (words[0]!.w === 'i' || words[0]!.w === 'we') && (words[1]!.w === 'have' || VERIFIED_BY_WHOM.has(words[1]!.w))) || (i === 3 && (words[0]!.w === 'i' || words[0]!.w === 'we') && words[1]!.w === 'have' && VERIFIED_BY_WHOM.has(words[2]!.w)) || (i === 2 && (words[0]!.w === "i've" || words[0]!.w === "we've") && VERIFIED_BY_WHOM.has(words[1]!.w)) || didThenVerified(words, i) || thirdPartyConfirmed(words, i)) && (w === 'verified' || w === 'validated' || (w === 'confirmed' && (!CONFIRMED_WHERE.has(n1 ?? '') || words.some((x) => NOW_WORKS.has(x.w))))) && verifiedOpening(words.slice(i), i > 0)) hit = true;
    // "Iterating to satisfying both CI and local tests. Seems good now.": hedged, after a change.
    // ("So far it seems ok.": hedged, a result all the same; "The approach seems ok" judges a design.)
    // ("So far it looks good", "Looks correct on staging": looked at, where it runs, and as it should be.)
    else if (LOOKS_OK.has(w) && (words[i - 1]?.w === 'looks' || words[i - 1]?.w === 'looked') && (((n1 === undefined || n1 === '.' || n1 === '!') && i >= 3 && (words[i - 2]!.w === 'it' || words[i - 2]!.w === 'everything') && (words[i - 3]!.w === 'far' || words[i - 3]!.w === 'now')) || ((n1 === 'on' || n1 === 'in') && (i === 1 || (i === 2 && (words[0]!.w === 'it' || words[0]!.w === 'everything'))) && LOOKED_WHERE.has((n2 === 'the' ? words[i + 3]?.w : n2) ?? ''))) && !words.some((x) => x.role === 'fail' || negates(x) || x.w === 'but' || x.w === 'theory')) hit = true;
    else if ((w === 'good' || w === 'fine' || w === 'ok' || w === 'okay') && SEEMS.has(words[i - 1]?.w ?? '') && (((n1 === 'now' || n1 === 'again') && (i === 1 || PRONOUNS.has(words[i - 2]!.w) || words[i - 2]!.w === 'this' || words[i - 2]!.w === 'that') && (n2 === undefined || n2 === ',' || n2 === ';')) || ((n1 === undefined || n1 === '.' || n1 === '!') && i >= 2 && (words[i - 2]!.w === 'it' || words[i - 2]!.w === 'everything') && (i === 2 || words[i - 3]!.w === 'far' || words[i - 3]!.w === 'now' || words[i - 3]!.w === ',')))) hit = true;
    // "it roughly seems to work with my local testing": hedged, but asserted.
    // ("Increasing the timeout seems to have worked.", "I tried the image after the build and it seems to
    // be working.")
    // ("Everything seems to still work as intended".)
    // ("Driver appears to run nicely on kernel 6.1.21": hedged, a trial that went well.)
    // ("… verified that at least they appeared to run successfully", said in a report of a failure: the
    // past, and "at least", hold it back.)
    else if (w === 'run' && words[i - 1]?.w === 'to' && SEEMS_TO.has(words[i - 2]?.w ?? '') && WORKS_HOW.has(n1 ?? '') && n1 !== 'again' && !words.some((x) => x.role === 'fail' || negates(x) || x.w === '?' || x.w === 'but' || x.w === 'least')) hit = true;
    else if (((w === 'work' && ((words[i - 1]?.w === 'to' && SEEMS.has(words[i - 2]?.w ?? '')) || ((words[i - 1]?.w === 'still' || words[i - 1]?.w === 'now') && words[i - 2]?.w === 'to' && SEEMS.has(words[i - 3]?.w ?? '')))) || (w === 'worked' && words[i - 1]?.w === 'have' && words[i - 2]?.w === 'to' && SEEMS.has(words[i - 3]?.w ?? '')) || (w === 'working' && words[i - 1]?.w === 'be' && words[i - 2]?.w === 'to' && SEEMS.has(words[i - 3]?.w ?? ''))) && !clauseAfter(words, i + 1, 5).some((x) => x.role === 'fail' || negates(x))) {
      hit = true;
      // ("The tool still seems to work, and the tests all pass": the thing named works, beside the
      // checks that pass.)
      const seems = words.findLastIndex((x, k) => k < i && SEEMS.has(x.w));
      const by = words[seems - 1]?.w === 'still' || words[seems - 1]?.w === 'now' || words[seems - 1]?.w === 'also' ? seems - 2 : seems - 1;
      beside = by >= 1 && words[by]!.role === 'other' && !words[by]!.code && /^[a-z]{3,}$/.test(words[by]!.w) && !NOT_A_SUBJECT.has(words[by]!.w) && words[by - 1]!.w === 'the';
    }
    // "independent agent review: PASS": a result under a label that names no check.
    // ("`setup.sh` idempotence: Passed twice (exit 0)", "| `pnpm run format` | Passed |": a command of no
    // check's kind, labelled with its result.)
    else if (LABELLED_PASS.has(w) && words[i - 1]?.w === ':' && words[i]!.at > words[i - 1]!.at + 1 && i >= 2 && i <= 12 && (words.slice(0, i - 1).some((x) => RUN_LABELS.has(x.w)) || (i <= 6 && words[0]!.code && words[0]!.role === 'other' && COMMAND_LIKE.test(words[0]!.w))) && (n1 === undefined || n1 === ';' || n1 === ',' || n1 === '(' || n1 === 'twice' || n1 === 'again' || n1 === 'locally') && !/^(?:ran|run|reran|rerun|re-ran)$/.test(words[0]!.w) && !words.slice(0, i).some((x) => READ_ONLY.has(x.w) || x.w === 'reviewer') && !words.slice(0, i).some((x) => x.role === 'check' || x.role === 'pass' || x.role === 'fail' || negates(x) || GOAL_LABELS.has(x.w))) hit = true;
    // "All 6 lesson files pass schema validation": a validation of no check kind the reader knows.
    // ("so tests that passed path validation immediately threw": which tests, not a result.)
    // ("the compiled snippets pass the docs-validation harness".)
    else if ((w === 'pass' || w === 'passes' || w === 'passed') && words.slice(i + 1, i + 4).some((x) => VALIDATION.test(x.w)) && words[i - 1]?.w !== 'that' && words[i - 1]?.w !== 'which' && !DATA_SUBJECTS.has(words[i - 1]?.w ?? '') && !validatedThen(words, i)) hit = true;
    else if (w === 'green' && n1 === 'across' && words[i + 3]?.w === 'board') hit = true;
    // "Tested both desktop and mobile interfaces successfully", "Tested: 7 statements downloaded successfully".
    else if (w === 'tested' && words.slice(i + 1, i + 10).some((x) => x.w === 'successfully') && !words.slice(i + 1, i + 10).some((x) => negates(x) || x.role === 'fail')) hit = true;
    // "Tested locally and works with no issues!".
    // ("Also ran with `FORCE_JAVASCRIPT_ACTIONS_TO_NODE20=true` and worked fine.")
    // ("All features tested and work": the plural, where the sentence ends or says how.)
    else if ((w === 'works' || w === 'working' || (w === 'work' && (n1 === undefined || n1 === '.' || n1 === '!' || WORKS_HOW.has(n1)))) && (words[i - 1]?.w === 'and' || words[i - 1]?.w === ':') && words.slice(Math.max(0, i - 6), i).some((x) => x.w === 'tested' || x.w === 'verified' || x.w === 'smoke-tested' || x.w === 'checked')) hit = true;
    else if (w === 'worked' && words[i - 1]?.w === 'and' && (n1 === undefined || WORKED_HOW.has(n1)) && words.slice(Math.max(0, i - 8), i).some((x) => x.w === 'ran' || x.w === 'tried' || x.w === 'tested' || x.w === 'verified') && !words.slice(0, i).some((x) => x.role === 'fail' || negates(x))) hit = true;
    // "Manually verified the new flag works": what was verified holds.
    else if ((w === 'verified' || w === 'confirmed') && verifiedWorks(words, i)) hit = true;
    // "Manually verified via `getProjects()` that the set updates as expected", "Manual testing confirms
    // detection works correctly": what was checked behaves as it should.
    // ("Fixed broken link and ensured that the new link worked": ensured, in the past, is checked.)
    else if (((w === 'expected' && words[i - 1]?.w === 'as') || ((w === 'works' || w === 'work' || w === 'working' || w === 'worked') && (n1 === 'correctly' || n1 === 'properly')) || (w === 'worked' && (n1 === undefined || n1 === '.') && words.slice(Math.max(0, i - 7), i).some((x) => x.w === 'ensured'))) && words.slice(Math.max(0, i - 24), i).some((x) => CHECKED_THAT.has(x.w) || x.w === 'ensured') && !words.slice(0, i).some((x, k) => (x.role === 'fail' && !(k > 0 && (FIXES_IT.has(words[k - 1]!.w) || words[k - 1]!.w === 'fix'))) || negates(x) || BUG_WORDS.has(x.w))) hit = true;
    // "The fix works.", "This change works now": the change itself, said to work.
    // ("… captured a full review — the fix works end to end": the change's own clause after a break.)
    else if ((w === 'works' || w === 'worked') && changeSaidToWork(words, i) && (n1 === undefined || n1 === 'now' || n1 === 'again' || n1 === 'correctly' || n1 === 'fine' || n1 === 'locally' || n1 === 'as' || n1 === 'on' || n1 === 'in' || n1 === ',' || n1 === ';' || n1 === 'end-to-end' || (n1 === 'end' && n2 === 'to'))) hit = true;
    // "Tested end-to-end: the login flow works.": a test report that ends on the behaviour working.
    else if ((w === 'works' || w === 'worked' || w === 'working' || w === 'succeeds' || w === 'succeeded') && TESTED_OPENINGS.has(words[0]!.w) && i > 1 && (n1 === undefined || n1 === 'now' || n1 === 'again' || n1 === 'correctly' || n1 === 'fine' || n1 === 'as' || n1 === ',' || n1 === ';') && !words.slice(0, i).some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w))) hit = true;
    // "Can no longer reproduce the bug", "Confirmed the crash no longer happens": the fault is gone.
    // ("Ran the reproduction from the issue and it no longer hangs": a trial, then what it showed.)
    else if (w === 'longer' && words[i - 1]?.w === 'no' && GONE_VERBS.has(n1 ?? '') && (words.slice(0, i - 1).some((x) => x.w === 'can' || x.w === 'could' || CHECKED_THAT.has(x.w)) || (words.slice(0, 3).some((x) => TRIAL_MADE.has(x.w)) && !words.some((x, k) => x.w === 'but' || x.w === 'if' || (k > i + 1 && BUG_WORDS.has(x.w)))))) hit = true;
    // "No issues running the app": the app was run, and nothing went wrong.
    else if ((w === 'issues' || w === 'problems' || w === 'errors') && words[i]!.role === 'pass' && words[i - 1]?.w === '0' && (i <= 2 || CLAUSE_JOINS.has(words[i - 2]!.w)) && RUN_THE_APP.has(n1 ?? '')) hit = app = true;
    // "Application is working fine", "The app works correctly": what was changed, used, and working.
    // ("The migration ran successfully", "The container now runs successfully with the new image", "The
    // preview URLs now work correctly".)
    // ("The deploy succeeded.", "Deployment succeeded on staging".)
    else if ((((APP_VERBS.has(w) || (PLURAL_APP_VERBS.has(w) && PLURAL_APP_SUBJECTS.has(subjectOf(words, i)))) && WORKS_HOW.has(n1 ?? '')) || ((w === 'succeeded' || w === 'succeeds') && (n1 === undefined || SUCCEEDED_WHERE.has(n1)))) && appSubject(words, i)) hit = app = true;
    // ("Two-model consensus works correctly in ~35 seconds", "The export now works well on large files":
    // what the change is for, said to work as it should; "Background sync now works" in a release's
    // highlights says what changed, and "works correctly with flags only" where it does.)
    // ("Lint is clean and the feature works end to end in the demo app": all the way through, as meant.)
    else if ((w === 'works' || w === 'worked' || w === 'working') && (WORKED_AS_MEANT.has(n1 ?? '') || n1 === 'end-to-end' || (n1 === 'end' && n2 === 'to') || ((words[i - 1]?.w === 'now' || words[i - 1]?.w === 'still') && WORKS_HOW.has(n1 ?? ''))) && !words.some((x) => x.w === 'only') && appSubject(words, i, true)) hit = app = true;
    // ("The implementation is complete and working.")
    else if (w === 'working' && (n1 === undefined || n1 === '.' || n1 === '!') && words[i - 1]?.w === 'and' && (words[i - 2]?.w === 'complete' || words[i - 2]?.w === 'done' || words[i - 2]?.w === 'finished') && appSubject(words, i - 2)) hit = app = true;
    // ("I tried the image after the build and it seems to be working", "As far as I tested it, it even
    // worked with sqlchipher": the author's own trial, then what held.)
    else if ((w === 'works' || w === 'worked' || w === 'working' || w === 'work') && triedThenWorked(words, i)) hit = true;
    else if (FIXES_IT.has(w) && (words[i - 1]?.w === 'it' || words[i - 1]?.w === 'this') && triedThenWorked(words, i, problemAfter(words, i))) hit = true;
    // ("Tested with the example app, everything looks good", "QA'd on staging, looks good": a trial,
    // then how it looked, the sentence's last words.)
    else if (LOOKS_OK.has(w) && words[i - 1]?.w === 'looks' && (n1 === undefined || n1 === '.' || n1 === '!') && (words[i - 2]?.w === ',' || ((words[i - 2]?.w === 'it' || words[i - 2]?.w === 'everything' || words[i - 2]?.w === 'all') && words[i - 3]?.w === ',')) && (TRIED.has(words[0]!.w) || words[0]!.w === "qa'd" || words[0]!.w === 'smoke-tested') && !words.some((x) => x.role === 'fail' || negates(x) || x.w === 'but' || x.w === '?' || BUG_WORDS.has(x.w))) hit = true;
    // ("I've been using this patch locally for a month without issues", "Ran it against staging for a
    // week without issues": used, and nothing went wrong.)
    else if (words[i]!.role === 'pass' && (w === 'issues' || w === 'problems' || w === 'errors') && (n1 === undefined || n1 === '.' || n1 === '!') && (words[i - 1]?.w === 'sans' || (words[i - 1]?.w === '0' && words[i - 2]?.w === 'with')) && usedFor(words, i)) hit = true;
    // ("Regression manual testing of all modules and roles worked fine", "Manual QA went smoothly": the
    // trial, the sentence's subject, went well.)
    else if ((w === 'worked' || w === 'went') && WORKS_HOW.has(n1 ?? '') && n1 !== 'again' && words.slice(0, Math.min(i, 3)).some((x) => x.w === 'testing' || x.w === 'qa' || x.w === 'trial') && !words.slice(0, i).some((x) => x.role === 'check' || x.w === 'if' || x.w === 'when') && !words.some((x, k) => x.role === 'fail' || negates(x) || x.w === '?' || x.w === 'but' || (BUG_WORDS.has(x.w) && !(x.w === 'regression' && (words[k + 1]?.w === 'testing' || words[k + 2]?.w === 'testing'))))) hit = true;
    // ("I ran the tests and everything looks alright": the same, said of everything.)
    else if (w === 'everything' && (n1 === 'looks' || n1 === 'looked') && LOOKS_OK.has(n2 ?? '') && (words[i + 3] === undefined || words[i + 3]!.w === '.' || words[i + 3]!.w === ',' || words[i + 3]!.w === '!') && triedThenWorked(words, i + 2)) hit = true;
    // ("This fixed the crash on newer Android versions for me": a user's trial of the fix.)
    else if (FIXES_IT.has(w) && (words[i - 1]?.w === 'this' || words[i - 1]?.w === 'it') && (i === 1 || words[i - 2]!.w === ',' || words[i - 2]!.w === 'and' || CLAUSE_BREAKS.has(words[i - 2]!.w)) && fixedForMe(words, i)) hit = true;
    // "Runs without errors.", "The app starts and runs without errors": it ran, and nothing failed.
    // ("[x] query completed without errors", or such an item under "Verified with the live SDK:": in
    // a ticked report, what ran, and ran clean, whatever ran.)
    // "- [x] YAML frontmatter parses correctly", "- [x] `browse --help` output correctly": a ticked item
    // that says something behaves as it should (not "are formatted properly", a state).
    else if (checked && (w === 'correctly' || w === 'properly') && tickedBehaviour(words, i)) hit = true;
    // "- [x] My changes generate no new warnings", "This PR introduces no new errors": the change, clean.
    // ("This change does not introduce any new warnings", "My changes have not introduced any new
    // warnings": none, said with the negation before the verb.)
    else if (BRINGS.has(w) && broughtNone(words, i)) hit = true;
    // "- [x] Code changes work without errors", "- [x] The change works by smoke testing": ticked, the
    // change said to work.
    else if (checked && (w === 'work' || w === 'works' || w === 'worked') && (words[i - 1]?.w === 'changes' || words[i - 1]?.w === 'change') && i <= 3 && !words.some((x, k) => ((x.role === 'fail' || negates(x)) && !cleanOf(words, k)) || BUG_WORDS.has(x.w) || x.w === '?')) hit = true;
    else if (checked && RUNS.has(w) && (sansFaults(words, i + 1) || n1 === 'successfully' || n1 === 'normally' || n1 === 'cleanly') && ranInClause(words, i)) hit = true;
    // ("Ran a devtools::check() which passed with 0 notes", "I ran the smoke script, which passed": a
    // run of no kind the reader knows, and its result.)
    // ("I ran `npm run build`, which completed successfully": a check by its command, then its result.)
    else if ((w === 'passed' || w === 'succeeded') && words[i - 1]?.w === 'which' && ranThenWhich(words, i - 1)) hit = true;
    else if (w === 'successfully' && (words[i - 1]?.w === 'completed' || words[i - 1]?.w === 'finished') && words[i - 2]?.w === 'which' && ranThenWhich(words, i - 2)) hit = true;
    // ("Zero broken links.", "Link checker: no broken links": a link check of no kind, clean.)
    else if ((w === 'links' || w === 'link') && (words[i - 1]?.w === 'broken' || words[i - 1]?.w === 'dead') && NO_LINKS.has(words[i - 2]?.w ?? '') && (i === 2 || words[i - 3]!.w === ':' || words[i - 3]!.w === ',' || words[i - 3]!.w === '—') && (n1 === undefined || n1 === '.' || n1 === '!' || n1 === 'found' || n1 === 'remain' || n1 === ',') && !words.some((x, k) => (x.role === 'fail' && k !== i - 1) || x.w === '?')) hit = true;
    // ("All 27 tools are verified", "All 5 endpoints are working", "Everything is verified": all of
    // something, each said to hold.)
    else if (ALL_HOLD.has(w) && allOfThem(words, i)) hit = true;
    // ("Login, logout and token refresh all work": what was tried, listed, each said to work.)
    else if (w === 'work' && (words[i - 1]?.w === 'all' || words[i - 1]?.w === 'both') && listedWork(words, i - 1)) hit = true;
    // ("I ran all the cells without any errors": what one ran, and nothing went wrong.)
    else if ((w === 'ran' || w === 'executed') && i === 1 && (words[0]!.w === 'i' || words[0]!.w === 'we') && ranSans(words, i)) hit = true;
    // ("The app ran without any errors".)
    else if (RUNS.has(w) && sansFaults(words, i + 1) && (i === 0 || PRONOUNS.has(words[i - 1]!.w) || appSubject(words, i) || (words[i - 1]!.w === 'and' && RUNS.has(words[i - 2]?.w ?? '') && (i === 2 || appSubject(words, i - 2))))) hit = true;
    // "Tested on Chrome and Firefox, both fine.": a test report that ends on it being fine.
    // ("tested ok", "Tested on iPhone 12 (iOS 17) ok", "checked again after rebase, still ok": where, then
    // how it went, the sentence ending there.)
    else if ((w === 'fine' || w === 'ok' || w === 'okay' || w === 'good') && TESTED_OPENINGS.has(words[0]!.w) && n1 === undefined && (i === 1 || (i > 1 && (PRONOUNS.has(words[i - 1]!.w) || words[i - 1]!.w === ',' || words[i - 1]!.w === '—' || words[i - 1]!.w === ':' || words[i - 1]!.w === ')' || words[i - 1]!.w === 'still'))) && !words.slice(0, i).some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w))) hit = true;
    // "Successfully tested on a Pixel 7.": the sentence opens on the result.
    else if (w === 'successfully' && i === 0 && (n1 === 'tested' || n1 === 'verified' || n1 === 'validated' || n1 === 'smoke-tested' || n1 === 'deployed') && !words.some((x) => x.role === 'fail' || negates(x))) hit = true;
    // "Manual QA: checked the settings page in Chrome and Firefox, no issues": a trial, then what it found.
    // ("Ran the migration on a snapshot of prod — no errors, all 1.2M rows migrated": and more it found.)
    else if ((w === 'issues' || w === 'problems' || w === 'errors') && words[i]!.role === 'pass' && words[i - 1]?.w === '0' && i >= 3 && TRIAL_BREAKS.has(words[i - 2]!.w) && (n1 === undefined || n1 === 'found' || n1 === 'seen' || n1 === '!' || (n1 === ',' && !words.some((x) => (x.role === 'fail' && x !== words[i]) || negates(x) || x.w === 'but' || x.w === 'except' || BUG_WORDS.has(x.w)))) && words.slice(0, i - 2).some((x) => TRIED.has(x.w) || x.w === 'smoke-tested' || x.w === 'qa')) hit = true;
    // "No issues found during testing": testing found nothing wrong.
    else if ((w === 'issues' || w === 'problems' || w === 'errors') && words[i]!.role === 'pass' && words[i - 1]?.w === '0' && i <= 2 && words.slice(i + 1, i + 5).some((x) => x.w === 'testing' || x.w === 'qa') && words.slice(i + 1, i + 4).some((x) => x.w === 'during' || x.w === 'in' || x.w === 'while' || x.w === 'when') && !words.slice(i + 1).some((x) => x.w === 'except' || x.w === 'but')) hit = true;
    // "0 vulnerabilities found ✅" (npm audit, cargo audit): nothing to fix.
    // ("`pnpm audit --prod --json` reports no UUID advisory", "`bun audit` then reports zero basic-ftp
    // advisories": an audit's advisories, of the one package named.)
    else if ((w === 'vulnerabilities' || w === 'vulnerability' || ((w === 'advisories' || w === 'advisory') && words.slice(0, i).some((x) => x.w.includes('audit')))) && noneBefore(words, i) !== -1 && (n1 === undefined || n1 === 'found' || n1 === 'detected' || n1 === 'reported' || PASS_SYMBOLS.has(n1) || n1 === ',' || n1 === ';' || n1 === '(')) hit = true;
    // "No regressions found", "No regressions.": nothing broke.
    // (the count reading has made "no regressions" a clean "0 regressions").
    // ("No regressions found", "Visual check, no layout regression": a kind named says it was looked
    // for; a bare "— no regression" after a design is said of the design.)
    else if (REGRESSIONS.has(w) && words[i]!.role === 'pass' && ((words[i - 1]?.w === '0' && w === 'regressions') || (words[i - 2]?.w === '0' && words[i - 1]!.role === 'other' && /^[a-z]+$/.test(words[i - 1]!.w))) && (n1 === undefined || n1 === 'found' || n1 === 'detected' || n1 === 'observed' || n1 === 'seen' || n1 === ',' || n1 === ';' || n1 === 'in' || n1 === 'across')) hit = true;
    // "All three acceptance criteria met".
    else if (w === 'criteria' && (n1 === 'met' || n1 === 'satisfied' || ((n1 === 'are' || n1 === 'were' || n1 === 'all') && (n2 === 'met' || n2 === 'satisfied')))) hit = true;
    // "Smoke tested in staging, all good.": the sentence ends on it (not "all good things").
    else if (w === 'all' && n1 === 'good' && (n2 === undefined || n2 === ',' || n2 === ';' || n2 === '—' || PASS_SYMBOLS.has(n2) || n2 === 'now' || n2 === 'here')) hit = true;
    else if (w === 'everything' && n1 === 'checks' && n2 === 'out') hit = true;
    // ("Tested locally, LGTM": the trial first.)
    else if (w === 'lgtm' && (n1 === 'tested' || n1 === 'verified' || (n1 === ',' && (n2 === 'tested' || n2 === 'verified')) || ((n1 === undefined || n1 === '!') && (words[i - 1]?.w === ',' || words[i - 1]?.w === ';' || words[i - 1]?.w === '—') && (words[0]!.w === 'tested' || words[0]!.w === 'verified' || words[0]!.w === 'smoke-tested')))) hit = true;
    // "Passed, can merge now.", "Green — merging.": a reply that opens on the result, with no subject.
    // ("Green now.", "Green across the matrix now.": when or where, then nothing but the result; "Works
    // across platforms" says what the change is.)
    // ("Green on my side.", "LGTM, green on my side": where the author ran it.)
    else if ((i === 0 || (words[i - 1]!.w === ',' && i <= 3)) && (w === 'green' || w === 'passing' || w === 'passes' || w === 'passed') && n1 === 'on' && n2 === 'my' && MY_SIDE.has(words[i + 3]?.w ?? '') && !words.some((x) => x.role === 'fail' || negates(x) || x.w === '?' || CONDITIONS.has(x.w))) hit = true;
    // ("Rebased on main; still green.": the subject left out, the result kept.)
    else if ((i === 0 || (i === 1 && words[0]!.w === 'still' && (w === 'green' || w === 'passing'))) && OPENING_RESULTS.has(w) && (n1 === undefined || n1 === ',' || n1 === ';' || n1 === '—' || n1 === '–' || n1 === '!' || ((n1 === 'now' || n1 === 'again') && (n2 === undefined || n2 === '.' || n2 === '!' || n2 === ',')) || (w !== 'works' && w !== 'worked' && (n1 === 'across' || n1 === 'everywhere') && words.length <= 8 && !words.some((x) => x.w === '?' || CONDITIONS.has(x.w)))) && !words.some((x) => x.role === 'fail' || negates(x))) hit = true;
    else if (w === 'done' && ((words[i - 1] && PASS_SYMBOLS.has(words[i - 1]!.w)) || (words[i + 1] && PASS_SYMBOLS.has(words[i + 1]!.w)))) hit = true;
    else if ((w === 'verified' || w === 'validated' || w === 'confirmed') && passiveReport(words, i)) hit = true;
    // ("Manual repro from issue body now shows `count = 3` (was `count = 1` before fix)": what a trial
    // shows now, beside what it did.)
    else if (w === 'was' && words[i - 1]?.w === '(' && nowShowsBefore(words, i)) hit = true;
    // ("Local OpenBot stack restart and CopilotKit runtime discovery succeeded.", "The standalone probe (…)
    // still passes.": a thing of no check's kind, named as the whole subject, went well; the sentence ends
    // there.)
    else if ((w === 'succeeded' || ((w === 'passes' || w === 'passed') && NOW_OR_STILL.has(words[i - 1]?.w ?? ''))) && (n1 === undefined || n1 === '.' || n1 === '!' || n1 === 'locally' || n1 === 'again') && (n2 === undefined || n2 === '.' || n2 === '!') && namedSubjectBefore(words, w === 'succeeded' ? i : i - 1)) hit = true;
    // ("Adapts to theme, verified in light and dark mode": what the change does, then where it was seen
    // to.)
    else if ((w === 'verified' || w === 'tested') && words[i - 1]?.w === ',' && i >= 3 && (VERIFIED_TRAILING.has(n1 ?? '') || VERIFIED_ASIDE_HOW.has(n1 ?? '')) && trailingVerified(words, i)) hit = true;
    else if ((w === 'runs' || w === 'ran' || w === 'works' || w === 'worked') && ranOnMine(words, i)) hit = true;
    else if ((w === 'gone' || w === 'disappeared' || w === 'away') && faultGone(words, i)) hit = true;
    if (!hit) continue;
    // "No regressions in the benchmark, but tests fail": the success is not the whole story.
    if (butFails(words, i)) continue;
    // failsAfter already asks elsewhereAfter; only "ready/good to merge" is also held back by "after".
    // (For "no longer", the words before "no" are the ones that could negate it.)
    // (For "no vulnerabilities", the words before "no" are the ones that could negate it.)
    const at = w === 'longer' ? i - 2 : w.startsWith('vulnerabilit') || w.startsWith('advisor') ? noneBefore(words, i) - 1 : BRINGS.has(w) && words[i + 1]?.w === 'any' ? notBefore(words, i) : i;
    // "My build failed but I have all green checkmarks": the success is set against a failure.
    if (failedBeforeBut(words, at)) continue;
    const verified = w === 'verified' || w === 'validated' || w === 'confirmed';
    if (blockedBefore(words, 0, at, at) || failsAfter(words, i + 1, 'bare', verified) || ((w === 'ready' || w === 'good') && elsewhereAfter(words, i + 2, LATER_BARE))) continue;
    return app ? 'app' : w === 'criteria' ? 'criteria' : beside || besideAfterAnd(words, i) ? 'beside' : 'said';
  }
  return undefined;
}
/**
 * A success of its own after a check's result and "and" ("Lint passes and everything works", "The build
 * is green and I confirmed the page renders"), not one said of the checks ("Tests pass and it works").
 */
function besideAfterAnd(words: readonly Word[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 4 && words[k]!.role === 'other' && !words[k]!.code && /^[a-z]+$/.test(words[k]!.w) && words[k]!.w !== 'and') {
    if (THE_CHECKS_AGAIN.has(words[k]!.w)) return false;
    k--;
  }
  if (words[k]?.w !== 'and') return false;
  let p = k - 1;
  if (words[p]?.w === ',') p--;
  // ("The test suite passes (73 tests), and I manually confirmed …": past the count in brackets.)
  if (words[p]?.w === ')') {
    const open = words.findLastIndex((x, m) => m < p && m >= p - 12 && x.w === '(');
    p = open - 1;
  }
  // ("Everything builds and all checks pass": a build verb is a result of its own.)
  return p >= 0 && (words[p]!.role === 'pass' || buildVerb(words, p) !== undefined);
}
const THE_CHECKS_AGAIN = new Set(['it', 'they', 'them', 'this', 'that', 'these', 'those', 'both', 'all']);

function issueResolved(words: readonly Word[], k: number): boolean {
  if (words[k]?.w === 'has' && words[k + 1]?.w === 'been') k += 2;
  else if (words[k]?.w === 'is' || words[k]?.w === 'was') k += words[k + 1]?.w === 'now' ? 2 : 1;
  else return false;
  return words[k]?.w === 'successfully' && (words[k + 1]?.w === 'resolved' || words[k + 1]?.w === 'fixed');
}

/** Where "no", "0" or "zero" stands before a fault noun, with at most one word between; -1 if nowhere. */
function noneBefore(words: readonly Word[], i: number): number {
  for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
    const w = words[k]!.w;
    if (w === 'no' || w === '0' || w === 'zero') return k;
    if (words[k]!.role !== 'other' || words[k]!.code) return -1;
  }
  return -1;
}

// "Verified." / "verified working" / "verified locally" assert success; "Verified never crawled by
// Google" or "verified against a clean checkout" are about something else.
// "Verified: <a property>" and "verified via <a query>" are about that property.
// "Verified the fix works", "confirmed that this change is working": the change itself succeeds.
const CHECKED_THAT = new Set(['verified', 'confirmed', 'confirms', 'tested', 'checked', 'validated', 'observed']);
// "Manually verified before/after on Linux", "We verified the fix on staging": who or how, then the report.
const VERIFIED_BY_WHOM = new Set(['manually', 'locally', 'also', 'i', 'we', "i've", "we've", 'personally', 'additionally', 'e2e', 'end-to-end']);
const TESTED_OPENINGS = new Set(['tested', 'verified', 'checked', 'smoke-tested', 'confirmed', 'validated']);
// "The crash is gone", "Bug is gone. Tested with the original repro.", "LGTM — pulled it down, the crash
// on startup is gone", "the flicker went away": the fault the change is for, named as the subject and
// said to be gone. (Not elsewhere: "the bug is gone on the 2.x branch", "fixed for me on 2.3.1", "gone on
// main"; not asked or hoped: "whether the crash is gone", "should be gone"; not a workaround: "the flicker
// went away when I disabled hardware acceleration".)
const GONE_FAULTS = new Set(['bug', 'crash', 'crashes', 'regression', 'hang', 'deadlock', 'leak', 'panic', 'problem', 'issue', 'oom', 'segfault', 'flake', 'flakiness', 'flicker', 'flickering', 'warning', 'warnings', 'error', 'errors', 'exception', 'glitch', 'freeze', 'stutter', 'jank', 'race', 'timeout', 'timeouts', 'lag', 'duplicates', 'loop']);
const GONE_COPULAS = new Set(['is', 'are', "'s", 'has', 'have']);
const SUBJECT_BREAKS = new Set([',', ';', ':', '—', '–', '(']);
const GONE_ELSEWHERE = new Set(['main', 'master', 'branch', 'nightly', 'release', 'upstream']);
function faultGone(words: readonly Word[], i: number): boolean {
  const w = words[i]!.w;
  let k = i - 1;
  if (w === 'away') {
    if (words[k]?.w !== 'went') return false;
  } else if (w === 'gone') {
    if (words[k]?.w === 'now' || words[k]?.w === 'finally' || words[k]?.w === 'completely' || words[k]?.w === 'all') k--;
    if (!GONE_COPULAS.has(words[k]?.w ?? '')) return false;
  } else if (GONE_COPULAS.has(words[k]?.w ?? '')) k--;
  // The subject: from the sentence's or the clause's start to the verb, a fault named in it.
  let start = k - 1;
  while (start >= 0 && !SUBJECT_BREAKS.has(words[start]!.w) && k - start <= 8) start--;
  if (start >= 0 && !SUBJECT_BREAKS.has(words[start]!.w)) return false;
  const subject = words.slice(start + 1, k);
  if (subject.length === 0 || !subject.some((x) => GONE_FAULTS.has(x.w)) || subject.some((x) => x.role === 'check' || x.role === 'pass' || x.role === 'fail' || negates(x) || CONDITIONS.has(x.w) || x.w === 'whether' || x.w === 'and' || x.w === 'or')) return false;
  if (!(OBJECT_DETERMINERS.has(subject[0]!.w) || subject[0]!.w === 'my' || subject[0]!.w === 'our' || (start === -1 && GONE_FAULTS.has(subject[0]!.w)))) return false;
  // Nothing after it in its clause takes it elsewhere or back ("… is gone: ran the repro for an hour" says
  // how it was seen); nothing in the sentence asks.
  let end = i + 1;
  while (end < words.length && !GONE_CLAUSE_ENDS.has(words[end]!.w)) end++;
  return !words.some((x, j) => x.w === '?' || x.w === 'whether' || (j > i && j < end && (x.w === 'but' || x.w === 'still' || x.w === 'except' || x.w === 'workaround' || CONDITIONS.has(x.w) || negates(x) || GONE_ELSEWHERE.has(x.w) || (/^v?\d{1,4}\.\d{1,4}/.test(x.w) && RELEASE_PLACES.has(words[j - 1]!.w)))) || (j < start && (CONDITIONS.has(x.w) || negates(x))));
}
const GONE_CLAUSE_ENDS = new Set([':', '—', '–', ';', '.', '!']);
const RELEASE_PLACES = new Set(['on', 'in', 'with', 'since', 'from', 'at', 'to']);
const TRIAL_RUNS = new Set(['ran', 'reran', 're-ran', 'tried', 'retried']);
// ("Rebuilt with the patch and the installer no longer crashes", "I built your branch and the export no
// longer truncates": the change built or installed, then tried.)
const TRIAL_MADE = new Set([...TRIAL_RUNS, 'rebuilt', 'built', 'installed', 'reinstalled', 'flashed', 'reflashed', 'deployed', 'pulled']);
const GONE_VERBS = new Set(['reproduce', 'reproduces', 'happens', 'happen', 'occurs', 'occur', 'appears', 'appear', 'crashes', 'crash', 'hangs', 'hang', 'shows', 'allow', 'allows', 'leaks', 'leak', 'panics', 'panic', 'throws', 'throw', 'truncates', 'covers', 'loops', 'freezes', 'flickers', 'stalls', 'deadlocks', 'drops', 'duplicates', 'overlaps', 'blanks']);
// "Manual testing: verified …", "Local testing: verified …": a label of two words.
const TESTED_HOW = new Set(['manual', 'local', 'smoke', 'e2e', 'end-to-end', 'browser', 'live', 'hand', 'device']);
const TESTED_LABELS = new Set(['tested', 'testing', 'test', 'verification', 'validation', 'qa', 'manual', 'manually', 'checked', 'check']);
const SEEMS = new Set(['seems', 'seem', 'appears', 'appear', 'seemed', 'appeared']);
const NO_LINKS = new Set(['no', 'zero', '0']);
const ALL_HOLD = new Set(['verified', 'working', 'work']);
// (Said of code, "All requests are verified by the middleware", "verified" describes what it does:
// only a count of them, or everything, reports a check.)
function allOfThem(words: readonly Word[], i: number): boolean {
  const n = words[i + 1];
  const held = words[i]!.w;
  if (!(n === undefined || n.w === '.' || n.w === '!' || n.w === 'now' || n.w === 'again' || n.w === 'correctly' || n.w === 'fine')) return false;
  let k = i - 1;
  if (words[k]?.w === 'are' || words[k]?.w === 'were' || (words[k]?.w === 'is' && words[k - 1]?.w === 'everything')) k--;
  if (words[k]?.w === 'everything') return k === 0 && held !== 'work';
  const noun = words[k];
  if (noun === undefined || noun.role !== 'other' || noun.code || !/^[a-z]{3,}s$/.test(noun.w) || (held === 'work' && words[i - 1] !== noun)) return false;
  const counted = words[k - 1]?.role === 'number' && WHOLE_NUMBER.test(words[k - 1]!.w);
  if (held === 'verified' && !counted) return false;
  return (counted ? k - 2 : k - 1) === 0 && words[0]!.w === 'all' && !words.some((x) => x.role === 'fail' || negates(x) || x.w === '?');
}
/** "Login, logout and token refresh all work." with "all" at k: a list of things, the whole subject; the sentence ends on it. */
function listedWork(words: readonly Word[], k: number): boolean {
  const after = words[k + 2]?.w;
  if (!(after === undefined || after === '.' || after === '!' || after === 'now' || after === 'again' || after === 'correctly' || after === 'fine' || (after === 'as' && words[k + 3]?.w === 'expected'))) return false;
  if (k < 3 || k > 14 || !words.slice(0, k).some((x) => x.w === 'and') || CONDITIONS.has(words[0]!.w)) return false;
  return words.slice(0, k).every((x) => (x.role === 'other' && !x.code && !negates(x) && !MODALS.has(x.w) && !BUG_WORDS.has(x.w) && /^[a-z][a-z-]*$|^,$/.test(x.w)));
}
const RAN_OPENING = new Set(['ran', 'executed', 're-ran', 'reran']);
function ranThenWhich(words: readonly Word[], which: number): boolean {
  const ran = RAN_OPENING.has(words[0]!.w) ? 0 : (words[0]!.w === 'i' || words[0]!.w === 'we') && (RAN_OPENING.has(words[1]?.w ?? '') || (words[1]?.w === 'then' && RAN_OPENING.has(words[2]?.w ?? ''))) ? (words[1]!.w === 'then' ? 2 : 1) : -1;
  if (ran === -1 || which - ran > 8 || which - ran < 2) return false;
  return !words.slice(ran + 1, which).some((x) => (x.role !== 'other' && x.w !== ',' && !(x.role === 'check' && x.check !== 'bare')) || negates(x)) && !words.slice(which + 1).some((x) => x.role === 'fail' || negates(x) || x.w === 'but');
}
function ranSans(words: readonly Word[], i: number): boolean {
  const sans = words.findIndex((x, k) => k > i + 1 && k <= i + 7 && x.w === 'sans');
  return sans !== -1 && sansFaults(words, sans) && !words.slice(i + 1, sans).some((x) => x.role !== 'other' || x.code || negates(x)) && !words.some((x) => x.role === 'fail' || x.w === 'but');
}
/** "without errors", "without any errors" at k, read as a clean result ('sans'). */
function sansFaults(words: readonly Word[], k: number): boolean {
  if (words[k]?.w !== 'sans') return false;
  const fault = words[k + 1]?.w === 'any' ? words[k + 2] : words[k + 1];
  return fault?.role === 'pass' && FAULT_NOUNS.has(fault.w);
}
/** What a label must name for "<label>: PASS" to report a run ("Smoke run: PASS", not "HTTP status: OK"). */
const RUN_LABELS = new Set(['run', 'runs', 'smoke', 'sanity', 'e2e', 'end-to-end', 'gate', 'gates', 'suite', 'verification', 'validation', 'qa', 'pipeline', 'job', 'jobs', 'audit', 'scan', 'harness', 'result', 'results', 'verdict', 'outcome', 'rejection', 'overall', 'check', 'test', 'tests']);
const LABELLED_PASS = new Set(['pass', 'passed', 'passes', 'ok', 'okay', 'green', 'clean', 'success', 'succeeded', '✅', '✓', '✔']);
const RUNS = new Set(['runs', 'ran', 'run', 'starts', 'started', 'loads', 'loaded', 'works', 'worked', 'completes', 'completed', 'builds']);
// Every word bareSuccess can find a bare result at (each of its readings starts from one of these).
const BRINGS = new Set(['generate', 'generates', 'generated', 'produce', 'produces', 'produced', 'introduce', 'introduces', 'introduced', 'cause', 'causes', 'caused', 'add', 'adds', 'added', 'emit', 'emits', 'emitted', 'raise', 'raises', 'raised']);
const NOT_AUX = new Set(['does', 'do', 'did', 'have', 'has']);
/** "My changes generate no new warnings", "This change does not introduce any new warnings": the change, said to bring no faults. */
function broughtNone(words: readonly Word[], i: number): boolean {
  const n1 = words[i + 1]?.w;
  const n2 = words[i + 2]?.w;
  const v = n1 === 'any' ? notBefore(words, i) : n1 === 'no' || n1 === '0' ? i : -1;
  if (v === -1 || !(FAULT_NOUNS.has(n2 ?? '') || (n2 === 'new' && FAULT_NOUNS.has(words[i + 3]?.w ?? '')))) return false;
  return CHANGE_SUBJECTS.has(words[v - 1]?.w ?? '') && (v === 1 || ['my', 'the', 'this', 'code'].includes(words[v - 2]!.w));
}
/** Where "does not", "didn't", "have not" begins before the verb at `i`, or -1. */
function notBefore(words: readonly Word[], i: number): number {
  if (words[i - 1]?.w === 'not' && NOT_AUX.has(words[i - 2]?.w ?? '')) return i - 2;
  const w = words[i - 1]?.w ?? '';
  return w === "doesn't" || w === "don't" || w === "didn't" || w === "haven't" || w === "hasn't" ? i - 1 : -1;
}
const BUILT_THEN = new Set(['builds', 'built', 'compiles', 'compiled']);
const STARTED = new Set(['starts', 'started', 'launches', 'launched', 'boots', 'booted']);
// ("The page renders correctly", "the dashboard loads properly": what was changed, seen to behave.)
const SEEN_TO_BEHAVE = ['renders', 'rendered', 'loads', 'loaded', 'displays', 'displayed', 'behaves', 'behaved', 'render', 'load', 'display', 'behave'];
const TESTED_VERBS = new Set(['tested', 'smoke-tested', 'tried', 'checked', 'sanity-checked', 'double-checked', 'hand-tested', 're-tested', 'retested', 'dogfooded', 'exercised']);
// Verbs of a trial by hand that need the word after them to be one ("went through", "clicked through",
// "poked at it", "gave it a spin", "pulled this down", "ran the app", "ran through").
const HAND_TRIALS = new Set(['went', 'walked', 'clicked', 'stepped', 'poked', 'played', 'gave', 'pulled', 'ran', 'opened', 'loaded', 'followed', 'installed', 'started']);
const TRIAL_SUBJECTS = new Set(['i', 'we', "i've", "we've", 'also', 'then']);
const QA_NAMES = new Set(['qa', 'uat']);
const QA_VERDICTS = new Set(['approved', 'confirmed', 'verified', 'lgtm']);
const SIGN_OFF_GIVEN = new Set(['approved', 'done', 'yes', 'given', 'lgtm', ...PASS_SYMBOLS]);
function qaSignedOff(words: readonly Word[], i: number): boolean {
  const w = words[i]!.w;
  const prev = words[i - 1]?.w ?? '';
  const n1 = words[i + 1]?.w;
  const signed =
    w === 'signed' ? n1 === 'off' && (QA_NAMES.has(prev) || (words[i + 2]?.w === 'by' && QA_NAMES.has(words[i + 3]?.w ?? '')))
    : w === "qa'd" || w === 'qa’d' ? i === 0 || PASS_SYMBOLS.has(prev)
    : w === 'sign-off' || w === 'signoff' ? QA_NAMES.has(prev) && n1 === ':' && SIGN_OFF_GIVEN.has(words[i + 2]?.w ?? '')
    : w === 'lgtm' && prev === ':' ? QA_NAMES.has(words[i - 2]?.w ?? '')
    : QA_VERDICTS.has(w) && QA_NAMES.has(prev) && !words[i - 1]!.code;
  // ("QA approved the build": what QA looked at is named, a check's result not said; "QA confirmed the
  // bug on staging": a fault, confirmed. Looked at only for a sign-off: a scan of the rest for each word
  // made a sentence of marks quadratic.)
  return signed && !words.some((x, k) => k > i && ((x.role === 'check' && x.check !== 'bare') || bugNamed(words, k)));
}
const BARE_HEADS = new Set([
  'signed', "qa'd", 'qa’d', 'sign-off', 'signoff', 'approved',
  'gone', 'disappeared', 'away', ...LABELLED_PASS, ...RUNS, ...STARTED, ...OPENING_RESULTS, ...SEEN_TO_BEHAVE, 'ready', 'correct', 'alright', 'great', 'links', 'link', 'good', 'all', 'verification', 'validation', 'testing', 'works', 'working', 'work', 'worked', 'went', 'fully',
  'everything', 'verified', 'validated', 'confirmed', 'fine', 'ok', 'okay', 'green', 'tested', 'smoke-tested', 'tried', 'checked', 'sanity-checked', 'double-checked', 'manual', 'manually', 'expected', 'succeeds', 'succeeded', 'longer', 'was', 'passes', 'passed',
  'issue', 'issues', 'problems', 'errors', 'successfully', 'vulnerabilities', 'vulnerability', 'advisories', 'advisory', 'regressions', 'regression', 'criteria', 'lgtm', 'done', 'correctly', 'properly', 'fixed', 'fixes', 'solved', 'solves', 'resolved', 'resolves', ...BRINGS,
]);
// Verbs of a trial, read where a sentence opens (after "I", "I have", "manually" at most).
const TRIAL_HEADS = new Set([...TESTED_VERBS, ...HAND_TRIALS].filter((w) => !BARE_HEADS.has(w)));
// "without errors", "no warnings": a fault named only to say there was none.
function cleanOf(words: readonly Word[], k: number): boolean {
  const w = words[k]!;
  if (w.w === 'without' || w.w === 'no') return FAULT_NOUNS.has(words[k + 1]?.w ?? '');
  return FAULT_NOUNS.has(w.w) && (words[k - 1]?.w === 'without' || words[k - 1]?.w === 'no');
}
const BEHAVES = new Set(['output', 'run', 'render', 'load', 'work', 'resolve', 'parse', 'display', 'show', 'update']);
const BEING = new Set(['is', 'are', 'be', 'was', 'were', 'been', 'being']);
function tickedBehaviour(words: readonly Word[], i: number): boolean {
  const verb = words[i - 1];
  if (i < 2 || verb === undefined || verb.role !== 'other' || verb.code || !(/[a-z](?:s|ed)$/.test(verb.w) || BEHAVES.has(verb.w)) || BEING.has(words[i - 2]!.w)) return false;
  return !words.some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w));
}
const CLAUSE_JOINS = new Set(['and', ',', ';', '—', '–']);
const BROKE_NOBODY = new Set(['anyone', 'anybody', 'anything']);
function brokeNothing(words: readonly Word[], i: number): boolean {
  const not = words[i - 1]?.w === "didn't" ? i - 1 : words[i - 1]?.w === 'not' && words[i - 2]?.w === 'did' ? i - 2 : -1;
  return (not === 0 || (not === 1 && (words[0]!.w === 'i' || words[0]!.w === 'we'))) && words[i + 2]?.w !== 'else' && !words.some((x) => x.role === 'fail' || x.w === '?');
}
const OTHER_CHANGES = new Set(['prs', 'pulls', 'branches', 'issues', 'others', 'rest']);
const RUN_THE_APP = new Set(['running', 'using', 'launching', 'starting', 'installing', 'deploying', 'navigating']);
const WORKS_HOW = new Set(['fine', 'correctly', 'properly', 'well', 'perfectly', 'smoothly', 'normally', 'great', 'successfully', 'ok', 'okay', 'nicely', 'flawlessly', 'again', 'cleanly']);
const SINGULAR_APP_SUBJECTS = ['app', 'application', 'code', 'site', 'website', 'page', 'ui', 'extension', 'plugin', 'cli', 'server', 'frontend', 'backend', 'feature', 'component', 'integration', 'deployment', 'example', 'demo', 'fix', 'implementation', 'solution', 'patch', 'migration', 'container', 'script', 'snippet', 'service', 'endpoint', 'deploy', 'notebook', 'flow', 'dashboard', 'modal', 'dialog', 'screen', 'widget', 'homepage', 'sidebar', 'menu'];
const PLURAL_APP_SUBJECTS = new Set(['apps', 'pages', 'extensions', 'plugins', 'features', 'components', 'integrations', 'examples', 'demos', 'fixes', 'migrations', 'containers', 'scripts', 'snippets', 'services', 'endpoints', 'urls', 'links', 'notebooks', 'cells', 'flows', 'dashboards', 'modals', 'dialogs', 'screens', 'widgets', 'menus']);
const APP_SUBJECTS = new Set([...SINGULAR_APP_SUBJECTS, ...PLURAL_APP_SUBJECTS]);
// What an app's subject is said to do: "works", "ran"; "work", "run" only after a plural subject.
const APP_VERBS = new Set(['working', 'works', 'runs', 'worked', 'ran', 'starts', 'started', 'launches', 'launched', 'boots', 'booted', 'completed', 'completes', ...SEEN_TO_BEHAVE.filter((v) => v.endsWith('s') || v.endsWith('ed'))]);
const SUCCEEDED_WHERE = new Set(['.', '!', ',', ';', 'on', 'in', 'locally', 'again', 'now', 'too']);
const PLURAL_APP_VERBS = new Set(['work', 'run', ...SEEN_TO_BEHAVE.filter((v) => !v.endsWith('s') && !v.endsWith('ed'))]);
/** The word before a verb that would be its subject ("is", "was", "now", "still" read past). */
function subjectOf(words: readonly Word[], i: number): string {
  return words[subjectAt(words, i)]?.w ?? '';
}
/** Where a verb's subject is: the word before it, "is", "was", "now", "still" read past ("is now working"). */
function subjectAt(words: readonly Word[], i: number): number {
  let k = i - 1;
  while (k >= i - 2 && (words[k]?.w === 'is' || words[k]?.w === 'was' || words[k]?.w === 'now' || words[k]?.w === 'still')) k--;
  return k;
}
// ("The old page works fine": not this change's.)
// (Words that open a clause of their own: "If the app works …", "Whether the server runs …".)
const WORKED_AS_MEANT = new Set(['correctly', 'properly', 'perfectly', 'flawlessly', 'again']);
const NOT_A_MODIFIER = new Set(['if', 'when', 'whether', 'once', 'unless', 'until', 'so', 'and', 'but', 'or', 'that', 'which', 'no', 'not', 'every', 'any', 'each', 'a', 'an', 'your', 'their', 'its', 'his', 'her']);
const OTHER_VERSIONS = new Set(['old', 'previous', 'original', 'current', 'existing', 'legacy', 'upstream', 'same', 'other']);
/** "Application is working fine", "the app works": the app is the sentence's subject, no other version's. */
function ranInClause(words: readonly Word[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 6 && !(CLAUSE_JOINS.has(words[k]!.w) || words[k]!.w === ':')) k--;
  return i - k >= 2 && !words.some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w) || EARLIER.has(x.w));
}
function appSubject(words: readonly Word[], i: number, anyNoun = false): boolean {
  const k = subjectAt(words, i);
  if (!APP_SUBJECTS.has(words[k]?.w ?? '') && !(anyNoun && nounSubject(words[k]))) return namedAfterResult(words, k);
  // ("The truncation feature is now working correctly": one word may say which.) ("修复完成，功能正常
  // 工作": the clause after a comma has a subject of its own.)
  let start = 0;
  // ("Tests pass and the app runs correctly": after a result and "and", a clause of its own.)
  for (let j = k - 1; j >= 0 && k - j <= 12; j--) if (words[j]!.w === ',' || words[j]!.w === '，' || words[j]!.w === ';' || (words[j]!.w === 'and' && words[j - 1]?.role === 'pass')) { start = j + 1; break; }
  const before = words.slice(start, k);
  // ("Dev server starts successfully": the one word, at the clause's start.)
  // ("The decay chain visualization features work perfectly": after "the", up to three such words.)
  const modifiers = before[0]?.w === 'the' ? before.slice(1) : before.length === 1 && before[0]!.w !== 'this' && before[0]!.w !== 'our' ? before : [];
  const which = modifiers.length > 0 && modifiers.length <= 3 && modifiers.every((m) => m.role === 'other' && !m.code && /^[a-z][a-z-]+$/.test(m.w) && !EARLIER.has(m.w) && !OTHER_VERSIONS.has(m.w) && !NOT_A_MODIFIER.has(m.w) && !DATA_SUBJECTS.has(m.w));
  if (!which && (before.length > 2 || before.some((x) => x.w !== 'the' && x.w !== 'this' && x.w !== 'our'))) return false;
  return !words.some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w) || EARLIER.has(x.w));
}
// ("Expo Client compiles on both platforms and NCL works ok": after a result and "and", a thing
// named in one word, said to work, is a result of its own.)
function namedAfterResult(words: readonly Word[], k: number): boolean {
  const w = words[k];
  if (w === undefined || k < 3 || words[k - 1]!.w !== 'and' || w.role !== 'other' || w.code || !/^[a-z][a-z0-9-]{1,30}$/.test(w.w) || NOT_A_SUBJECT.has(w.w)) return false;
  if (!words.slice(Math.max(0, k - 10), k - 1).some((x) => (x.role === 'pass' && x.verb) || (BUILD_VERB.has(x.w) && !x.code))) return false;
  return !words.some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w) || EARLIER.has(x.w) || x.w === '?' || x.w === 'if' || x.w === 'but');
}
function nounSubject(w: Word | undefined): boolean {
  return w !== undefined && w.role === 'other' && !w.code && /^[a-z][a-z0-9-]{2,30}$/.test(w.w) && !NOT_A_SUBJECT.has(w.w) && !DATA_SUBJECTS.has(w.w) && !NOT_A_MODIFIER.has(w.w) && !BEING.has(w.w);
}
const NOT_A_SUBJECT = new Set(['it', 'this', 'that', 'everything', 'all', 'they', 'both', 'which', 'what', 'how', 'now', 'also', 'still', 'then', 'so', 'i', 'we', 'you', 'he', 'she']);
const LOOKS_OK = new Set(['good', 'fine', 'ok', 'okay', 'alright', 'great', 'correct']);
const USED = new Set(['ran', 'running', 'using', 'used', 'run']);
/** "I've been using this patch …", "Ran it against …", "This has been running in production …" before `i`. */
function usedFor(words: readonly Word[], i: number): boolean {
  const k = words.findIndex((x, j) => j < i - 1 && USED.has(x.w));
  if (k === -1 || k > 4) return false;
  const by = words[k - 1]?.w;
  if (!(k === 0 || by === 'been' || FIRST_PERSON.has(by ?? '') || by === 'it' || by === 'this')) return false;
  if (k === 0 && !(words[1]?.w === 'it' || words[1]?.w === 'this' || words[1]?.w === 'the')) return false;
  return !words.some((x, j) => j !== i && (x.role === 'fail' || (negates(x) && x.w !== 'sans') || x.w === '?' || x.w === 'if' || x.w === 'will' || x.w === 'should' || x.w === 'but'));
}
const TRIED = new Set(['tested', 'tried', 'ran', 'checked', 'verified', 'confirmed', 'ensured', 'used', 'installed', 'deployed', 're-ran', 'reran', 'retested', 're-tested']);
const FIRST_PERSON = new Set(['i', 'we', "i've", "we've"]);
const WORKED_NEXT = new Set([',', '.', ';', '!', 'fine', 'well', 'correctly', 'properly', 'perfectly', 'great', 'nicely', 'again', 'now', 'as', 'with', 'on', 'for', 'in', 'here', 'locally', 'ok', 'okay', 'smoothly', 'flawlessly']);
// ("I tested the change manually and it resolves the issue": the problem named is the one gone, read
// from `end`, the word after the verb.)
function triedThenWorked(words: readonly Word[], i: number, end = i): boolean {
  if (end < 0) return false;
  const n = words[end + 1];
  if (n !== undefined && !WORKED_NEXT.has(n.w)) return false;
  let t = -1;
  for (let k = Math.max(1, i - 14); k < i; k++) if (TRIED.has(words[k]!.w) && (FIRST_PERSON.has(words[k - 1]!.w) || (words[k - 1]!.w === 'have' && FIRST_PERSON.has(words[k - 2]?.w ?? '')))) { t = k; break; }
  // ("Tried it out on my project, works great": the one who tried left out, as the one it worked for.)
  if (t === -1 && i <= 14 && TRIED.has(words[0]!.w) && words[i - 1]?.w === ',') t = 0;
  if (t === -1) return false;
  return !words.some((x, k) => x.role === 'fail' || negates(x) || (BUG_WORDS.has(x.w) && k !== end) || x.w === '?' || x.w === 'if' || x.w === 'whether' || x.w === 'should' || x.w === 'will' || x.w === 'would' || x.w === 'not' || x.w === 'but');
}
/** "… fixed the crash … for me": the fix, tried by the one who says so. */
function fixedForMe(words: readonly Word[], i: number): boolean {
  const k = words[i + 1]?.w === 'the' || words[i + 1]?.w === 'my' ? i + 2 : i + 1;
  if (!THE_PROBLEM.has(words[k]?.w ?? '')) return false;
  const me = words.findIndex((x, j) => j > k && x.w === 'me' && words[j - 1]!.w === 'for');
  return me !== -1 && me - k <= 10 && !words.some((x) => negates(x) || x.w === 'should' || x.w === 'will' || x.w === '?' || x.w === 'if');
}
const THE_PROBLEM = new Set(['problem', 'issue', 'bug', 'crash', 'error', 'regression', 'hang']);
const FIXES_IT = new Set(['fixed', 'fixes', 'solved', 'solves', 'resolved', 'resolves']);
/** Where "the issue" ends after "resolves" ("resolves the issue", "fixes my problem"); -1 when it names none. */
function problemAfter(words: readonly Word[], i: number): number {
  const k = words[i + 1]?.w === 'the' || words[i + 1]?.w === 'my' || words[i + 1]?.w === 'this' || words[i + 1]?.w === 'that' ? i + 2 : i + 1;
  return THE_PROBLEM.has(words[k]?.w ?? '') ? k : -1;
}
const CHANGE_SUBJECTS = new Set(['fix', 'change', 'changes', 'patch', 'feature', 'it', 'this', 'pr']);
const CLAUSE_BREAKS = new Set(['—', '–', ';', ':']);
/** "The fix works", "this change now works", after the sentence's start or a clause break. */
/** Whether a clause ends between two words (a comma, "but" or a dash outside brackets). */
function clauseBetween(words: readonly Word[], from: number, to: number): boolean {
  let depth = 0;
  for (let k = from; k < to; k++) {
    const w = words[k]!.w;
    if (w === '(') depth++;
    else if (w === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (CLAUSE_BREAKS.has(w) || w === ',' || w === 'but')) return true;
  }
  return false;
}
function changeSaidToWork(words: readonly Word[], i: number): boolean {
  const subject = words[i - 1]?.w === 'now' ? i - 2 : i - 1;
  if (subject < 0 || !CHANGE_SUBJECTS.has(words[subject]!.w)) return false;
  for (let k = i - 2; k >= i - 3 && k >= 0; k--) {
    if ((words[k]!.w === 'the' || words[k]!.w === 'this') && (k === 0 || CLAUSE_BREAKS.has(words[k - 1]!.w))) return true;
  }
  return false;
}
function fixWorks(words: readonly Word[], i: number): boolean {
  let j = i + 1;
  if (words[j]?.w === 'that') j++;
  // ("confirmed this fixes the problem": "this" is the subject.)
  const subjectThis = (words[j]?.w === 'this' || words[j]?.w === 'it') && (FIX_VERBS.has(words[j + 1]?.w ?? '') || words[j + 1]?.w === 'solves');
  if (!subjectThis && (words[j]?.w === 'the' || words[j]?.w === 'this')) j++;
  if (!CHANGE_SUBJECTS.has(words[j]?.w ?? '')) return false;
  j++;
  if (words[j]?.w === 'now' || words[j]?.w === 'is') j++;
  // "I can confirm this fixes the problem".
  if (FIX_VERBS.has(words[j]?.w ?? '') || words[j]?.w === 'solves') {
    const k = words[j + 1]?.w === 'the' || words[j + 1]?.w === 'this' || words[j + 1]?.w === 'my' || words[j + 1]?.w === 'our' ? j + 2 : j + 1;
    return THE_PROBLEM.has(words[k]?.w ?? '');
  }
  return words[j]?.w === 'works' || words[j]?.w === 'working' || words[j]?.w === 'holds';
}

function failedBeforeBut(words: readonly Word[], i: number): boolean {
  let but = -1;
  for (let j = i - 1; j >= 0 && i - j <= REACH; j--) if (words[j]!.w === 'but' || words[j]!.w === 'yet' || words[j]!.w === 'however') { but = j; break; }
  // ("The old test failed, but now all green": a before and after.)
  if (but === -1 || words.slice(but + 1, i).some((x) => x.w === 'now' || x.w === 'again')) return false;
  for (let j = but - 1; j >= 0 && but - j <= REACH; j--) {
    if (words[j]!.role === 'fail' && !/^fix|^repair|^resolv/.test(words[j - 1]?.w ?? '')) return true;
  }
  return false;
}

function butFails(words: readonly Word[], i: number): boolean {
  let but = false;
  for (let j = i + 1; j < words.length && j - i <= REACH; j++) {
    if (words[j]!.w === 'but' || words[j]!.w === 'however' || words[j]!.w === 'yet') but = true;
    // ("works for most users, but not on Windows": "not" withdraws it as a failure would.)
    else if (but && (words[j]!.role === 'fail' || negates(words[j]!))) return true;
  }
  return false;
}
function verifiedWorks(words: readonly Word[], i: number): boolean {
  for (let j = i + 1; j < words.length && j <= i + 6; j++) {
    const w = words[j]!;
    if (w.role === 'fail' || negates(w) || w.role === 'check' || BUG_WORDS.has(w.w) || STOP.has(w.w) || w.w === ',' || w.w === ';') return false;
    // ("verified that the changes work": a plural subject, the verb's plural.)
    if (w.w === 'works' || w.w === 'holds' || ((w.w === 'work' || w.w === 'hold') && (words[j - 1]!.w === 'they' || (j > i + 2 && /^[a-z]{3,}s$/.test(words[j - 1]!.w) && words[j - 1]!.role === 'other')))) return j > i + 1 && (words[j + 1] === undefined || words[j + 1]!.w === 'as' || words[j + 1]!.w === 'again' || words[j + 1]!.w === 'now' || words[j + 1]!.w === 'correctly' || words[j + 1]!.w === 'fine' || words[j + 1]!.w === 'on' || words[j + 1]!.w === 'in');
    // ("I confirmed the page renders without the flash of unstyled content", "verified the webhook fires
    // exactly once per event": the thing named, after an article, behaves as the change meant; nothing
    // in the rest of the clause is a fault.)
    // ("verified that the dark-mode toggle now persists": a compound's two words, and "now" before the verb.)
    if (VERIFIED_SHOWS.has(w.w) && namedThing(words, NOW_OR_STILL.has(words[j - 1]!.w) ? j - 1 : j, i + 1)) return !clauseAfter(words, j + 1, 12).some((x) => x.role === 'fail' || (negates(x) && x.w !== 'without') || BUG_WORDS.has(x.w) || FAULTY.has(x.w) || x.w === '?' || x.w === 'twice');
  }
  return false;
}
/** A thing named just before k, after an article and at or after `from`: "the page", "the dark-mode toggle". */
function namedThing(words: readonly Word[], k: number, from: number): boolean {
  for (let j = k - 1; j >= from + 1 && j >= k - 2; j--) {
    const x = words[j]!;
    if (x.role !== 'other' || x.code || !/^[a-z][a-z-]{2,}$/.test(x.w)) return false;
    if (OBJECT_DETERMINERS.has(words[j - 1]!.w)) return true;
  }
  return false;
}
const VERIFIED_SHOWS = new Set(['renders', 'loads', 'fires', 'persists', 'saves', 'displays', 'opens', 'starts', 'launches', 'succeeds', 'completes', 'resolves', 'updates']);

// "Tested: the dialog now closes on Escape", "Tested manually: uploads resume correctly": a trial's
// outcome after the label. ("Tested: Chrome, Firefox" and "Tested: corepack pnpm build" say where or
// what was run, not how it went; "Tested locally:" over a list is read by the rules for lead-ins.)
const TESTED_LABEL_HOW = new Set(['manually', 'locally', 'live']);
// ("Tested in Chrome, Firefox and Safari: the layout is fixed", "Smoke-tested the CLI: `foo --help` now
// prints the flag": where or what was tried, before the label's colon.)
const TESTED_WHERE = new Set(['in', 'on', 'against', 'with', 'under', 'across', 'using', 'the', 'this', 'it']);
// What a trial's outcome says went well ("Smoke-tested: the login page loads").
const TRIAL_SHOWS = new Set(['works', 'work', 'loads', 'load', 'renders', 'render', 'displays', 'opens', 'starts', 'launches', 'succeeds', 'succeeded', 'completes', 'completed', 'resolve', 'resolves', 'validate', 'validates', 'persist', 'persists', 'fire', 'fires', 'delivered', 'appears', 'appear', 'lands', 'land', 'saves', 'save', 'survives', 'survive', 'reconcile', 'reconciles', 'refreshes', 'refresh']);
// ("the row shows up in the table", "the service comes up under systemd": what a trial saw appear.)
const CAME_UP = new Set(['shows', 'show', 'showed', 'comes', 'come', 'came']);
const SUBJECT_DETERMINER = new Set(['the', 'every', 'each', 'all', 'both', 'its']);
/** "the page", "every step", "the final redirect": a thing named, a word or two after its determiner, just before k. */
function subjectBefore(words: readonly Word[], k: number): boolean {
  for (let j = k - 1; j >= 1 && j >= k - 2; j--) {
    const x = words[j]!;
    if (x.role !== 'other' || !/^[a-z]{3,}$/.test(x.w)) return false;
    if (SUBJECT_DETERMINER.has(words[j - 1]!.w)) return true;
  }
  return false;
}
// ("Tested on Chrome, Firefox and Safari — all render correctly": a dash ends the label as a colon does,
// and so does a hyphen typed for one, which the tokenizer reads as a dash.)
const TESTED_LABEL_ENDS = new Set([':', '—', '–']);
/** "no longer" at `j`, then a fault's verb ("overlaps", "times out"), not a good one ("works", "renders"). */
function noLongerFault(words: readonly Word[], j: number): boolean {
  if (words[j]?.w !== 'no' || words[j + 1]?.w !== 'longer') return false;
  const v = words[j + 2];
  return v !== undefined && v.role !== 'pass' && v.role !== 'check' && !negates(v) && !SHOWN_CORRECTLY.has(v.w) && !STILL_GOOD.has(v.w) && /^[a-z][a-z-]*$/.test(v.w);
}
const STILL_GOOD = new Set(['starts', 'start', 'compiles', 'compile', 'builds', 'build', 'matches', 'match', 'returns', 'return', 'shows', 'show', 'saves', 'save', 'opens', 'open', 'responds', 'respond', 'exists', 'exist', 'supports', 'support', 'needed', 'required', 'necessary', 'used', 'available', 'possible', 'valid', 'correct']);
function handTrial(words: readonly Word[], i: number): boolean {
  const n1 = words[i + 1]?.w;
  const w = words[i]!.w;
  if (w === 'went' || w === 'walked' || w === 'clicked' || w === 'stepped') return n1 === 'through';
  if (w === 'poked' || w === 'played') return n1 === 'at' || n1 === 'with' || n1 === 'around';
  if (w === 'gave') return (n1 === 'it' || n1 === 'this') && words[i + 2]?.w === 'a' && (words[i + 3]?.w === 'spin' || words[i + 3]?.w === 'try' || words[i + 3]?.w === 'go');
  if (w === 'pulled') return (n1 === 'it' || n1 === 'this' || n1 === 'the') && words.slice(i + 2, i + 5).some((x) => x.w === 'down' || x.w === 'locally');
  if (w === 'followed') return n1 === 'the' && words.slice(i + 2, i + 5).some((x) => x.w === 'steps' || x.w === 'reproduction' || x.w === 'repro');
  // ("Ran the migration against a prod snapshot: …", "Opened the reporter's project …; …": a thing of no
  // check's kind, run or opened.)
  // ("Ran `acme export --format parquet` on the sample dataset — …": a command of no check's kind.)
  if (w === 'ran' && n1 !== undefined && words[i + 1]!.code && words[i + 1]!.role !== 'check') return !words.slice(i + 2, i + 6).some((x) => x.role === 'check');
  return (n1 === 'the' || n1 === 'it' || n1 === 'through' || n1 === 'this') && !words.slice(i + 1, i + 6).some((x) => x.role === 'check' || x.code);
}
function testedOutcome(words: readonly Word[], i: number): boolean {
  let from = i + 1;
  // ("Clicked through every tab in the admin panel — …", "Gave it a spin on my Fedora box — …": the
  // words that make the trial's verb, then where.)
  if (HAND_TRIALS.has(words[i]!.w) || words[i]!.w === 'dogfooded' || words[i]!.w === 'exercised') {
    let j = from;
    // ("Pulled this down and poked at it — …", "ran the app and checked the dashboard — …": one trial
    // in two verbs.)
    while (j < words.length && j - from <= 14 && (words[j]!.role === 'other' || words[j]!.role === 'number') && !TESTED_LABEL_ENDS.has(words[j]!.w) && words[j]!.w !== ',' && (words[j]!.w !== 'and' || TESTED_VERBS.has(words[j + 1]?.w ?? '') || HAND_TRIALS.has(words[j + 1]?.w ?? ''))) j++;
    if (TESTED_LABEL_ENDS.has(words[j]?.w ?? '') || (words[j]?.w === ',' && j - from <= 8) || (words[j]?.w === 'and' && words[j - 1]?.w !== ',' && j > from)) from = j;
    else return false;
    if (words[from]!.w === ',' || words[from]!.w === 'and') return handOutcome(words, from + 1);
  }
  if (TESTED_LABEL_HOW.has(words[from]?.w ?? '')) from++;
  if (words[from]?.w === 'end-to-end') from++;
  else if (words[from]?.w === 'end' && words[from + 1]?.w === 'to' && words[from + 2]?.w === 'end') from += 3;
  if (TESTED_WHERE.has(words[from]?.w ?? '')) {
    let j = from + 1;
    // ("Tested on iOS 17 and Android 14: …": a platform's version is part of where.)
    while (j < words.length && j - from <= 8 && (words[j]!.role === 'other' || words[j]!.role === 'number') && !words[j]!.code && !TESTED_LABEL_ENDS.has(words[j]!.w) && !(words[j]!.w === ',' && words[j + 1]?.w === 'and')) j++;
    // ("Tested end to end with the sandbox account, and the invoice PDF now includes the VAT line".)
    if (TESTED_LABEL_ENDS.has(words[j]?.w ?? '') || (words[j]?.w === ',' && words[j + 1]?.w === 'and')) from = words[j]!.w === ',' ? j + 1 : j;
  }
  if (!TESTED_LABEL_ENDS.has(words[from]?.w ?? '') && !(words[from]?.w === 'and' && words[from - 1]?.w === ',')) return false;
  let outcome = false;
  for (let j = from + 1; j < words.length; j++) {
    const x = words[j]!;
    // ("Tested in Firefox and Chrome: the sticky header no longer overlaps the table": the fault gone.)
    if (noLongerFault(words, j)) {
      outcome = true;
      j += 2;
      continue;
    }
    // ("Tested on my Pi 4: compiles and runs, the LEDs blink as expected": the build is a claim of its
    // own, then what the trial showed.)
    if (buildVerb(words, j) === 'build') continue;
    const span = outcomeSpan(words, j);
    if (span > 0) {
      outcome = true;
      j += span - 1;
      continue;
    }
    // ("Checked the links — the error resolves to a 404": a fault named is what was found.)
    // (A name in code is part of what was seen: "the CSV now downloads with a `.csv` extension".)
    // ("Ran the migration — no errors, but 3 rows were dropped": what it showed, taken back.)
    if (x.w === 'but' || x.w === 'except' || x.role === 'check' || (x.code && j === from + 1) || (x.role === 'fail' && !earlierState(words, j)) || negates(x) || BUG_WORDS.has(x.w) || FAULTY.has(x.w) || (FAULT_NOUNS.has(x.w) && x.role !== 'pass') || x.w === '?') return false;
    // ("Smoke-tested on staging: the endpoint returns 200 and the payload matches the schema".)
    // ("Smoke-tested: the login page loads.")
    outcome ||= NOW_WORKS.has(x.w) || x.w === 'successfully' || x.w === 'matches' || x.w === 'match' || (TRIAL_SHOWS.has(x.w) && (j > from + 1 || x.w === 'works')) || (CAME_UP.has(x.w) && words[j + 1]?.w === 'up' && j > from + 1) || ((x.w === 'returns' || x.w === 'returned') && /^2\d\d$/.test(words[j + 1]?.w ?? ''));
  }
  return outcome;
}
/** After a trial and ", " or "and": only what it showed, of the few kinds that say it went well ("no issues", "nothing broken", "works"). */
function handOutcome(words: readonly Word[], from: number): boolean {
  let outcome = false;
  for (let j = from; j < words.length; j++) {
    const x = words[j]!;
    const span = outcomeSpan(words, j);
    if (span > 0) {
      outcome = true;
      j += span - 1;
      continue;
    }
    if (x.role === 'check' || x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w) || FAULTY.has(x.w) || x.w === '?' || x.w === 'but') return false;
    outcome ||= ((x.w === 'works' || x.w === 'work') && (words[j - 1]?.w === 'it' || words[j - 1]?.w === 'everything' || words[j - 2]?.w === 'the')) || ((TRIAL_SHOWS.has(x.w) || (CAME_UP.has(x.w) && words[j + 1]?.w === 'up')) && (words[j - 1]?.w === 'it' || subjectBefore(words, j)));
  }
  return outcome;
}
/** What a trial found, said as nothing wrong ("nothing broken", "no issues", "no more duplicate toast", "behaves as described"): how many words say it, or 0. */
function outcomeSpan(words: readonly Word[], j: number): number {
  const x = words[j]!;
  const n = words[j + 1];
  const ends = (k: number): boolean => words[k] === undefined || TRIAL_ENDS.has(words[k]!.w) || words[k]!.w === '!';
  if (x.w === 'nothing' && (n?.w === 'broken' || n?.w === 'broke' || n?.w === 'regressed' || n?.w === 'failed') && ends(j + 2)) return 2;
  if (x.w === '0' && (n?.w === 'issues' || n?.w === 'problems' || n?.w === 'errors') && n.role === 'pass' && (ends(j + 2) || words[j + 2]!.w === 'found' || words[j + 2]!.w === 'seen')) return 2;
  if (x.w === 'no' && n?.w === 'more' && words[j + 2] !== undefined && words[j + 2]!.w !== 'than' && words[j + 2]!.role === 'other' && /^[a-z]/.test(words[j + 2]!.w)) {
    let k = j + 2;
    while (k < words.length && k - j <= 4 && words[k]!.role === 'other' && /^[a-z]/.test(words[k]!.w)) k++;
    return ends(k) ? k - j : 0;
  }
  return x.w === 'as' && (n?.w === 'described' || n?.w === 'intended' || n?.w === 'designed') ? 2 : 0;
}
// "Verified: <the behaviour this change is for holds>" at the start of a sentence, unless what follows
// is a bug or a failure confirmed ("Verified: the crash reproduces on main").
const VERIFIED_LABEL_HOW = new Set(['e2e', 'end-to-end', 'manually', 'locally', 'also', 'live']);
function verifiedLabel(words: readonly Word[], i: number, from = i + 2): boolean {
  // ("[x] Hook runs on commit — verified: badly formatted file auto-fixed": a clause of its own.)
  // ("Manually verified: the dialog closes on Escape": how it was verified, then what held. A check
  // named is left to the rules for checks: "Manually verified: CLI test confirms a soft warning"; a
  // run of no check's kind is what was tried: "E2E verified: …, ran a Codex workflow".)
  if (i > 0 && !(i <= 2 && words[i - 1]!.role === 'pass') && !(words[i - 1]!.w === '—' || words[i - 1]!.w === '–' || words[i - 1]!.w === ';') && !(i === 1 && VERIFIED_LABEL_HOW.has(words[0]!.w) && !words.some((w) => w.role === 'check' && w.check !== 'bare'))) return false;
  for (let j = from; j < words.length; j++) {
    const w = words[j]!;
    if (w.w === ',' || w.w === ';' || w.w === '—' || w.w === '–') break;
    // ("Verified: no broken in-page anchors remain": no failure, observed.)
    if (NONE_WORDS.has(w.w) && j > 0 && words[j + 1]?.role === 'fail') {
      j++;
      continue;
    }
    if (noMore(words, j)) {
      j += 2;
      continue;
    }
    // ("Manually verified: uploading a 2 GB file no longer times out": what failed before, gone.)
    if (noLongerFault(words, j)) {
      j += 2;
      continue;
    }
    // ("… uploading a 2GB file now completes without the worker OOMing": what it did, clean.)
    if (w.w === 'without' && COMPLETES.has(words[j - 1]?.w ?? '')) {
      while (j + 1 < words.length && !TRIAL_ENDS.has(words[j + 1]!.w) && words[j + 1]!.w !== 'but') j++;
      continue;
    }
    if ((w.role === 'fail' && !earlierState(words, j)) || (negates(w) && !noneFound(words, j)) || BUG_WORDS.has(w.w)) return false;
    // ("Verified: the old endpoint still returns 500 for empty payloads": a server's error, seen; "now
    // returns 503 during `migrate`" is what the change made it do.)
    if ((w.w === 'returns' || w.w === 'returned' || w.w === 'gives' || w.w === 'responds') && /^5\d\d$/.test(words[j + 1]?.w ?? '') && words[j - 1]?.w !== 'now') return false;
  }
  return from < words.length;
}
// ("Verified against the production build: the emitted function … references nothing outside
// itself", "no sandbox remains": nothing of something, observed; "nothing works" is a failure.)
const NONE_WORDS = new Set(['nothing', 'no', 'none', 'nobody']);
const COMPLETES = new Set(['completes', 'completed', 'finishes', 'finished', 'runs', 'ran', 'loads', 'loaded', 'works', 'worked', 'succeeds', 'succeeded', 'starts', 'started']);
// ("Verified the fix against the repro: no more deadlock": the bug, gone.)
function noMore(words: readonly Word[], j: number): boolean {
  return words[j]?.w === 'no' && words[j + 1]?.w === 'more' && (BUG_WORDS.has(words[j + 2]?.w ?? '') || words[j + 2]?.role === 'fail') && (j + 3 === words.length || words[j + 3]!.w === '.' || words[j + 3]!.w === '!');
}
function noneFound(words: readonly Word[], j: number): boolean {
  return NONE_WORDS.has(words[j]!.w) && j > 0 && !words.slice(j + 1, j + 4).some((x) => x.role === 'pass' || x.role === 'fail' || x.role === 'check' || x.w === 'longer' || x.w === 'change' || x.w === 'changes' || x.w === 'effect' || x.w === 'difference');
}
const VERIFIED_ASIDE_HOW = new Set(['live', 'locally', 'manually', 'end-to-end', 'e2e', 'empirically']);
function verifiedAside(words: readonly Word[], i: number): boolean {
  let close = i + 1;
  while (close < words.length && close - i <= 24 && words[close]!.w !== ')') close++;
  // (What held, not where it was looked up: "Root cause (verified against the CLI's source)".)
  const next = words[i + 1]?.w;
  // ("Update the install links to https://… (verified live)", "Link fixed (verified)": what the sentence
  // did, verified; "Root cause (verified)" confirms a finding.)
  // ("Codex output is byte-identical (verified via --dry-run)": how, in a word or two.)
  if (words[i]!.w === 'verified' && words[close]?.w === ')' && (close === i + 1 || (close === i + 2 && VERIFIED_ASIDE_HOW.has(next!)) || (close <= i + 4 && (next === 'via' || next === 'with' || next === 'using' || next === 'by')))) return !words.some((w) => w.role === 'fail' || w.role === 'check' || negates(w) || BUG_WORDS.has(w.w) || CAUSE_WORDS.has(w.w) || w.w === '?');
  return words[close]?.w === ')' && close - i >= 3 && (next === 'the' || next === 'that' || next === 'it' || next === 'this') && verifiedOpening(words.slice(i, close));
}
const VERIFIED_PLACE = new Set(['against', 'on', 'in', 'under', 'with', 'using', 'via']);
function verifiedPlaceLabel(words: readonly Word[], i: number): boolean {
  for (let k = i + 2; k < words.length && k <= i + 12; k++) {
    const w = words[k]!;
    if (w.w === ':') return verifiedLabel(words, i, k + 1) && !words.slice(k + 1).some((x) => FAULTY.has(x.w));
    if (w.role === 'fail' || w.role === 'pass' || negates(w) || STOP.has(w.w) || w.w === ',' || w.w === ';') return false;
  }
  return false;
}
// "Verified the resolver against real branches", "- Verified prompt appears and accepts y": a report
// that opens on "Verified" asserts what it names holds, unless it names a bug, a failure or a
// negation ("Verified the crash reproduces on main"), or was only read ("Verified by code inspection").
const AUTHORS = new Set(['i', 'we', "i've", "we've"]);
const REVIEWED = new Set(['reviewed', 'read', 'checked', 'inspected', 'wrote', 'tested', 'built']);
const VERIFIED_WHERE_BY = new Set(['locally', 'manually', 'myself', 'ourselves', 'end-to-end', 'e2e']);
function reviewedAndVerified(words: readonly Word[], i: number): boolean {
  // The sentence is "I/We [have|'ve] <did> … and verified <the change>[ and the test(s)][ locally]".
  if (!AUTHORS.has(words[0]!.w)) return false;
  let k = 1;
  if (words[k]!.w === 'have') k++;
  if (!REVIEWED.has(words[k]?.w ?? '') || words.slice(k, i).some((x) => x.role === 'fail' || x.role === 'check' || negates(x) || BUG_WORDS.has(x.w))) return false;
  let j = i + 1;
  if (!OBJECT_DETERMINERS.has(words[j]?.w ?? '') && words[j]?.w !== 'my' && words[j]?.w !== 'our') return false;
  if (!CHANGE_SUBJECTS.has(words[++j]?.w ?? '') || words[j]!.w === 'it' || words[j]!.w === 'this') return false;
  j++;
  if (words[j]?.w === 'and' && OBJECT_DETERMINERS.has(words[j + 1]?.w ?? '') && words[j + 2]?.check === 'test') j += 3;
  if (VERIFIED_WHERE_BY.has(words[j]?.w ?? '')) j++;
  return j === words.length || (j === words.length - 1 && words[j]!.w === '.');
}
function ranThenVerified(words: readonly Word[], i: number): boolean {
  const and = VERIFIED_BY_WHOM.has(words[i - 1]?.w ?? '') ? i - 2 : i - 1;
  if (words[and]?.w !== 'and') return false;
  const first = PASS_SYMBOLS.has(words[0]!.w) ? 1 : 0;
  const ran = TESTED_LABELS.has(words[first]?.w ?? '') && words[first + 1]?.w === ':' ? first + 2 : first;
  return RAN_FIRST.has(words[ran]?.w ?? '');
}
// ("Verified changes visually with `git diff`": the diff read, not the change tried.)
const READS_CODE = /^`git (?:diff|show|log|status)\b/;
const READ_ONLY = new Set(['inspection', 'inspecting', 'reading', 'codebase', 'review', 'reviewing', 'eyeballing', 'eyeball']);
// "Verified with `go test`", "Verified via tsc --showConfig": what was run says what was shown. (A
// trial told in words is the report: "Verified with a 28-shader sweep; all files now return symbols".)
const WITH = new Set(['with', 'using', 'via']);
// ("Verified with the team that the flag is unused": people asked, not a trial.)
const PEOPLE = new Set(['team', 'teams', 'maintainer', 'maintainers', 'author', 'authors', 'owner', 'owners', 'reviewer', 'reviewers', 'upstream', 'support', 'them', 'him', 'her', 'colleagues', 'folks']);
function consulted(words: readonly Word[]): boolean {
  const at = words[2]!.w === 'the' || words[2]!.w === 'our' || words[2]!.w === 'their' ? 3 : 2;
  // ("Confirmed with @alice that …": a name, then what they said.)
  return PEOPLE.has(words[at]?.w ?? '') || words[at + 1]?.w === 'that';
}
const CONFIRMED_WHERE = new Set(['on', 'in', 'at', 'under', 'for', 'here', 'there', 'it', 'this', 'too', 'as']);
const NOW_WORKS = new Set(['now', 'correctly', 'properly', 'fixed', 'expected', 'again', 'correct', 'unchanged', 'identical']);
const SAME = new Set(['same', 'too', 'also', 'happens', 'occurs', 'persists']);
const TRIAL_ENDS = new Set([',', ';', ':', 'and', 'but', '—', '–', '(', '.']);
const FAULTY = new Set(['fires', 'fired', 'trips', 'tripped', 'missing', 'wrong', 'incorrect', 'absent', 'lacks', 'lacked', 'lacking', 'stale']);
function verifiedOpening(words: readonly Word[], byWhom = false): boolean {
  const next = words[1];
  if (words.length < 3 || next === undefined || next.w === ':' || next.w === ',' || next.role === 'check' || (WITH.has(next.w) && (next.w !== 'with' || words.some((w) => w.code) || consulted(words)))) return false;
  // "Verified commits are shown with a badge": "verified" as an adjective. (After "Manually", "I",
  // "We", it is the verb: "Manually verified prompts can be saved".)
  if (!byWhom && (DESCRIBED_BY.has(words[2]!.w) || words[2]!.w === 'is' || words[2]!.w === 'were' || words[2]!.w === 'was')) return false;
  // ("Confirmed the root cause with the reporter: …": a diagnosis confirmed, not the change working.)
  if (words.slice(1, 4).some((w) => FOUND_CAUSES.has(w.w))) return false;
  // A check named is read by the rules for checks; "the same behaviour", "on macOS too" confirm a report.
  // ("(current branch → none, merged → merged)": a value an input maps to, not a negation.)
  // ("verified failing-first by stripping the table rows", "verified red-first": a failure, verified.)
  // ("[x] I have confirmed that any new dependencies are strictly necessary": a judgement, not a trial.)
  // ("Manually verified the fix with the repro steps from the issue", "Verified the fix using the same
  // script": the change verified, and what it was tried with; the bug named there is the trial.)
  // (Only up to the trial's own clause: "… with the repro: the crash still happens" names the bug.)
  // ("… against the repro: no more deadlock": what the trial showed, the bug gone.)
  const trial = OBJECT_DETERMINERS.has(words[1]!.w) && FIX_SUBJECTS.has(words[2]!.w) && (WITH.has(words[3]?.w ?? '') || words[3]?.w === 'against') ? 3 : -1;
  let trialEnd = trial;
  if (trial !== -1) while (trialEnd + 1 < words.length && !TRIAL_ENDS.has(words[trialEnd + 1]!.w)) trialEnd++;
  const gone = trial !== -1 && words[trialEnd + 1]?.w === ':' && noMore(words, trialEnd + 2) ? trialEnd + 2 : -1;
  return !words.some((w, j) => (gone !== -1 && j >= gone && j <= gone + 2) ? false : (w.role === 'fail' && !earlierState(words, j)) || FAILED_FIRST.test(w.w) || (w.code && READS_CODE.test(w.w)) || (w.role === 'check' && w.check !== 'bare') || (negates(w) && words[j - 1]?.w !== '→' && !noneFound(words, j)) || ((j <= trial || j > trialEnd) && (bugNamed(words, j) || SAME.has(w.w))) || READ_ONLY.has(w.w) || FAULTY.has(w.w) || JUDGED.has(w.w) || w.w === '?' || (w.w === 'already' && j <= 6));
}
// ("I generated the documentation and verified that it looked correct": one's own work, then verified.)
const DID = /^(?:[a-z]{2,}ed|ran|built|rebuilt|wrote|rewrote|made|set|reran|re-ran)$/;
function didThenVerified(words: readonly Word[], i: number): boolean {
  // ("… and verified that at least they appeared to run": hedged, said in a report of a failure.)
  // ("Fixed the parser and verified the output matches": the subject left out, as commit messages do.)
  const did = words[0]!.w === 'i' || words[0]!.w === 'we' ? 1 : 0;
  return i >= 2 + did && i <= 20 && words[i - 1]!.w === 'and' && DID.test(words[did]!.w) && !words.slice(did, i - 1).some((x) => x.w === ',' || x.role !== 'other' || negates(x)) && !words.slice(i + 1).some((x) => HEDGES.has(x.w));
}
const HEDGES = new Set(['least', 'appeared', 'appears', 'seemed', 'seems', 'apparently']);
const FOUND_CAUSES = new Set(['cause', 'root', 'diagnosis', 'hypothesis', 'theory', 'culprit']);
// ("Reporter confirmed the fix in the nightly", "The customer confirmed the invoice now shows the VAT":
// the people the bug was for, who tried the change.)
const CONFIRMED_FIXED = new Set(['fix', 'fixed', 'fixes', 'now', 'works', 'working', 'longer', 'resolved']);
const THIRD_PARTIES = new Set(['reporter', 'customer', 'customers', 'qa', 'user', 'users', 'submitter', 'op', 'client']);
function thirdPartyConfirmed(words: readonly Word[], i: number): boolean {
  // (What they confirmed is the fix or the behaviour it brings, "now": "the user can confirm the device
  // matches" is what a user is able to do.)
  return words[i]!.w === 'confirmed' && ((i === 1 && THIRD_PARTIES.has(words[0]!.w)) || (i === 2 && (words[0]!.w === 'the' || words[0]!.w === 'our') && THIRD_PARTIES.has(words[1]!.w))) && words.slice(i + 1).some((x) => CONFIRMED_FIXED.has(x.w));
}
// A bug named, not one found absent ("Verified no deadlock with 150+ lines of stderr output") nor the
// ticket a repro came from ("Manually verified with the reproduction case from the issue").
const TICKET_PLACES = new Set(['from', 'in', 'per', 'on']);
// ("I verified that CVE-2023-44487 affects our grpc-go version", "Verified the race in the halo
// exchange", "Verified that the leaked token was valid": a flaw confirmed, not the change working.)
const FLAWS = new Set(['race', 'exploitable', 'vulnerable', 'leaked', 'exploit']);
const ERROR_STATUS = /^5\d\d$/;
// ("the 500 on `PUT /settings`", "the 502 from the proxy"; "the 500 rows" counts rows.)
const STATUS_AFTER = new Set(['.', ':', ',', ';', 'on', 'in', 'at', 'from', 'for', 'when', 'error', 'errors', 'response', 'responses', 'status']);
const CVE_ID = /^cve-\d{4}-\d{3,7}$/;
function bugNamed(words: readonly Word[], j: number): boolean {
  const w = words[j]!.w;
  // ("Verified the 500 on `PUT /settings`": a server error's status, as "the crash" names a fault.)
  if (!BUG_WORDS.has(w) && !((FLAWS.has(w) || (words[j]!.role === 'number' && ERROR_STATUS.test(w) && words[j - 1]?.w === 'the' && STATUS_AFTER.has(words[j + 1]?.w ?? '.'))) && (OBJECT_DETERMINERS.has(words[j - 1]?.w ?? '') || words[j - 1]?.w === 'is' || words[j - 1]?.w === 'was')) && !CVE_ID.test(w)) return false;
  if (NONE_WORDS.has(words[j - 1]?.w ?? '') || words[j - 1]?.w === 'without') return false;
  // ("Confirmed the bug is fixed", "verified the crash is gone": the bug, said to be gone.)
  if (BUG_STATE.has(words[j + 1]?.w ?? '') && (FIXED.has(words[j + 2]?.w ?? '') || (words[j + 2]?.w === 'now' && FIXED.has(words[j + 3]?.w ?? '')))) return false;
  return !(w === 'issue' && (words[j - 1]?.w === 'the' || words[j - 1]?.w === 'this') && TICKET_PLACES.has(words[j - 2]?.w ?? ''));
}
const TICKED_RAN = new Set(['ran', 'executed', 'reran', 're-ran']);
// A package manager running a project's scripts, named before the scripts it ran.
const SCRIPT_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const TICKED_RUNNING = new Set(['running', 'executed']);
const BUG_STATE = new Set(['is', 'was', 'are', 'were']);
const FAILED_FIRST = /^(?:fail(?:s|ed|ing)?|red)-first$/;
// "saves the full report where it previously timed out": how it was before the change.
const EARLIER_STATE = new Set(['previously', 'formerly', 'used']);
// ("goes from a failed run to `Status: completed`": the state it left.)
function earlierState(words: readonly Word[], j: number): boolean {
  if (words[j - 1]?.w === 'from' || (words[j - 2]?.w === 'from' && (words[j - 1]!.w === 'a' || words[j - 1]!.w === 'the'))) return words.slice(j + 1, j + 5).some((x) => x.w === 'to');
  return EARLIER_STATE.has(words[j - 1]?.w ?? '') || (EARLIER_STATE.has(words[j - 2]?.w ?? '') && (words[j - 1]!.w === 'to' || words[j - 1]!.w === 'had'));
}
// ("It runs on my machine", "Runs fine on my laptop": the author's own trial, where it ran. "It runs on
// Node 22" says what it needs.)
const HOW_IT_RAN = new Set(['fine', 'well', 'ok', 'okay', 'correctly', 'properly', 'great', 'smoothly', 'perfectly', 'locally', 'now', 'again']);
function ranOnMine(words: readonly Word[], i: number): boolean {
  const on = HOW_IT_RAN.has(words[i + 1]?.w ?? '') ? i + 2 : i + 1;
  if (words[on]?.w !== 'on' || words[on + 1]?.w !== 'my') return false;
  const k = subjectAt(words, i);
  if (!(i === 0 || k < 0 || PRONOUNS.has(words[k]!.w) || TRIAL_BREAKS.has(words[k]!.w) || words[k]!.w === 'this' || appSubject(words, i))) return false;
  return !words.some((x) => x.role === 'fail' || negates(x) || CONTRAST.has(x.w) || BUG_WORDS.has(x.w) || x.w === '?' || x.w === 'if' || x.w === 'should');
}
// ("The local xAI demo was also started and verified with real speech", "Bash syntax and idempotency
// were validated with two consecutive setup runs": what was tried, reported in the passive. "What was
// verified" opens a list; "the bug was confirmed", "the commit that was verified" are not this change's
// trial; "the input was validated" is what the code does with data.)
const PASSIVE_BETWEEN = new Set(['also', 'successfully', 'manually', 'then', 'independently', 'locally', 'and', 'fully', 'thoroughly']);
const PASSIVE_LEADS = new Set(['what', 'how', 'whether', 'if', 'which', 'that', 'who']);
const VERIFIED_TRAILING = new Set(['in', 'on', 'under', 'across', 'with', 'against', 'via', 'using', 'empirically']);
/** What comes before ", verified in …" is a description of the change, not a step, a goal or a failure. */
function trailingVerified(words: readonly Word[], i: number): boolean {
  if (TICKED_INSTRUCTIONS.has(words[0]!.w) || CONDITIONS.has(words[0]!.w)) return false;
  return !words.some((x) => x.role === 'fail' || (x.role === 'check' && x.check !== 'bare') || x.code || negates(x) || BUG_WORDS.has(x.w) || CAUSE_WORDS.has(x.w) || x.w === '?' || x.w === 'if' || x.w === 'should' || x.w === 'will' || x.w === 'but');
}
const SHOWS = new Set([...REPORTED, 'reads', 'gives', 'displays', 'outputs', 'produces', 'yields', 'emits', 'renders']);
function nowShowsBefore(words: readonly Word[], i: number): boolean {
  const now = words.findIndex((x, k) => k < i - 2 && x.w === 'now' && SHOWS.has(words[k + 1]?.w ?? ''));
  if (now === -1 || i - now > 12) return false;
  const close = words.findIndex((x, k) => k > i && x.w === ')');
  if (close === -1 || close - i > 10) return false;
  // (What was run says it: "db errorcode now returns real codes (was always 0)" describes the change.)
  if (!words.slice(0, now).some((x) => REPRO_RUNS.has(x.w))) return false;
  return !words.some((x, k) => (k < i || k > close) && (x.role === 'fail' || negates(x) || (BUG_WORDS.has(x.w) && !REPRO_RUNS.has(x.w) && !TICKET_PLACES.has(words[k - 1]?.w ?? '')) || x.w === '?' || CONDITIONS.has(x.w))) && !words.slice(0, now).some((x) => x.role === 'check' && x.check !== 'bare');
}
const REPRO_RUNS = new Set(['repro', 'reproduction', 'reproducer', 'manual', 'smoke', 'trial', 'demo', 'example', 'script']);
// A command in code, not a name: a runner and its arguments, a path, a script file.
const COMMAND_LIKE = /^`(?:(?:\.{0,2}\/|~\/|bin\/)[^`]*|(?:node|npm|pnpm|yarn|bun|bunx|npx|deno|python3?|uv|uvx|bash|sh|zsh|pwsh|just|make|cargo|go|dotnet|gradle|mvn|ruby|bundle|rake|php|composer|docker|swift|xcodebuild|flutter|dart|mix|poetry|tox|nox)\s[^`]*|[^`\s]*\.(?:sh|py|ps1|bash|rb|js|mjs|ts|pl))`$/;
/** The words before `end` are a subject of a few nouns (brackets after a noun say more of it), no verb, no pronoun. */
function namedSubjectBefore(words: readonly Word[], end: number): boolean {
  if (end < 2 || end > 16) return false;
  let nouns = 0;
  let inBrackets = false;
  for (let k = 0; k < end; k++) {
    const x = words[k]!;
    if (x.w === '(') inBrackets = true;
    else if (x.w === ')') inBrackets = false;
    else if (inBrackets) continue;
    else if (x.role !== 'other' || x.code || negates(x) || NOT_A_SUBJECT.has(x.w) || BUG_WORDS.has(x.w) || EARLIER.has(x.w) || CONDITIONS.has(x.w) || CAUSE_WORDS.has(x.w) || DATA_SUBJECTS.has(x.w) || /^[a-z]+ed$/.test(x.w) || STOP.has(x.w) || x.w === ',' || x.w === ':' || x.w === '[' || x.w === 'is' || x.w === 'was' || x.w === 'has') return false;
    else if (/^[a-z][a-z0-9-]*$/.test(x.w) && !OBJECT_DETERMINERS.has(x.w) && x.w !== 'and') nouns++;
  }
  return nouns >= 2 && !inBrackets;
}
function passiveReport(words: readonly Word[], i: number): boolean {
  let k = i - 1;
  while (k > 0 && i - k <= 4 && (PASSIVE_BETWEEN.has(words[k]!.w) || (words[k]!.role === 'other' && /^[a-z]+ed$/.test(words[k]!.w) && words[k + 1]!.w === 'and'))) k--;
  if (k < 1 || (words[k]!.w !== 'was' && words[k]!.w !== 'were')) return false;
  if (PASSIVE_LEADS.has(words[0]!.w) || PASSIVE_LEADS.has(words[k - 1]!.w) || DATA_SUBJECTS.has(words[k - 1]!.w)) return false;
  // (A check named is for the rules that read checks; "were validated only with 'index < length'" says
  // too little was.)
  return words[i + 1]?.w !== 'only' && !words.some((x) => x.role === 'fail' || (x.role === 'check' && x.check !== 'bare') || negates(x) || BUG_WORDS.has(x.w) || CAUSE_WORDS.has(x.w) || x.w === '?' || x.w === 'if' || x.w === 'should' || x.w === 'will');
}
/** After "but": the bug still there, or the fix said not to be right, in the clause. */
function bugRemains(words: readonly Word[], from: number): boolean {
  let bug = false;
  let still = false;
  for (let j = from; j < words.length && j - from < 10; j++) {
    const w = words[j]!.w;
    if (w === ',' || w === ';' || w === '.') break;
    if (w === 'needs' || w === 'need' || w === 'could' || w === 'cannot' || w === "can't" || w === "couldn't") return false;
    bug ||= BUG_WORDS.has(w) && w !== 'reproduces' && w !== 'reproduced' && w !== 'repro' && !/^fix/.test(words[j + 1]?.w ?? '');
    still ||= BUG_STAYS.has(w) || w === 'reproduced';
    if ((w === "isn't" || w === 'not') && (words[j + 1]?.w === 'right' || words[j + 1]?.w === 'fixed') && (words[j - 1]?.w === 'fix' || words[j - 1]?.w === 'bug' || words[j - 2]?.w === 'fix' || words[j - 2]?.w === 'bug')) return true;
  }
  return bug && still;
}
const FLAG_AFTER = /^\s+`?--?[A-Za-z]/;
const SILENT_AFTER = new Set(['is', 'now', 'stays', 'are', 'was', 'remains', 'both', 'all']);
const WEIGHED_AFTER = /^\s+(?:doesn['’]t|does not|isn['’]t|is not|means|proves|says|tells)\b/i;
const STARTED_AFTER = /^\s+(?:queued|enqueued|triggered|scheduled|kicked off|started running|submitted)\b/i;
const BUG_WORDS = new Set(['outage', 'bug', 'bugs', 'crash', 'crashes', 'reproduces', 'reproduced', 'repro', 'regression', 'regressed', 'hang', 'hangs', 'deadlock', 'leak', 'leaks', 'panic', 'panics', 'issue', 'problem', 'oom', 'ooms', 'oomed', 'segfault', 'segfaults', 'segfaulted', 'findings']);
const VERIFIED_WHERE = new Set(['production', 'prod', 'staging', 'dev', 'device', 'devices', 'simulator', 'emulator', 'macos', 'linux', 'windows', 'ios', 'android', 'chrome', 'firefox', 'safari', 'browser', 'browsers', 'hardware', 'sandbox']);
// (Where a change was looked at: where one is verified, and a page's previews.)
const LOOKED_WHERE = new Set([...VERIFIED_WHERE, 'mobile', 'desktop', 'preview', 'localhost']);
const VERIFIED_HOW = new Set(['via', 'against', 'using']);
const CAUSE_WORDS = new Set(['issues', 'problems', 'cause', 'root', 'diagnosis', 'hypothesis', 'theory', 'behaviour', 'behavior', 'claim', 'finding', 'findings', 'report', 'assumption', 'upstream']);
const VERIFIED_BY = new Set(['working', 'locally', 'manually', 'fixed', 'end-to-end', 'e2e', 'live', 'and', '✅', 'correct', 'correctly', 'ok', 'okay', 'fine', 'good']);
function cleanCountAfter(words: readonly Word[], i: number): boolean {
  for (let k = i + 2; k + 2 < words.length && k <= i + 8; k++) if (words[k]!.w === '(' && (words[k + 1]!.w === '0' || words[k + 1]!.w === 'no' || words[k + 1]!.w === 'zero') && FAULT_NOUNS.has(words[k + 2]!.w)) return true;
  return false;
}
// ("(exactly where the consumer resets — verified against `processUIMessageStream`)": a fact the
// sentence states, checked against a reference; "(snapshot sequence confirmed via event stream)" is a trial.)
function inBrackets(words: readonly Word[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    if (words[k]!.w === ')') return false;
    if (words[k]!.w === '(') return true;
  }
  return false;
}
const VERIFIED_TRIAL = new Set([...VERIFIED_ASIDE_HOW, 'empirically']);
const VERIFIED_AUX = new Set(['was', 'is', 'were', 'are', 'has', 'have']);
const STILL_THERE = new Set(['persists', 'persist', 'remains', 'remain', 'exists', 'exist', 'reproduces', 'occurs', 'happens']);
const BUG_STAYS = new Set(['reproduce', 'reproducible', 'still', ...STILL_THERE]);
/** "(the problem) still exists", "(the bug) persists", "(the crash) is still there" from `k` on. */
function stillThere(words: readonly Word[], k: number): boolean {
  if (words[k]?.w === 'is' || words[k]?.w === 'was') k++;
  if (words[k]?.w === 'still') return true;
  return STILL_THERE.has(words[k]?.w ?? '');
}
const FIX_SUBJECTS = new Set(['fix', 'fixes', 'change', 'changes', 'patch']);
function verifiedBare(words: readonly Word[], i: number): boolean {
  // "Built → Validated → Published": a state in a chain of states.
  if (words[i - 1]?.w === '→' || words[i + 1]?.w === '→') return false;
  // ("Manual testing phase is done and verified, let's trigger this automatically".)
  if (words[i - 1]?.w === 'and' && DONE_AND.has(words[i - 2]?.w ?? '') && !words.some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w))) return true;
  // "The JSON shape was verified via mock transport", "Live route-fires-notifier verified via
  // test-as-self before merge": what was checked, and how, reported (not a root cause found that way,
  // nor something only read: "verified against the CLI's source").
  // (In brackets it checks a fact the sentence states; "validated via beads queries" is what code does.)
  // ("Validated via upgrade-guide-validator (0 issues)": the validator's clean count says it ran on
  // this change.)
  if (VERIFIED_HOW.has(words[i + 1]?.w ?? '') && ((i > 0 && words[i]!.w !== 'validated') || cleanCountAfter(words, i)) && !['is', 'are', 'be', 'not', 'a', 'gpg', 'signed', '(', 'then'].includes(words[i - 1]?.w ?? '') && !(words[i + 1]!.w === 'against' && inBrackets(words, i)) && !words.slice(0, i).some((x) => x.role === 'fail' || x.role === 'check' || negates(x) || BUG_WORDS.has(x.w) || CAUSE_WORDS.has(x.w)) && !words.slice(i + 1).some((x, m) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w) || READ_ONLY.has(x.w) || x.w === 'source' || ((x.w === 'docs' || x.w === 'documentation') && !VALIDATION.test(words[i + 2 + m]?.w ?? '')) || x.w === '?')) return true;
  // ("The fix was verified against the repro in the report", "the change has been verified locally":
  // the change, verified; what it was verified against is the trial, not a bug found.)
  const aux = words[i - 1]?.w === 'been' && (words[i - 2]?.w === 'has' || words[i - 2]?.w === 'have') ? i - 2 : i - 1;
  if (aux > 0 && VERIFIED_AUX.has(words[aux]!.w) && FIX_SUBJECTS.has(words[aux - 1]!.w) && (aux === 1 || OBJECT_DETERMINERS.has(words[aux - 2]!.w)) && !words.some((x) => x.role === 'fail' || negates(x))) return true;
  // ("Behavior parity was verified manually via a one-off smoke script": a trial, reported; "is
  // verified" alone is a state.)
  if (aux > 0 && (words[aux]!.w === 'was' || words[aux]!.w === 'were' || words[aux - 1]?.w === 'has' || words[aux - 1]?.w === 'have' || words[i - 1]?.w === 'been') && VERIFIED_TRIAL.has(words[i + 1]?.w ?? '') && !words.some((x) => x.role === 'fail' || x.role === 'check' || negates(x) || BUG_WORDS.has(x.w) || (CAUSE_WORDS.has(x.w) && x.w !== 'behavior' && x.w !== 'behaviour'))) return true;
  // "is still verified", "not verified", "a verified commit": a state of something else.
  for (const prev of [words[i - 1], words[i - 2]]) if (prev && ['be', 'been', 'is', 'are', 'was', 'were', 'not', 'a', 'gpg', 'signed'].includes(prev.w)) return false;
  const next = words[i + 1];
  // ("All fixes validated in production environment", "Fix verified on staging": the change, and where
  // it was verified; "Confirmed on macOS too" in an issue confirms a bug.)
  const changed = i > 0 && words.slice(Math.max(0, i - 3), i).some((x) => CHANGE_SUBJECTS.has(x.w) || x.w === 'fixes');
  const where = changed && (next?.w === 'in' || next?.w === 'on') ? (OBJECT_DETERMINERS.has(words[i + 2]?.w ?? '') ? words[i + 3] : words[i + 2]) : undefined;
  // ("Verified on hardware: the binary was missing the rpath" introduces what was found.)
  if (where !== undefined && VERIFIED_WHERE.has(where.w) && words[words.indexOf(where) + 1]?.w !== ':') return true;
  // ("All audit items verified: G1-G3, Q1-Q2": what was verified, listed after a subject.)
  // ("Multi-file upload verified with 3 files": a trial and its size.)
  if (next?.w === 'with' && words[i + 2]?.role === 'number' && !words.slice(i + 3).some((x) => x.role === 'fail' || negates(x) || BUG_WORDS.has(x.w))) return true;
  // ("Verified locally, the problem still exists": what was verified is the bug, still there.)
  if (next !== undefined && VERIFIED_BY.has(next.w) && words.slice(i + 2).some((x, k) => BUG_WORDS.has(x.w) && stillThere(words, i + 3 + k))) return false;
  return next === undefined || VERIFIED_BY.has(next.w) || next.role === 'pass' || ((next.w === ':' || next.w === '—' || next.w === '–') && i > 0 && words[0]!.w === 'all' && !words.slice(i + 2).some((x) => negates(x) || x.role === 'fail'));
}

/** A clause that names a check and says it passed (or counts tests passing), and nothing failing. */
function checkResultBefore(words: readonly Word[]): boolean {
  return words.some((w) => (w.role === 'check' && w.check !== 'bare') || (w.role === 'pass' && w.count === true)) && words.some((w) => w.role === 'pass') && !words.some((w) => w.role === 'fail' || negates(w));
}
