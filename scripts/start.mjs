#!/usr/bin/env node
// `npm start`: builds what is not built (skipped when nothing changed), then serves.
// The build runs in a child process: Vite sets NODE_ENV=production in the process that runs it,
// and the server must read the environment the person started it with (W2-A).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuildCurrent()) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--force'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('Thrivewell could not be built; see the messages above.\n');
    process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
