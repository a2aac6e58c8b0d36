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

/**
 * React Router's build creates its contexts and wrapped components (`React.createContext`,
 * `React.forwardRef`, `React.memo`) at module level without marking them pure, and names them for
 * the dev tools (`Link.displayName = "Link"`). The bundler must then keep every one of them (Form,
 * ScrollRestoration, the data-router and framework contexts…) although the app uses a few. Marking
 * the calls pure and dropping the names lets it leave out what is unused (landing JS budget, W2-C §2).
 */
export function treeShakeableReactRouter(code: string): string {
  return code
    .replace(/(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
    .replace(/^[ \t]*[\w$]+(?:\.[\w$]+)*\.displayName = "[^"\n]*";[ \t]*$/gm, '');
}

const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

function treeShakeReactRouter(): Plugin {
  return {
    name: 'thrivewell-tree-shake-react-router',
    transform(code, id) {
      return reactRouterModule.test(id) ? { code: treeShakeableReactRouter(code), map: null } : undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShell(), treeShakeReactRouter()],
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
