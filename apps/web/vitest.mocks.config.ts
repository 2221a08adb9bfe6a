import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { moduleMockingFiles, webTest } from './vitest.config.ts';

/** The web test files that replace a module (`vi.mock`), each in a fresh module graph (ADR 134). */
export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web-mocks',
    include: moduleMockingFiles,
  },
});
