import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds health data (the PGlite database under `pg/`) and the session secret: only
 * the server's own user may read or write it. Directories 0700, files 0600.
 */
export const dataDirMode = 0o700;
export const dataFileMode = 0o600;

/**
 * The umask the server runs under. PGlite (and anything else in the process) creates files
 * with the usual 0666/0777 request, so under a permissive umask (000, or 002 on many
 * desktops) the database came out world-writable. Set before anything is written.
 */
export const serverUmask = 0o077;

/**
 * Creates DATA_DIR with mode 0700, or tightens an existing one: every directory below it
 * 0700 and every file 0600, so installs made before this rule are fixed on the next start.
 * Symbolic links are left alone (chmod would follow them out of the folder). Returns how
 * many entries it had to tighten.
 */
export function prepareDataDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: dataDirMode });
  return tighten(path.resolve(dir));
}

function tighten(entry: string): number {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return 0;
  const wanted = stat.isDirectory() ? dataDirMode : dataFileMode;
  let changed = 0;
  if ((stat.mode & 0o777) !== wanted) {
    chmodSync(entry, wanted);
    changed++;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) changed += tighten(path.join(entry, name));
  }
  return changed;
}
