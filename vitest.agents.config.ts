import { defineConfig } from 'vitest/config';

// `npm run test:agents`: the real agents, installed into a cache outside the repository by the global setup.
export default defineConfig({
  test: {
    include: ['test/agents/**/*.test.ts'],
    globalSetup: ['test/agents/support/globalSetup.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
    pool: 'forks',
    // One agent at a time: a 2-core machine, and each agent is a heavy process tree.
    fileParallelism: false,
  },
});
