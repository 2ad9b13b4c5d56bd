import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The domain, rules, renderers and the architecture: no emulator, seconds. `npm run test:unit`
        // runs them without isolation: the files of a worker share their modules, as the requests of
        // a warm function do, so state one test leaves in a module (a font's glyphs, a cache) must not
        // change another's result (docs/architecture.md).
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'shared/**/*.test.ts'],
          setupFiles: ['test/support/unit-environment.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/browser/**/*.test.ts', 'test/infra/**/*.test.ts'],
          // DynamoDB Local and the SQS emulator start once for the whole project.
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/environment.ts'],
        },
      },
    ],
  },
});
