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
  ])('%j is %s', (command, kind) => {
    expect(classify(command)).toBe(kind);
  });

  it.each(['pnpm install', 'npm -r ls', 'pnpm --filter web dev', 'yarn add left-pad', 'npm ci', 'git status'])('%j is no check', (command) => {
    expect(classify(command)).toBeUndefined();
  });
});
