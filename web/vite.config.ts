import { defineConfig } from 'vitest/config';

// Preact's automatic JSX runtime comes from tsconfig.json (jsxImportSource),
// which Vite's esbuild transform reads, so no framework plugin is needed.
// The built client is served by the Gavel server itself (WEB_DIR=web/dist).
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
