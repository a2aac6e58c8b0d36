/**
 * The server's VAPID key pair for web push. Production sets VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY
 * and VAPID_SUBJECT (config.ts refuses to start without them). In development a pair is
 * generated once and kept in DATA_DIR/vapid-keys.json (0600), so browsers' subscriptions survive
 * restarts; tests get a fresh pair per app and write nothing.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { generateVapidKeys, type VapidKeys } from '../../providers/push/push-sender';

export function resolveVapidKeys(config: Pick<AppConfig, 'vapid' | 'nodeEnv' | 'dataDir' | 'appUrl'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey && subject) return { publicKey, privateKey, subject };
  if (config.nodeEnv === 'production') throw new Error('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production');
  const devSubject = 'mailto:reminders@thrivewell.local';
  if (config.nodeEnv === 'test') return { ...generateVapidKeys(), subject: devSubject };
  const file = path.resolve(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: devSubject };
    } catch {
      // An unreadable file is replaced: the only loss is that browsers subscribe again.
    }
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...keys, subject: devSubject };
}
