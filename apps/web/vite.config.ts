import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Dev only: serve app.html (the SPA shell) for every page path, as the server does in production. */
function spaShell(): Plugin {
  return {
    name: 'thrivewell-spa-shell',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const isPage = req.method === 'GET' && !url.startsWith('/api') && !url.startsWith('/@') && !/\.[a-z0-9]+($|\?)/i.test(url.split('?')[0] ?? '');
        if (isPage) req.url = '/app.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShell()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server announces each page's own chunks in its shell (modulepreload).
    manifest: true,
    rollupOptions: { input: 'app.html' },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
