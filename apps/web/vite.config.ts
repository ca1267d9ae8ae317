import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.WHISPY_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/oidc': { target: apiTarget, changeOrigin: false },
      // The built-in live server: pusher-js opens its websocket at /app/{key} on the page's own host.
      '/app/': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // zod compiles fast parsers with `new Function` when it may, and finds out by trying as soon as the
        // first schema is made: under the server's Content-Security-Policy (no 'unsafe-eval') that try is a
        // reported violation. Its config lives on globalThis, so setting it ahead of every chunk means zod
        // never tries; its plain parsers are fast enough for a browser.
        intro: 'globalThis.__zod_globalConfig ??= { jitless: true };',
        // The libraries every page runs before it renders, in one chunk: a browser fetches and a server
        // compresses one file rather than a dozen that lazy pages happen to share differently.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|i18next-http-backend|i18next-browser-languagedetector|react-i18next|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Every stub of the test kit (the API's fetch above all) is undone after each test, in one place.
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // CI machines have 2 cores shared with other suites; waits in these tests are for rendering, not for speed.
    testTimeout: 20_000,
  },
});
