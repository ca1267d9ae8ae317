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
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // CI machines have 2 cores shared with other suites; waits in these tests are for rendering, not for speed.
    testTimeout: 20_000,
  },
});
