import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import config, { treeShakeableReactRouter } from './vite.config';

describe('treeShakeableReactRouter', () => {
  it('marks module-level contexts, forwardRef and memo calls pure and drops dev-tools names', () => {
    const source = [
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(DataRoutes2);',
      '    FetcherForm2.displayName = "fetcher.Form";',
      'var el = React.createElement("a");',
      'other.React.createContext(x);',
    ].join('\n');
    expect(treeShakeableReactRouter(source).split('\n')).toEqual([
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);',
      '',
      'var el = React.createElement("a");',
      'other.React.createContext(x);',
    ]);
  });
});

describe('the web build', () => {
  // Inside the app's folder, so the entry resolves react-router as the app does.
  const scratch = path.join(import.meta.dirname, 'node_modules/.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'vite-config-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Bundles an entry that uses only the declarative router, with or without the app's plugin. */
  async function bundleRouterEntry(withPlugin: boolean): Promise<string> {
    const entry = path.join(dir, 'entry.js');
    writeFileSync(entry, "import { BrowserRouter, Link, Route, Routes } from 'react-router';\nexport { BrowserRouter, Link, Route, Routes };\n");
    const plugins = (config as { plugins: { name: string }[] }).plugins.filter((p) => p.name === 'thrivewell-tree-shake-react-router');
    expect(plugins).toHaveLength(1);
    const out = (await build({
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'silent',
      plugins: withPlugin ? plugins : [],
      build: { write: false, minify: true, target: 'es2022', rollupOptions: { input: entry, external: [/^react($|\/)/, /^react-dom($|\/)/], preserveEntrySignatures: 'exports-only' } },
    })) as Rollup.RollupOutput;
    return out.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  }

  it("leaves React Router's unused components out of the bundle (Form, fetcher.Form)", async () => {
    const [plain, shaken] = [await bundleRouterEntry(false), await bundleRouterEntry(true)];
    const has = (code: string) => ({ fetcherForm: code.includes('fetcher.Form'), displayName: code.includes('displayName') });
    expect(has(plain)).toEqual({ fetcherForm: true, displayName: true });
    expect(has(shaken)).toEqual({ fetcherForm: false, displayName: false });
    expect(shaken.length).toBeLessThan(plain.length);
  }, 60_000);
});
