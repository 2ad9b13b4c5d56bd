import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // DynamoDB Local and the SQS emulator start once for the whole run.
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/environment.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
