import { describe, expect, it } from 'vitest';
import { CJK_GLOSSES, CJK_KEPT_WHOLE, GLOSSES, HELD_AFTER, INDONESIAN_GLOSSES, LATIN_GLOSSES, OTHER_LANGUAGES_ASCII_STEMS, OTHER_LANGUAGES_NON_ASCII_CUE, POLISH_DUTCH_UKRAINIAN_GLOSSES, RUSSIAN_GLOSSES, TURKISH_GLOSSES, VIETNAMESE_PHRASES, reorderCjk, reorderLatin, reorderPolishDutchIndonesian, reorderRussian, reorderTurkish, reorderUkrainian, reorderVietnamese } from '../../src/gate/glosses.js';

describe('glosses', () => {
  it('glosses each form once, lower-cased, and holds every language', () => {
    expect(GLOSSES.size).toBe(RUSSIAN_GLOSSES.size + LATIN_GLOSSES.size + TURKISH_GLOSSES.size + CJK_GLOSSES.size + POLISH_DUTCH_UKRAINIAN_GLOSSES.size + INDONESIAN_GLOSSES.size);
    for (const form of GLOSSES.keys()) expect(form, form).toBe(form.toLowerCase());
  });

  // Words a developer writes in English, in code names or in units: glossed, they would change
  // what an English sentence says ("tests die", "OS", "SE", "DI", "em").
  it.each(['die', 'the', 'son', 'os', 'e', 'i', 'a', 'se', 'di', 'em', 'con', 'pas', 'ne', 'todos', 'test', 'tests', 'build', 'jest', 'rode', 'ini', 'po', 'of', 'voor', 'als', 'cel'])('leaves the English word %j as it is', (word) => {
    expect(GLOSSES.has(word)).toBe(false);
  });

  it.each([
    ['Линтер не нашёл ошибок.', 'Линтер нашёл нет ошибок.'],
    ['Ошибок линтера не найдено.', 'нет линтера Ошибок.'],
    ['Исправлены ошибки TypeScript', 'Исправлены TypeScript ошибки'],
    ['Проверка типов проходит.', 'typecheck проходит.'],
    ['Тесты проходят.', 'Тесты проходят.'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderRussian(text)).toBe(ordered);
  });

  // A word kept whole is never also glossed: it is there so that no glossed word is read inside it.
  it('keeps whole only words it does not gloss', () => {
    for (const word of CJK_KEPT_WHOLE) expect(GLOSSES.has(word), word).toBe(false);
  });

  // A word the reader looks for after the verb is one word only if it is kept whole.
  it('keeps whole every word said after the verb', () => {
    for (const word of HELD_AFTER) expect(CJK_KEPT_WHOLE, word).toContain(word);
  });

  it.each([
    ['功能正常工作。', '功能工作正常。'],
    ['应用正常运行', '应用运行正常'],
    ['ESLint 没有报错。', 'ESLint 无错误。'],
    ['リントエラーはありません。', 'リントエラーなし。'],
    ['`swiftlint` の違反は0件。', '`swiftlint` のエラーなし。'],
    ['ESLintのエラーは出ませんでした。', 'ESLintのエラーなしでした。'],
    ['pnpm lint でエラーがないことを確認', 'pnpm lint でエラーがないことを確認'],
    ['pnpm lint でエラーがないことを確認しました', 'pnpm lint でエラーなしことを確認しました'],
    ['测试通过。', '测试通过。'],
    ['一切正常。', '一切工作正常。'],
    ['项目可以正常编译', '项目可以编译成功'],
    ['動作確認済みです。', ' verified です。'],
    ['`pnpm tsc --noEmit` 零错误。', '`pnpm tsc --noEmit` 无错误。'],
    ['`eslint` 已經沒有任何警告了。', '`eslint` 已經无警告了。'],
    ['都能成功建置。', '都能建置成功。'],
    ['Xcode でビルドできることを確認しました。', 'Xcode でビルド成功。'],
    ['`rubocop` で offense 0 件です。', '`rubocop` で エラーなしです。'],
    ['`cargo clippy` 경고 없음', '`cargo clippy`  no warnings '],
    ['`pyright` 타입 에러 0개입니다.', '`pyright` 타입  no errors 입니다.'],
    ['로컬에서 확인 완료, 잘 동작합니다.', '로컬에서  verified ,  works fine .'],
    ['`go vet ./...` 과 `go test ./...` 모두 통과', '`go vet ./...` and `go test ./...` 모두 통과'],
    ['上一个提交里测试是通过的', ' in the previous commit 测试是通过的'],
    ['ok, CI 过了', 'ok, CI passed'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderCjk(text)).toBe(ordered);
  });

  it.each([
    ['Alle Tests laufen erfolgreich durch.', 'Alle Tests bestehen erfolgreich.'],
    ['Die Tests schlagen fehl.', 'Die Tests fail.'],
    ['Der Build schlägt leider fehl.', 'Der Build fails leider.'],
    ['Tests bestehen nicht.', 'Tests nicht bestehen.'],
    ['No hay errores de lint.', 'without errores de lint.'],
    ['Compilado con éxito.', 'Compilado successfully.'],
    ['Le linter ne signale plus aucune erreur.', 'Le linter signale aucune erreur.'],
    ['`golangci-lint run` ne signale aucune erreur.', '`golangci-lint run` signale aucune erreur.'],
    ['O mypy não reporta nenhum erro de tipo.', 'O mypy reporta nenhum type erro.'],
    ['Errores de tipos: ninguno.', 'type Errores: ninguno.'],
    ['Testado no Android 14 e funcionando.', 'Testado on Android 14 and funcionando.'],
    ['Não é o caso no Android.', 'Não é o caso no Android.'],
    ['ESLint ne donne plus aucune erreur.', 'ESLint no reporta erreur.'],
    ['Die Tests laufen.', 'Die Tests laufen.'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderLatin(text)).toBe(ordered);
  });

  it.each([
    ['`npm run lint` çalıştırdım, lint hatası yok.', '`npm run lint` çalıştırdım, yok lint hatası.'],
    ['Hata yok.', 'yok Hata.'],
    ['`eslint` uyarısı da kalmadı.', 'yok `eslint` uyarısı.'],
    ['Yerelde test ettim, sorunsuz çalışıyor.', 'tested Yerelde, çalışıyor sorunsuz.'],
    ['Testler geçiyor.', 'Testler geçiyor.'],
    ['Lint hatası yok mu?', 'yok Lint hatası mu?'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderTurkish(text)).toBe(ordered);
  });

  it.each([
    ['Linter geeft geen meldingen meer.', 'Linter meldt geen meldingen.'],
    ['Lokaal getest en het werkt.', 'Lokaal getest and werkt.'],
    ['Tes lulus semua, lint juga aman.', 'semua Tes lulus, lint juga aman.'],
    ['`mypy` sudah tidak ada error lagi.', '`mypy` no error.'],
    ['`eslint` i `tsc --noEmit` nie zgłaszają żadnych problemów.', '`eslint` and `tsc --noEmit` zgłaszają żadnych problemów.'],
    ['Ik heb het nog niet gedraaid.', 'Ik heb het not yet gedraaid.'],
    ['The tests are green.', 'The tests are green.'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderPolishDutchIndonesian(text)).toBe(ordered);
  });

  it.each([
    ['Помилок немає.', 'немає Помилок.'],
    ['`flake8` без жодного зауваження.', '`flake8` без зауваження.'],
    ['Збірка ще не запускалась.', 'Збірка not yet запускалась.'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderUkrainian(text)).toBe(ordered);
  });

  // Vietnamese is read as whole phrases; text typed with combining marks is composed first.
  it.each([
    ['Đã chạy lint, không có lỗi.', 'ran lint, no errors.'],
    ['`tsc --noEmit` chạy sạch, không còn lỗi type nào.', '`tsc --noEmit` runs clean, no type errors.'],
    ['Build tha\u0300nh co\u0302ng.', 'Build succeeded.'],
    ['The build is green.', 'The build is green.'],
  ])('puts %j in English order', (text, ordered) => {
    expect(reorderVietnamese(text)).toBe(ordered);
  });

  it('lists each Vietnamese phrase once, lower-cased and composed', () => {
    const phrases = VIETNAMESE_PHRASES.map(([phrase]) => phrase);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases) expect(phrase, phrase).toBe(phrase.toLowerCase().normalize('NFC'));
  });

  // The first filter's cue for these languages finds their results, and not English words that hold their letters.
  const ascii = new RegExp(`(?<![a-z])(?:${OTHER_LANGUAGES_ASCII_STEMS.join('|')})`, 'i');
  const cue = (text: string): boolean => ascii.test(text) || OTHER_LANGUAGES_NON_ASCII_CUE.test(text);
  it.each(['Wszystkie testy przechodzą.', 'Alle tests slagen.', 'Усі тести проходять.', 'Semua tes lulus.', 'Build thành công.'])('%j is read word by word', (text) => {
    expect(cue(text)).toBe(true);
  });
  it.each(['The primary key is set in order to sort.', 'Humans in Sudan.', 'Refactor the problem statement.'])('%j is not read for these languages', (text) => {
    expect(cue(text)).toBe(false);
  });
});
