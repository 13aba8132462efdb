// The command classifier that exec, the hooks and the claim reader share: which shell commands are
// checks, and of which kind.
import { describe, expect, it } from 'vitest';
import { checkClassifier } from '../../src/adapters/checkCommands.js';

const classify = checkClassifier({});

describe('checkClassifier', () => {
  it.each([
    ['npm test', 'test'], ['pnpm run test:unit', 'test'], ['yarn build', 'build'], ['npm run lint', 'lint'], ['pnpm typecheck', 'typecheck'],
    // Workspace flags before the script.
    ['pnpm -r build', 'build'], ['pnpm --filter web test', 'test'], ['pnpm -F @app/api run lint', 'lint'], ['npm -w packages/cli run typecheck', 'typecheck'],
    ['yarn --cwd app test', 'test'], ['pnpm --recursive --parallel run build', 'build'], ['npm --prefix=frontend run build', 'build'], ['pnpm -C packages/ui test', 'test'],
    ['cargo clippy --all-targets', 'lint'], ['cargo check', 'typecheck'], ['go test ./...', 'test'], ['go build ./cmd/x', 'build'],
    // Checkers whose exit status is the verdict, and formatters in their checking mode.
    ['go vet ./...', 'lint'], ['staticcheck ./...', 'lint'], ['flutter analyze', 'lint'], ['dart analyze', 'lint'], ['deno lint', 'lint'],
    ['cargo fmt --check', 'lint'], ['cargo fmt --all -- --check', 'lint'], ['black --check .', 'lint'], ['isort --check-only .', 'lint'],
    ['mix format --check-formatted', 'lint'], ['dotnet format --verify-no-changes', 'lint'], ['deno check main.ts', 'typecheck'],
    // Other toolchains' and monorepo runners' test and build tasks.
    ['xcodebuild test -scheme App', 'test'], ['xcodebuild -scheme App build', 'build'], ['./gradlew check', 'test'], ['mvn -q verify', 'test'],
    ['composer test', 'test'], ['php artisan test', 'test'], ['nx run-many -t test', 'test'], ['nx test web', 'test'], ['turbo run build', 'build'],
    ['turbo build', 'build'], ['pnpm turbo type-check --filter=web', 'typecheck'], ['nx run-many -t typecheck', 'typecheck'], ['turbo run lint', 'lint'], ['npx nx lint app', 'lint'],
    ['sbt compile', 'build'], ['zig build', 'build'], ['zig build test', 'test'], ['nix build .#default', 'build'],
    ['bun run check:types', 'typecheck'], ['npm run types:check', 'typecheck'], ['pnpm typecheck:all', 'typecheck'], ['bun run lint:types', 'lint'],
    // PlatformIO, OCaml, Gleam, Haskell, Elm, Elixir's dialyzer, and infrastructure and C/C++ checkers.
    ['pio test -e native', 'test'], ['pio run -e stm32', 'build'], ['pio check -e clang-tidy', 'lint'], ['platformio run', 'build'],
    ['dune runtest', 'test'], ['dune build @all', 'build'], ['gleam test', 'test'], ['stack build', 'build'], ['cabal build all', 'build'], ['elm make src/Main.elm', 'build'],
    ['mix dialyzer', 'typecheck'], ['tflint --recursive', 'lint'], ['terraform validate', 'lint'], ['terraform fmt -recursive -check', 'lint'], ['tofu validate', 'lint'],
    ['mkdocs build --strict', 'build'], ['sphinx-build -W docs docs/_build', 'build'], ['helm lint charts/app', 'lint'], ['ansible-lint playbooks/', 'lint'], ['hlint src', 'lint'], ['cppcheck --enable=all src', 'lint'], ['clang-tidy -p build src/main.cpp', 'lint'],
    ['./gradlew compileKotlin compileTestKotlin', 'build'], ['./gradlew compileKotlin test', 'test'],
    // Gradle's and Android's tasks by name or by a project's path.
    ['./gradlew :app:testDebugUnitTest', 'test'], ['./gradlew testReleaseUnitTest', 'test'], ['./gradlew connectedAndroidTest', 'test'], ['./gradlew :app:assembleGoogleDebug', 'build'],
    ['./gradlew bundleRelease', 'build'], ['./gradlew lint', 'lint'], ['./gradlew :app:lintDebug', 'lint'], ['./gradlew formatCheck lintAll', 'lint'], ['./gradlew ktlintCheck', 'lint'],
    ['./gradlew spotlessCheck', 'lint'], ['./gradlew detekt', 'lint'], ['Invoke-ScriptAnalyzer -Path .github -Recurse', 'lint'], ['npx biome ci .', 'lint'], ['pwsh -c Invoke-ScriptAnalyzer .', 'lint'],
    // Smart contracts' toolchains.
    ['forge test -vvv', 'test'], ['forge build', 'build'], ['forge fmt --check', 'lint'], ['npx hardhat test', 'test'], ['npx hardhat compile', 'build'], ['anchor test', 'test'],
    ['anchor build', 'build'], ['cargo test-sbf', 'test'], ['cargo build-sbf', 'build'], ['sui move test', 'test'], ['aptos move test --named-addresses x=0x1', 'test'], ['scarb build', 'build'],
    ['snforge test', 'test'], ['solhint contracts/**/*.sol', 'lint'], ['slither .', 'lint'],
    // The Rust compiler's and Firefox's own drivers.
    ['./x.py test tests/ui', 'test'], ['./x test library/std', 'test'], ['python3 x.py build', 'build'], ['./x.py check', 'typecheck'], ['./mach build', 'build'], ['./mach test dom/', 'test'], ['./mach lint -l eslint', 'lint'], ['./mach run', undefined],
    // A make target named for its check is that check; any other target is a build.
    ['make typecheck', 'typecheck'], ['uv run ty check', 'typecheck'], ['ty check src', 'typecheck'], ['make mypy', 'typecheck'], ['make format-check', 'lint'], ['make vet', 'lint'], ['make', 'build'], ['make -j8 all', 'build'],
    // GNU make and BSD make by their own names (FreeBSD's `gmake`); Python's packaging front ends.
    // Kotlin Multiplatform's test tasks; Elixir's, Erlang's and Haskell's builds.
    ['./gradlew allTests', 'test'], ['./gradlew :shared:jvmTest', 'test'], ['mix compile --warnings-as-errors', 'build'], ['rebar3 compile', 'build'], ['stack build', 'build'], ['cabal build all', 'build'],
    ['docker build -t api:dev .', 'build'], ['docker buildx build --platform linux/arm64 .', 'build'], ['docker compose build web', 'build'], ['podman build .', 'build'],
    ['gmake', 'build'], ['gmake -j4', 'build'], ['bmake test', 'test'], ['poetry build', 'build'], ['uv build --wheel', 'build'], ['python -m build', 'build'], ['hatch build', 'build'], ['maturin build --release', 'build'],
    // `just` recipes and `cargo xtask` tasks named for their check; cargo-hack and cargo-minimal-versions run `cargo check`.
    ['just test', 'test'], ['just lint', 'lint'], ['just clippy', 'lint'], ['just typecheck', 'typecheck'], ['just build', 'build'], ['cargo xtask clippy', 'lint'], ['cargo xtask test', 'test'],
    ['cargo hack check --feature-powerset', 'typecheck'], ['tsgo --noEmit', 'typecheck'], ['npx tsgo -p tsconfig.json', 'build'], ['cargo minimal-versions check --workspace', 'typecheck'], ['cargo hack test', 'test'],
    // A runner by its path, a Windows launcher, and a runner after a search or a change of directory in one command line.
    ['node_modules/.bin/jest --ci', 'test'], ['./node_modules/.bin/tsc --noEmit', 'typecheck'], ['./mvnw verify', 'test'], ['npm.cmd test', 'test'], ['pytest.exe tests', 'test'],
    ['grep -q vitest package.json && npx vitest run', 'test'], ['cd packages/web && pnpm build', 'build'], ['(cd app && npm test)', 'test'], ['npm test | tee out.log', 'test'],
    ['npm run unit-test', 'test'], ['pnpm e2e:test', 'test'], ['yarn tests', 'test'], ['pnpm run integration-tests', 'test'],
    // Meson and Ninja, SCons, bundlers run bare, and other tools' own `build`.
    ['meson compile -C builddir', 'build'], ['meson test -C builddir', 'test'], ['ninja -C build', 'build'], ['ninja -C build test', 'test'], ['ninja', 'build'], ['autoninja -C out/Default chrome', 'build'], ['scons -j4', 'build'],
    ['west build -b nrf52840dk_nrf52840 app', 'build'], ['bazelisk build //...', 'build'], ['buck2 build //app:main', 'build'], ['wasm-pack build --target web', 'build'],
    ['cargo tauri build', 'build'], ['pnpm tauri build', 'build'], ['eas build --platform ios', 'build'], ['task build', 'build'], ['bundle exec jekyll build', 'build'], ['npx gatsby build', 'build'],
    ['npx webpack --mode production', 'build'], ['webpack', 'build'], ['rollup -c', 'build'], ['npx tsup', 'build'], ['esbuild src/index.ts --bundle --outfile=out.js', 'build'],
    ['ng build --configuration production', 'build'], ['npx react-scripts build', 'build'], ['vue-cli-service build', 'build'], ['cross build --release --target aarch64-unknown-linux-gnu', 'build'],
    ['yarn workspace web build', 'build'], ['yarn workspace @app/api test', 'test'], ['cargo b --release', 'build'], ['cargo c', 'typecheck'], ['cargo t -p core', 'test'],
    ['dotnet publish -c Release -r linux-x64', 'build'], ['deno compile main.ts', 'build'], ['pip wheel . -w dist', 'build'], ['cibuildwheel --output-dir wheelhouse', 'build'],
    ['sbt assembly', 'build'], ['./gradlew shadowJar', 'build'], ['gcc -Wall -o main main.c', 'build'], ['g++ -std=c++20 main.cpp', 'build'], ['clang++-17 -O2 a.cpp', 'build'], ['rustc main.rs', 'build'], ['javac Main.java', 'build'],
    ['lein uberjar', 'build'], ['dart compile exe bin/main.dart', 'build'], ['nix-build', 'build'], ['npx electron-builder --mac', 'build'],
    ['nx affected -t test', 'test'], ['nx affected --target=build', 'build'], ['pants test ::', 'test'], ['pants lint ::', 'lint'], ['pants check ::', 'typecheck'], ['npx svelte-check --threshold error', 'typecheck'],
    ['yarn flow', 'typecheck'], ['npx flow check', 'typecheck'], ['flow', 'typecheck'], ['./scripts/checkpatch.pl --strict -f drivers/a.c', 'lint'],
    ['bats test/', 'test'], ['molecule test', 'test'], ['mdbook test', 'test'], ['dbt test --select orders', 'test'], ['npx nuxi typecheck', 'typecheck'],
    ['ct lint --all', 'lint'], ['sqlfluff lint models/', 'lint'], ['spectral lint openapi.yaml', 'lint'], ['squawk migrations/0042_add_fk.sql', 'lint'], ['atlas migrate lint --dev-url docker://postgres/15 --latest 1', 'lint'], ['make doctest', 'test'], ['make unittest', 'test'], ['dotnet pack -c Release', 'build'], ['west twister -p native_sim -T tests/ring_buf', 'test'], ['ptest-runner libmodbus', 'test'], ['idf.py build', 'build'], ['pod lib lint AcmeKit.podspec --allow-warnings', 'lint'], ['idf.py -p /dev/ttyUSB0 build flash monitor', 'build'], ['bitbake core-image-minimal', 'build'],
    ['arduino-cli compile --fqbn arduino:avr:uno examples/Blink', 'build'], ['mdbook build', 'build'], ['goreleaser build --snapshot --clean', 'build'], ['npx nuxi build', 'build'], ['dbt build', 'build'],
    // Cargo with a toolchain named first, Miri's tests, sbt's cross builds and its format and fix checks.
    ['cargo +1.70.0 build --locked', 'build'], ['cargo +nightly miri test -p arena', 'test'], ['cargo miri test', 'test'], ['cargo +nightly clippy -- -D warnings', 'lint'], ['cargo +stable check', 'typecheck'],
    ['sbt +compile', 'build'], ['sbt +test', 'test'], ['sbt scalafmtCheckAll "scalafixAll --check"', 'lint'],
    // A test command that only compiles its tests, or is told to skip them, runs no test.
    ['cargo test --no-run', 'build'], ['go test -c ./pkg/parser', 'build'], ['./gradlew build -x test', 'build'], ['./gradlew build --exclude-task test', 'build'], ['./gradlew check -x test', 'test'],
    ['mvn verify -DskipTests', 'build'], ['mvn -DskipTests verify', 'build'], ['./mvnw -Dmaven.test.skip=true package', 'build'], ['mvn verify', 'test'], ['go test -count=1 -cover ./...', 'test'],
    ['pwsh -NoProfile -c "Invoke-Pester -CI"', 'test'], ['Invoke-ScriptAnalyzer -Path ./src -Recurse', 'lint'],
    ['npx astro check', 'typecheck'], ['CI=1 npx vitest run', 'test'], ['npx tsc -p tsconfig.build.json', 'build'], ['python3.11 -m pytest', 'test'], ['pnpm --filter @app/api test', 'test'],
  ])('%j is %s', (command, kind) => {
    expect(classify(command)).toBe(kind);
  });

  // A formatter that rewrites files exits 0 whatever it found: no check.
  it.each(['forge fmt', 'forge script Deploy', 'anchor deploy', 'npx hardhat node', './gradlew clean', './gradlew spotlessApply', './gradlew :app:dependencies', './gradlew lintFix', 'mkdocs serve', 'terraform fmt', 'terraform plan', 'helm install app ./chart', 'pio device monitor', 'pnpm install', 'npm -r ls', 'pnpm --filter web dev', 'yarn add left-pad', 'npm ci', 'git status', 'cargo fmt', 'black .', 'dotnet format', 'deno fmt', 'turbo dev', 'make format', 'make fmt', 'make clean', 'gmake clean', 'poetry install', 'uv run app', 'uv sync', 'python -m http.server', 'make tests', 'make lock', 'ninja -C build clean', 'ninja -t targets', 'webpack serve', 'webpack --watch', 'webpack-dev-server', 'tsup --watch', 'esbuild src/index.ts', 'tauri dev', 'rollup', 'gcc --version', 'clang -v', 'clang-format -i a.c', 'cargo clean', 'yarn workspace web add lodash', 'ng serve', 'prefect flow run etl', 'npx flow-typed install', 'pnpm flow:deploy', 'cat scripts/checkpatch.pl', 'nx affected:graph', 'pants fmt ::', 'make lock-check', 'just', 'just fmt', 'just ready', 'just docs', 'cargo xtask docs', 'cargo xtask codegen', 'npm run contest', 'pnpm attest', 'yarn latest',
    // A runner's name in what a program that shows, searches or records text is given, or a file or member named after it.
    'bitbake-layers show-layers', 'sqlfluff fix models/', 'goreleaser release', 'grep -rn vitest package.json', 'rg "npm test" docs', 'cat jest.config.js', 'vim pytest.ini', 'ls vitest.config.ts', 'echo npm test', 'git commit -m "make jest pass"',
    'sed -i s/jest/vitest/ package.json', 'cat src/jest/setup', '(grep jest src)', '{ cat jest; }', 'node scripts/jest.setup.js', 'jest.setTimeout(60000)', 'head -n 20 eslint.config.js | cat',
  ])('%j is no check', (command) => {
    expect(classify(command)).toBeUndefined();
  });
});

// A hook hands the classifier whatever command the agent ran (up to the payload cap): reading its
// programs is linear in it. Each shape at 256 KiB and at 1 MiB; four times the text may take about
// four times as long, never sixteen (times go in `npm run bench`; this compares a ratio with a
// generous bound, as the claim reader's linear test does).
describe('checkClassifier is linear in the command', () => {
  const KIB = 1024;
  const SHAPES: Record<string, string> = {
    'words after a runner': './gradlew a ', 'separators': 'grep x;', 'paths with dots': 'a/b.c ', 'assignments': 'A=1 ',
    'pipes and ands': 'a && b | ', 'brackets and braces': '({! ', 'a runner named in a search': 'rg jest ', 'one long word': 'x',
    // A program whose check is a flag or a word further on ("black --check", "tsc --noEmit", "mvn … test"),
    // repeated: each occurrence once scanned to the end of the line.
    'a formatter without its flag': 'black ', 'tsc without --noEmit': 'tsc ', 'maven without a phase': 'mvn ',
    'xcodebuild without test': 'xcodebuild ', 'ninja without a target': 'ninja ', 'webpack without --watch': 'webpack ', 'esbuild without --bundle': 'esbuild ', 'terraform fmt without -check': 'terraform fmt ',
    // A Gradle task's project path, never ending on a task: each occurrence scans its words' segments.
    'gradle project paths': 'gradlew :a:b:c:d ', 'one long gradle path': ':a',
  };
  const fastest = (command: string): number => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      classify(command);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  it.each(Object.keys(SHAPES))('%s: 1 MiB takes about four times 256 KiB, not sixteen', (shape) => {
    const unit = SHAPES[shape]!;
    const small = unit.repeat(Math.ceil((256 * KIB) / unit.length)) + ' npm test';
    const large = unit.repeat(Math.ceil((1024 * KIB) / unit.length)) + ' npm test';
    fastest(small);
    let ratio = Infinity;
    for (let round = 0; round < 3 && ratio >= 10; round++) ratio = Math.min(ratio, fastest(large) / Math.max(fastest(small), 5));
    expect(ratio).toBeLessThan(10);
  });
});
