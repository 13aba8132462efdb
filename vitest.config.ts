import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real agents run in `npm run test:agents` (vitest.agents.config.ts), not here.
    exclude: ['**/node_modules/**', 'test/agents/**'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
