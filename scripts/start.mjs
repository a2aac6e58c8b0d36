#!/usr/bin/env node
// `npm start`: builds what is not built (skipped when nothing changed), then serves.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll, isBuildCurrent } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuildCurrent()) await buildAll({ force: true });
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
