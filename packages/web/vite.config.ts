import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser client. `npm run build` writes dist/, which the match server serves; `npm run dev`
// proxies the server's API and WebSocket so online play works against a local server too.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // Zod and the line that turns its eval probe off (src/no-eval.ts) share one chunk, which
        // every chunk that builds a schema imports: so the setting is made before any schema
        // exists, however the pages are split into chunks (the CSP allows no 'unsafe-eval').
        manualChunks: (id) => (id.includes('/node_modules/zod/') || id.endsWith('/src/no-eval.ts') ? 'zod' : undefined),
      },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': process.env.DECKTET_SERVER ?? 'http://localhost:8080',
      '/ws': { target: process.env.DECKTET_SERVER ?? 'http://localhost:8080', ws: true },
    },
  },
});
