/**
 * `npm run admin:grant -- someone@example.com` / `npm run admin:revoke -- someone@example.com`
 * (ADR 0020): the only way an account becomes an admin. It opens the same database the server
 * uses — PostgreSQL at DATABASE_URL, or the embedded PGlite under DATA_DIR (default `.data`,
 * relative to the folder the command was started from, like the server) — applies pending
 * migrations, sets the role and closes. The embedded database is one process's: while a server
 * has it open the command refuses and says so (db/data-dir-lock.ts), so nothing is corrupted.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserRole } from '@thrivewell/core/contracts/session';
import { serverUmask } from '../data-dir';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DatabaseInUseError } from '../db/data-dir-lock';
import { setRoleByEmail } from '../modules/auth/users.service';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const usage = 'Usage: npm run admin:grant -- someone@example.com   (or admin:revoke)';

/** Where the command finds the database; a message instead when the environment is wrong. */
export function databaseTarget(env: Record<string, string | undefined>, cwd: string): { databaseUrl: string } | { pgliteDir: string } | { problem: string } {
  const url = env.DATABASE_URL?.trim();
  if (url) return /^postgres(ql)?:\/\//.test(url) ? { databaseUrl: url } : { problem: 'DATABASE_URL must be a postgres:// or postgresql:// URL.' };
  const dataDir = env.DATA_DIR?.trim() || '.data';
  const pgliteDir = path.resolve(cwd, dataDir, 'pg');
  if (!existsSync(pgliteDir)) {
    return {
      problem: `No database found at ${pgliteDir}. Start the server once (npm start) so it creates it and the account can sign up, or set DATA_DIR to the folder the server uses (now ${path.resolve(cwd, dataDir)}).`,
    };
  }
  return { pgliteDir };
}

/** Runs `grant|revoke <email>`; returns the process exit code (0 done, 1 refused, 2 usage). */
export async function runAdminRole(args: string[], env: Record<string, string | undefined>, io: CliOutput, cwd = env.INIT_CWD || process.cwd()): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    io.err(usage);
    return 2;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    io.err(`"${email}" is not an e-mail address. ${usage}`);
    return 2;
  }
  const target = databaseTarget(env, cwd);
  if ('problem' in target) {
    io.err(target.problem);
    return 1;
  }
  const role: UserRole = command === 'grant' ? 'admin' : 'user';
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(target);
    await database.migrate();
    const result = await setRoleByEmail(database.db, email, role);
    const where = 'databaseUrl' in target ? 'PostgreSQL (DATABASE_URL)' : target.pgliteDir;
    if (result.status === 'unknown-email') {
      io.err(`No account with the e-mail ${result.email} in ${where}. The person signs up first (and confirms the e-mail); check the spelling and DATA_DIR / DATABASE_URL.`);
      return 1;
    }
    if (result.status === 'unchanged') io.out(role === 'admin' ? `${result.email} is already an admin; nothing changed.` : `${result.email} is not an admin; nothing changed.`);
    else io.out(role === 'admin' ? `${result.email} is now an admin (effective on their next request).` : `${result.email} is no longer an admin (effective on their next request).`);
    return 0;
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      io.err(err.message);
      return 1;
    }
    io.err(`Could not change the role: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.umask(serverUmask);
  const code = await runAdminRole(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  process.exit(code);
}
