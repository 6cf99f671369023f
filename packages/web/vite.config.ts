import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The page's colour: the table's background (src/styles.css `--bg`), index.html's theme colour. */
const THEME = '#1d2330';

// The browser client. `npm run build` writes dist/, which the match server serves; `npm run dev`
// proxies the server's API and WebSocket so online play works against a local server too.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Installs as an app and plays against the AI and on one device with no network: the service
    // worker (Workbox, generated at build time) precaches every file of the build — the pages'
    // chunks, the AI's Worker, the rules texts, the icons — and answers every page address with
    // index.html. It caches nothing else: the API and the live socket always go to the server
    // (a seat's view and hand must never sit in a cache). public/push-worker.js, the turn
    // reminders, is imported into it, so one worker serves the whole site. src/app/service-worker.ts
    // registers it once the first screen has loaded.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: null,
      registerType: 'autoUpdate',
      // The manifest's icons are among the public files precached below: listed once.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Decktet Table',
        short_name: 'Decktet',
        description: 'Dueling Runes and Hieroglyphs, the Decktet card games: against the computer, on one device or online.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: THEME,
        theme_color: THEME,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The reminders' code runs inside the service worker (importScripts), never in a page.
        globIgnores: ['push-worker.js'],
        importScripts: ['/push-worker.js'],
        navigateFallback: '/index.html',
        // Addresses the server answers itself: its API (a download of a record, a sign-in link)
        // and the live socket are never answered from the cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$|\?)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
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
