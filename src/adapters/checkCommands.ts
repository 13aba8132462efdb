// Which shell commands are checks. Built-in patterns cover the common toolchains; config adds more
// (`checks.<kind>`: regular expressions). The first kind whose patterns match wins, in this order.
import type { CheckConfig, CheckKind, ProofledgerConfig } from '../format/generated/configSchema.js';
import { compileConfigPattern } from '../config/configPattern.js';

// A package manager and the workspace flags that may come before the script: `pnpm -r build`,
// `pnpm --filter web test`, `npm -w packages/cli run lint`, `yarn --cwd app test`, `yarn workspace web build`.
const PM = '(?:npm|pnpm|yarn|bun)(?:\\s+(?:-r|--recursive|--workspaces|--if-present|--silent|-s|--stream|--parallel|(?:--filter|-F|--workspace|-w|-C|--dir|--prefix|--cwd|workspace)(?:=|\\s+)[^\\s-]\\S*))*';
// (What may stand between a program and the word that makes it a check is bounded, {0,12} words or
// {0,200} characters: a command of the same program's name repeated a million times would otherwise
// cost each occurrence a scan to the end of the line, and the classifier time quadratic in its input.)
// A checkout's own driver script as the program of a simple command (`./x.py test`, `python3 x.py
// build`, `./mach lint`), seen as programText leaves it.
const DRIVER = String.raw`(?:^|[;&|(]|\bpython3?)\s*`;
// Cargo with a toolchain named first (`cargo +nightly miri test`, `cargo +1.70.0 build`), rustup's override.
const CARGO = String.raw`\bcargo(?:\s+\+[\w.-]{1,40})?`;
// A test command that only compiles its tests (`cargo test --no-run`, `go test -c`) or skips them
// (`mvn verify -DskipTests`) runs none: recorded as a test, it would be evidence of tests never run.
const ONLY_COMPILES = String.raw`.{0,200}\s(?:--no-run|-c)(?=\s|$)`;
const COMPILES_TESTS_ONLY = `(?!${ONLY_COMPILES})`;
const SKIPS_TESTS = String.raw`(?!.{0,200}\s-D(?:skipTests|maven\.test\.skip)\b)`;
const BUILTIN_CHECK_PATTERNS: [CheckKind, RegExp[]][] = [
  ['test', [
    // (A script named for the tests it runs: `npm run unit-test`, `pnpm e2e:test`, `yarn tests`.)
    new RegExp(`\\b${PM}\\s+(?:run\\s+)?(?:(?:unit|e2e|integration|int|smoke|api|ui|component|acceptance|regression|browser|node|web|all|ci)[-:_])?tests?(?::[\\w:-]+)?\\b`),
    /\b(?:npx\s+|pnpm\s+exec\s+|yarn\s+)?(?:vitest|jest|mocha|ava|tap|playwright\s+test|cypress\s+run)\b/,
    /\b(?:python3?\s+-m\s+)?(?:pytest|tox|nox)\b/, /\bInvoke-Pester\b/i,
    new RegExp(`\\bgo\\s+test\\b${COMPILES_TESTS_ONLY}`), new RegExp(`${CARGO}\\s+(?:miri\\s+)?(?:test|nextest|t)\\b${COMPILES_TESTS_ONLY}`), /\bnode\s+--test\b/, /\bdeno\s+test\b/,
    /\b[gb]?make\s+(?:test|check|doctest|unittest)\b/, /\b(?:phpunit|rspec|ctest)\b/,
    // Zephyr's test runner (alone or as `west twister`) and Yocto's package tests.
    /\btwister\b/, /\bptest-runner\b/,
    // A `just` recipe or a `cargo xtask` task is whatever the project made it: only one named for its
    // check is that check (unlike make, whose other targets build).
    /\b(?:just|cargo\s+xtask)\s+test\b/, /\bcargo\s+(?:hack|minimal-versions)\s+(?:\S+\s+){0,12}test\b/,
    /\b(?:bazel|dotnet|swift|flutter|dart|mix|lein|stack|cabal|colcon|zig\s+build|rake|composer|php\s+artisan)\s+test\b/, /\bsbt\s+(?:\S+\s+){0,12}\+?test\b/, new RegExp(`\\bmvnw?\\b${SKIPS_TESTS}\\s+(?:\\S+\\s+){0,12}(?:test|verify)\\b`),
    // Gradle's own and Android's tasks, by name or by a project's path (":app:testDebugUnitTest",
    // "connectedAndroidTest").
    /\bgradlew?\s+(?:\S+\s+){0,12}(?=:?[\w.-])(?<!(?:-x|--exclude-task)\s{1,8})(?::?[\w.-]+:)*(?:test\w*UnitTest|connected\w*AndroidTest|test|check|allTests|(?:jvm|js|wasmJs|integration|functional)Test)\b/,
    /\bpants\s+test\b/, /\bxcodebuild\b.{0,200}\stest\b/, /\b(?:turbo|nx|lerna)\s+(?:(?:run(?:-many)?|affected)\s+)?(?:(?:-t|--targets?)[\s=])?test\b/,
    // PlatformIO's unit tests, OCaml's and Gleam's.
    /\b(?:pio|platformio)\s+test\b/, /\bdune\s+(?:test|runtest)\b/, /\bgleam\s+test\b/,
    // Meson's tests, run by Meson or by the Ninja files it writes.
    /\bmeson\s+test\b/, /\bninja\s+(?:-C\s+\S+\s+)?test\b/,
    // Smart contracts: Foundry, Hardhat, Anchor, Solana's SBF tests, Starknet's, Sui's and Aptos' Move.
    /\b(?:forge|anchor|snforge|scarb)\s+test\b/, /\bhardhat\s+test\b/, /\bcargo\s+test-sbf\b/, /\b(?:sui|aptos)\s+move\s+test\b/,
    // The Rust compiler's `x.py` and Firefox's `mach`, run as scripts of the checkout.
    new RegExp(`${DRIVER}(?:x(?:\\.py)?|mach)\\s+(?:test|mochitest|xpcshell-test|gtest|wpt)\\b`),
    // Bash's test runner, Ansible roles' Molecule, a book's code samples (mdBook), dbt's data tests.
    /(?:^|[\s;&|(])bats(?=\s|$)/, /\bmolecule\s+test\b/, /\bmdbook\s+test\b/, /\bdbt\s+test\b/,
  ]],
  ['typecheck', [
    // (`bun run check:types`, `npm run types:check`, `pnpm typecheck:all`: the same scripts, named with colons.)
    new RegExp(`\\b${PM}\\s+(?:run\\s+)?(?:(?:typecheck|type-check)(?::[\\w:-]+)?|tsc|check-types|check:types|types:check)\\b`),
    /\b(?:npx\s+)?(?:tsc|vue-tsc|tsgo)\b.{0,200}--noEmit\b/, /\b(?:mypy|pyright|pytype|phpstan|psalm|svelte-check)\b/, /\bty\s+check\b/, new RegExp(`${CARGO}\\s+(?:check|c)\\b`), new RegExp(`${DRIVER}x(?:\\.py)?\\s+check\\b`), /\bmake\s+(?:typecheck|type-check|check-types|types)\b/, /\bsrb\s+tc\b/, /\b(?:just|cargo\s+xtask)\s+(?:typecheck|type-check|check-types)\b/, /\bcargo\s+(?:hack|minimal-versions)\s+(?:\S+\s+){0,12}check\b/, /\bdeno\s+check\b/, /\bastro\s+check\b/, /\b(?:turbo|nx|lerna)\s+(?:(?:run(?:-many)?|affected)\s+)?(?:(?:-t|--targets?)[\s=])?(?:typecheck|type-check|check-types)\b/,
    // Pants' check goal, Elixir's success typing, Nuxt's typecheck, and Flow run alone or as the package
    // script it usually is (`yarn flow`).
    /\bpants\s+check\b/, /\bmix\s+dialyzer\b/, /\bnuxi\s+typecheck\b/, new RegExp(`(?:^|\\bnpx\\s+|\\b${PM}\\s+(?:run\\s+)?)flow(?:\\s+(?:check|status|focus-check)\\b.{0,200})?$`),
  ]],
  ['lint', [
    new RegExp(`\\b${PM}\\s+(?:run\\s+)?(?:lint(?::[\\w:-]+)?|stylecheck|style:check|format:check|fmt:check)\\b`),
    /\b(?:npx\s+)?(?:eslint|biome\s+(?:lint|check|ci)|oxlint|stylelint|prettier\s+--check)\b/,
    /\bpants\s+lint\b/, /\bruff(?:\s+check)?\b/, /\b(?:flake8|pylint|golangci-lint|shellcheck|rubocop|standardrb|swiftlint|ktlint|detekt|phpcs|markdownlint|yamllint|hadolint|actionlint|luacheck|selene|zizmor|checkpatch(?:\.pl)?)\b/, /\bmix\s+credo\b/, new RegExp(`${CARGO}\\s+clippy\\b`), /\bsbt\s+(?:\S+\s+){0,12}"?\+?(?:scalafmtCheck(?:All)?|scalafmtSbtCheck|scalafix(?:All)?\s+--check)\b/, /\b(?:turbo|nx|lerna)\s+(?:(?:run(?:-many)?|affected)\s+)?(?:(?:-t|--targets?)[\s=])?lint\b/, /\bmake\s+(?:lint|vet|format-check|fmt-check|check-format|check-fmt)\b/, /\bpre-commit\s+run\b/, /\b(?:just|cargo\s+xtask)\s+(?:lint|clippy|fmt-check|format-check|check-format|check-fmt)\b/,
    // Checkers whose exit status is the verdict; a formatter counts only in its checking mode
    // (`cargo fmt` rewrites and exits 0; `cargo fmt --check` fails on a difference).
    /\bgo\s+vet\b/, /\bstaticcheck\b/, /\bInvoke-ScriptAnalyzer\b/i, /\b(?:flutter|dart)\s+analyze\b/, /\bdeno\s+lint\b/,
    /\b(?:cargo\s+fmt|rustfmt|black|deno\s+fmt)\b.{0,200}\s--check\b/, /\bisort\b.{0,200}\s--check(?:-only)?\b/, /\bmix\s+format\b.{0,200}\s--check-formatted\b/, /\bdotnet\s+format\b.{0,200}\s--verify-no-changes\b/, /\bstylua\b.{0,200}\s--check\b/, /\btreefmt\b.{0,200}\s--(?:ci|fail-on-change)\b/,
    // Infrastructure and C/C++ and Haskell checkers; PlatformIO's static analysis; Terraform's own checks.
    /\b(?:tflint|ansible-lint|hlint|cppcheck|clang-tidy|kubeconform|kubeval)\b/, /\bhelm\s+lint\b/,
    // Helm's chart-testing, SQL's and OpenAPI's linters.
    /\bct\s+lint\b/, /\bsqlfluff\s+lint\b/, /\bspectral\s+lint\b/,
    // Migrations' linters: squawk, and Atlas's lint of the migration directory.
    /\bsquawk\b/, /\batlas\s+migrate\s+lint\b/,
    // CocoaPods' lint of a pod's spec.
    /\bpod\s+(?:lib|spec)\s+lint\b/,
    /\bgradlew?\s+(?:\S+\s+){0,12}(?::?[\w.-]+:)*(?:lint(?:Debug|Release|Kotlin|All)?|ktlintCheck|spotlessCheck|detekt\w*|checkstyle\w*|formatCheck)\b/, /\b(?:pio|platformio)\s+check\b/, /\b(?:terraform|tofu)\s+validate\b/, /\b(?:terraform|tofu)\s+fmt\b.{0,200}\s-check\b/, /\bforge\s+fmt\b.{0,200}\s--check\b/, /\b(?:solhint|slither)\b/,
    new RegExp(`${DRIVER}mach\\s+lint\\b`),
    // PowerShell's linter, by its module's or its cmdlet's name.
    /\b(?:PSScriptAnalyzer|Invoke-ScriptAnalyzer)\b/,
  ]],
  ['build', [
    new RegExp(`\\b${PM}\\s+(?:run\\s+)?(?:build(?::[\\w:-]+)?|compile)\\b`),
    /\b(?:npx\s+)?(?:tsc|tsgo)\b(?!.{0,200}--noEmit)/, /\b(?:vite|next|nuxt|astro|webpack|rollup|esbuild)\s+build\b/,
    new RegExp(`${CARGO}\\s+(?:build|b)\\b`), new RegExp(`(?:\\bgo|${CARGO})\\s+test\\b${ONLY_COMPILES}`), /\bgo\s+build\b/, /\b(?:dotnet|swift|bazel|flutter|colcon)\s+build\b/, /\bcmake\s+--build\b/, /\b(?:msbuild|xcodebuild)\b/, /\b[gb]?make\b(?!\s+(?:test|check|lint|clean|format|fmt|lock))/, /\bmvnw?\s+(?:\S+\s+){0,12}(?:package|install|compile|verify)\b/, /\bgradlew?\s+(?:\S+\s+){0,12}(?::?[\w.-]+:)*(?:build|assemble\w*|compile\w*|bundle(?:Debug|Release)\w*|shadowJar|bootJar|jar)\b/,
    /\b(?:turbo|nx|lerna)\s+(?:(?:run(?:-many)?|affected)\s+)?(?:(?:-t|--targets?)[\s=])?build\b/, /\bsbt\s+(?:\S+\s+){0,12}\+?(?:compile|assembly|package)\b/, /\bzig\s+build\b/, /\b(?:just|cargo\s+xtask)\s+build\b/,
    // Container images, built.
    /\b(?:docker|podman|buildah)\s+(?:buildx\s+|compose\s+)?build\b/,
    // Elixir, Erlang and Haskell build tools.
    /\b(?:mix|rebar3)\s+compile\b/, /\b(?:stack|cabal)\s+build\b/,
    // PlatformIO builds with `run`; OCaml, Haskell, Elm and Gleam with their own.
    /\b(?:pio|platformio)\s+run\b/, /\b(?:dune|stack|cabal|gleam)\s+build\b/, /\belm\s+make\b/,
    // Documentation sites, built.
    /\bmkdocs\s+build\b/, /\bsphinx-build\b/,
    new RegExp(`${DRIVER}(?:x(?:\\.py)?|mach)\\s+build\\b`),
    // Nix builds a package (its checks run under `nix flake check`).
    /\bnix\s+build\b/,
    // Python's packaging front ends build a wheel and an sdist (`uv build` as `python -m build`).
    /\b(?:poetry|uv|hatch|pdm|flit|maturin)\s+build\b/, /\bpython3?(?:\.\d+)?\s+-m\s+build\b/,
    // Smart contracts, compiled.
    /\b(?:forge|anchor|scarb)\s+build\b/, /\bhardhat\s+compile\b/, /\bcargo\s+build-sbf\b/, /\bsui\s+move\s+build\b/, /\baptos\s+move\s+compile\b/,
    // C and C++ by Meson, Ninja (any target but its tests and its cleaning) and SCons.
    /\bmeson\s+compile\b/, /\b(?:auto)?ninja\b(?!.{0,200}\s(?:test|clean|-t)\b)/, /\bscons\b/,
    // Builds by their tools' own `build`: Zephyr's west, Bazel's and Buck's launchers, Rust to
    // WebAssembly, Tauri and Expo's apps, Task and Mage files, and static sites.
    /\b(?:west|bazelisk|buck2?|wasm-pack|cross|tauri|eas|task|mage|parcel|ng|vue-cli-service|react-scripts|quasar|remix|svelte-kit|jekyll|gatsby|docusaurus|zola)\s+build\b/,
    // .NET's publish and Deno's compile build what they ship; pip and cibuildwheel build wheels.
    // ESP-IDF's build, whatever comes with it (`idf.py set-target esp32c6 build`, `idf.py build flash monitor`).
    /\bidf\.py\b.{0,200}\sbuild\b/,
    // (`dotnet pack` builds the project first, unless told it is built already.)
    /\bdotnet\s+publish\b/, /\bdotnet\s+pack\b(?!.{0,200}\s--no-build\b)/, /\bdeno\s+compile\b/, /\bpip3?\s+wheel\b/, /\bcibuildwheel\b/,
    // A compiler run on its own (not its version or help; clang's tools are other programs).
    /(?:^|[\s;&|(])(?:gcc|g\+\+|clang|clang\+\+|rustc|javac|kotlinc|swiftc|nvcc)(?:-\d+)?(?=\s|$)(?!\s+--?(?:version|help|v)\b)/,
    // JavaScript bundlers run bare (their watchers and dev servers are no build).
    /\bwebpack\b(?![-.]|\s+(?:serve|watch)\b|.{0,200}\s--watch\b)/, /\brollup\s+(?:-c|--config)\b/, /\btsup\b(?!.{0,200}\s--watch\b)/, /\besbuild\b.{0,200}\s--bundle\b/,
    // Yocto's images, Arduino sketches, mdBook's books, GoReleaser's binaries, Nuxt's apps, dbt's models.
    /\bbitbake(?![\w-])/, /\barduino-cli\s+compile\b/, /\b(?:mdbook|goreleaser|nuxi|dbt)\s+build\b/,
    // Clojure's jars, Dart's native compile, Nix's classic builder, Electron's packager.
    /\blein\s+(?:uberjar|jar|compile)\b/, /\bdart\s+compile\b/, /\bnix-build\b/, /\belectron-builder\b/,
  ]],
];

/** A check's command patterns, from either form of its config (an array, or an object with `patterns`). */
export function checkPatterns(check: CheckConfig | undefined): string[] {
  return Array.isArray(check) ? check : (check?.patterns ?? []);
}

export type CheckClassifier = (command: string) => CheckKind | undefined;

// Programs that show, search, copy or edit text, or record it: a check's name among their arguments
// is no run of that check ("grep -rn vitest package.json", "echo npm test", "git commit -m 'fix jest'").
// Without this, an agent that searched for its test runner would be recorded as having run its tests.
const NOT_A_RUNNER = new Set([
  'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'cat', 'bat', 'less', 'more', 'head', 'tail', 'echo', 'printf', 'ls', 'tree', 'find', 'fd', 'which', 'whereis', 'type',
  'file', 'stat', 'wc', 'diff', 'cmp', 'vi', 'vim', 'nvim', 'nano', 'emacs', 'code', 'sed', 'awk', 'cut', 'sort', 'uniq', 'tr', 'jq', 'yq', 'git', 'gh', 'cp', 'mv', 'rm',
  'mkdir', 'touch', 'ln', 'chmod', 'curl', 'wget', 'open', 'man', 'tee', 'readlink', 'realpath', 'basename', 'dirname', 'cd', 'export',
]);
// A shell's command separators; what lies between two is one simple command.
const SIMPLE_COMMAND = /[^;&|\n]+/g;
// A word of a command: a path's last segment is what it names ("node_modules/.bin/jest" is jest,
// "cat src/jest/setup" names no runner); a name with an extension is a file or a member, never a
// program ("cat jest.config.js", "jest.setTimeout(60000)"), except Windows' own launchers ("npm.cmd").
const COMMAND_WORD = /[^\s'"`;&|()<>=,]+/g;
const LAUNCHER = /\.(?:exe|cmd|bat|ps1)$/i;
const NAMES_A_FILE = /\.[A-Za-z_$]/;
const ASSIGNMENT = /^(?:[A-Za-z_]\w*=\S*\s+)+/;
// A simple command's program: its first word, past an opening bracket, brace or "!".
const PROGRAM = /^[\s({!]*([^\s({!]+)/;
const programOf = (simple: string): string => PROGRAM.exec(simple)?.[1]?.toLowerCase() ?? '';

function wordOf(token: string): string {
  if (token.startsWith('-')) return token;
  const slash = Math.max(token.lastIndexOf('/'), token.lastIndexOf('\\'));
  const last = (slash === -1 ? token : token.slice(slash + 1)).replace(LAUNCHER, '');
  // (The Rust compiler's driver, the Linux kernel's style checker and ESP-IDF's front end are files by
  // their names, and run as programs.)
  if (last === 'x.py' || last === 'checkpatch.pl' || last === 'idf.py') return last;
  return last === '' || NAMES_A_FILE.test(last) ? '_' : last;
}

/**
 * The command as the built-in patterns read it: each simple command's words reduced to what they
 * name, and a simple command whose program only shows or edits text left out. (Config patterns are
 * the project's own and see the command as it was run.)
 */
export function programText(command: string): string {
  return command.replace(SIMPLE_COMMAND, (simple) => {
    const words = simple.replace(COMMAND_WORD, wordOf);
    return NOT_A_RUNNER.has(programOf(words.trimStart().replace(ASSIGNMENT, ''))) ? ' ' : words;
  });
}

// Every built-in pattern in one: most words given to the classifier (a code span in a PR body, a shell
// command that is no check) match none, and are answered by one search instead of one per pattern.
const ANY_CHECK = new RegExp(BUILTIN_CHECK_PATTERNS.flatMap(([, res]) => res.map((r) => `(?:${r.source})`)).join('|'));
// What programText changes: a path, a file's or a member's dot, an assignment, a separator.
const NEEDS_PROGRAM_TEXT = /[/\\.=;&|\n]/;

export function checkClassifier(config: ProofledgerConfig): CheckClassifier {
  const extra = Object.entries(config.checks ?? {}).map(([kind, check]) => [kind as CheckKind, checkPatterns(check).map((p, i) => compileConfigPattern(p, {}, `.proofledger/config.json: field /checks/${kind}${Array.isArray(check) ? '' : '/patterns'}/${i}`))] as const);
  return (command) => {
    for (const [kind, res] of extra) if (res.some((r) => r.test(command))) return kind;
    const text = NEEDS_PROGRAM_TEXT.test(command) || NOT_A_RUNNER.has(programOf(command)) ? programText(command) : command;
    if (!ANY_CHECK.test(text)) return undefined;
    for (const [kind, res] of BUILTIN_CHECK_PATTERNS) if (res.some((r) => r.test(text))) return kind;
    return undefined;
  };
}
