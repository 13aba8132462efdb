// Russian, read as English: the claim reader's grammar (a check, a result, the polarity) is written
// once, in English; a Russian word it needs is glossed as the English word it reads, so "Все тесты
// проходят успешно" is read as "all tests pass successfully", negation, conditions and counts included.
// Russian puts a few things in another order than English; `reorderRussian` puts those in English
// order first, in Russian, and the words are glossed one by one as they are read.
// (An agent's summary to its user is written in the user's language: this is the text a Stop hook reads.)

/** Each Russian word form the reader knows, lower-cased, and the English word it is read as. */
export const RUSSIAN_GLOSSES: ReadonlyMap<string, string> = glosses({
  // Checks.
  tests: ['тесты', 'тестов', 'теста', 'тестах', 'тестами', 'автотесты', 'автотестов'],
  test: ['тест'],
  'unit-tests': ['юнит-тесты', 'юнит-тестов', 'unit-тесты', 'unit-тестов'],
  build: ['сборка', 'сборки', 'сборку', 'сборке', 'билд', 'билда'],
  built: ['собран', 'собрана', 'собрано', 'собраны', 'собрался', 'собралась', 'собралось'],
  compiles: ['компилируется', 'компилируются'],
  compiled: ['скомпилирован', 'скомпилирована', 'скомпилировано', 'скомпилированы', 'скомпилировался', 'скомпилировалось', 'скомпилировалась'],
  compilation: ['компиляция', 'компиляции', 'компиляцию'],
  linter: ['линтер', 'линтера', 'линтеру', 'линтером', 'линтеры', 'линтеров'],
  linting: ['линтинг', 'линтинга'],
  type: ['типов', 'типизации'],
  // Results.
  passed: ['прошли', 'прошёл', 'прошел', 'прошла', 'прошло', 'пройдены', 'пройден', 'пройдена', 'пройдено'],
  pass: ['проходят', 'проходить'],
  passes: ['проходит'],
  successfully: ['успешно', 'удачно'],
  successful: ['успешна', 'успешен', 'успешный', 'успешная', 'успешное', 'успешные'],
  works: ['работает', 'функционирует', 'заработал', 'заработала', 'заработало'],
  work: ['работают', 'функционируют', 'заработали'],
  worked: ['работал', 'работала', 'работало', 'работали'],
  functional: ['функционален', 'функциональна', 'функционально', 'работоспособен', 'работоспособна', 'работоспособно'],
  correctly: ['корректно', 'правильно'],
  fine: ['нормально'],
  fully: ['полностью'],
  green: ['зелёные', 'зеленые', 'зелёный', 'зеленый', 'зелёная', 'зеленая', 'зелёное', 'зеленое'],
  failed: ['упали', 'упал', 'упала', 'упало', 'провалились', 'провалился', 'провалилась', 'провалены', 'провален'],
  fail: ['падают'],
  fails: ['падает'],
  broken: ['сломан', 'сломана', 'сломано', 'сломаны'],
  errors: ['ошибок', 'ошибки', 'ошибками', 'ошибках'],
  error: ['ошибка', 'ошибку', 'ошибкой'],
  warnings: ['предупреждений', 'предупреждения'],
  issues: ['проблем', 'проблемы'],
  fixed: ['исправлены', 'исправлено', 'исправлена', 'исправлен', 'исправил', 'исправила', 'исправили', 'устранены', 'устранено', 'устранена', 'устранил', 'устранили'],
  verified: ['проверено', 'проверена', 'проверен', 'проверены', 'проверил', 'проверила', 'проверили'],
  tested: ['протестировано', 'протестирован', 'протестирована', 'протестированы', 'протестировал', 'протестировала', 'протестировали'],
  ran: ['запустил', 'запустила', 'запустили', 'прогнал', 'прогнала', 'прогнали', 'выполнил', 'выполнила', 'выполнили'],
  found: ['нашёл', 'нашел', 'нашла', 'нашли', 'обнаружил', 'обнаружила', 'обнаружили', 'выявил', 'выявила', 'выявили'],
  // Polarity and the words around a result.
  not: ['не'],
  no: ['нет', 'никаких'],
  without: ['без'],
  all: ['все'],
  everything: ['всё'],
  both: ['оба', 'обе'],
  now: ['теперь', 'сейчас'],
  again: ['снова', 'повторно'],
  locally: ['локально'],
  and: ['и'],
  but: ['но', 'однако'],
  or: ['или'],
  if: ['если'],
  when: ['когда'],
  after: ['после'],
  before: ['перед', 'до'],
  to: ['чтобы'],
  should: ['должны', 'должен', 'должна', 'должно'],
  need: ['нужно', 'надо', 'необходимо'],
  will: ['будут', 'будет'],
  can: ['можно'],
  // What works.
  app: ['приложение'],
  server: ['сервер'],
  project: ['проект'],
  code: ['код'],
  changes: ['изменений', 'изменения', 'изменениях'],
  fix: ['исправления', 'исправлений'],
  these: ['этих', 'эти', 'внесенных', 'внесённых'],
});

function glosses(byEnglish: Record<string, string[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [english, forms] of Object.entries(byEnglish)) for (const form of forms) map.set(form, english);
  return map;
}

// Each form below is bounded, and found only at a word's start: linear in the text.
const NOT_A_LETTER = String.raw`(?<![а-яёА-ЯЁ])`;
const FAULT = String.raw`(ошиб[а-яё]{0,4}|проблем[а-яё]{0,2}|предупреждени[а-яё]{0,2}|замечани[а-яё]{0,2})`;
// "Линтер не нашёл ошибок" (the linter found no errors): Russian negates the verb and puts what was
// not found in the genitive; English negates the object.
const FOUND_NONE = new RegExp(String.raw`${NOT_A_LETTER}не (нашёл|нашел|нашла|нашли|обнаружил[аи]?|выявил[аи]?)(?: (?:ни одной|никаких))? ${FAULT}`, 'gi');
// "Ошибок нет", "ошибок линтера не найдено" (no errors, no linter errors found): the "no" comes last.
const NONE_AFTER = new RegExp(String.raw`${NOT_A_LETTER}${FAULT}((?: [^\s,.;:!?]{1,40})?) (?:нет|не найдено|не обнаружено|не выявлено)(?![а-яё])`, 'gi');
// "ошибки линтера", "ошибки TypeScript", "ошибок компиляции" (linter errors, TypeScript errors,
// compilation errors): the check is named after its faults.
const FAULTS_OF = new RegExp(String.raw`${NOT_A_LETTER}${FAULT} (линтера|линтинга|компиляции|сборки|типов|типизации|typescript|eslint|mypy|tsc|clippy|ruff)(?![\wа-яё])`, 'gi');
// "проверка типов" (a type check).
const TYPE_CHECK = new RegExp(String.raw`${NOT_A_LETTER}проверк[аиуе] типов(?![а-яё])`, 'gi');

/** A Russian sentence with the few phrases whose order English reverses put in English order. */
export function reorderRussian(s: string): string {
  if (s.includes('ипов')) s = s.replace(TYPE_CHECK, 'typecheck');
  if (s.includes('не ')) s = s.replace(FOUND_NONE, '$1 нет $2');
  if (s.includes(' н')) s = s.replace(NONE_AFTER, 'нет $1$2');
  return s.replace(FAULTS_OF, '$2 $1');
}
