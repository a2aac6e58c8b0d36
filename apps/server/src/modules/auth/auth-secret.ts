import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The secret that signs sessions and verification tokens. Production must set
 * BETTER_AUTH_SECRET (config.ts refuses to start otherwise). In development one is generated
 * once and kept in DATA_DIR/auth-secret, so sessions survive restarts; tests get a fresh one
 * per app and write nothing. There is never a hard-coded secret.
 */
export function resolveAuthSecret(config: AppConfig): string {
  if (config.betterAuthSecret) return config.betterAuthSecret;
  if (config.nodeEnv === 'production') throw new Error('BETTER_AUTH_SECRET is required in production');
  if (config.nodeEnv === 'test') return randomBytes(32).toString('base64url');
  const file = path.resolve(config.dataDir, 'auth-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
