import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Each file in its own jsdom: the screens' Emotion style sheets keep references into the
    // document, and a shared one broke them in a file order a clean clone runs (the back office
    // shares a worker; see its vite.config.ts).
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // npm test runs this suite beside another step on 2 cores: a screen test can take over the 5 s default.
    testTimeout: 20_000,
  },
});
