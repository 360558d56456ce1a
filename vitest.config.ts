import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // No wall-clock limit (0): many tests run the CLI on worker threads, and a loaded 2-core machine
    // took minutes where an idle one takes seconds (issue 28). A test of something that once hung
    // bounds its own child process (spawn's `timeout`) instead.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
