import { defineConfig } from 'vitest/config';

// Node's globals without pulling in @types/node for one line.
declare const process: { env: Record<string, string | undefined> };

// Preact's automatic JSX runtime comes from tsconfig.json (jsxImportSource),
// which Vite's esbuild transform reads, so no framework plugin is needed.
// The built client is served by the Gavel server itself (WEB_DIR=web/dist);
// `npm run dev` proxies the API to GAVEL_URL (default http://localhost:8080).
const gavel = process.env.GAVEL_URL ?? 'http://localhost:8080';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    // changeOrigin stays false: the browser's Origin is the dev server's, and
    // the Gavel server accepts it only when Host names the same place
    // (docs/api.md, "Cross-site requests").
    proxy: {
      '/api': { target: gavel, ws: true, changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
