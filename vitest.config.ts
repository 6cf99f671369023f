import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test files at a time: much of a browser or server test's time is spent waiting (for
    // Chromium, sockets, a database), which another file's work fills; Vitest's default would
    // leave one of two cores idle. The whole run takes about 15 minutes instead of 25.
    maxWorkers: 2,
  },
});
