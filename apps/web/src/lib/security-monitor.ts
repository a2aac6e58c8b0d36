/**
 * The client security monitor (spec part 1 §9; P1-SEC-11/12): flags local-storage keys whose
 * names suggest a credential (password, secret, key, token) and a page served over plain HTTP
 * anywhere but on this machine. Our session lives in an httpOnly cookie, so a flagged key is
 * something that should not be there (an extension, a stale build, a bug). Only key names are
 * reported, never values.
 */

export const sensitiveKeyPattern = /password|secret|key|token/i;

/** Hosts where plain HTTP is expected: this machine. */
const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export type SecurityFinding =
  | { kind: 'sensitive-storage-key'; key: string }
  | { kind: 'insecure-connection'; protocol: string; hostname: string };

export type Warn = (message: string, context: Record<string, unknown>) => void;

/** The local-storage keys whose names contain password, secret, key or token (P1-SEC-11). */
export function sensitiveStorageKeys(storage: Storage | undefined): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && sensitiveKeyPattern.test(key)) keys.push(key);
  }
  return keys;
}

export function isLocalHost(hostname: string): boolean {
  return localHosts.has(hostname) || hostname.endsWith('.localhost');
}

/** True for a page not served over HTTPS, unless it is served from this machine (P1-SEC-12). */
export function isInsecureConnection(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol !== 'https:' && !isLocalHost(location.hostname);
}

/** Runs both checks, reports each finding as a warning and returns them. */
export function checkClientSecurity(deps: { storage: Storage | undefined; location: Pick<Location, 'protocol' | 'hostname'>; warn: Warn }): SecurityFinding[] {
  const findings: SecurityFinding[] = sensitiveStorageKeys(deps.storage).map((key) => ({ kind: 'sensitive-storage-key', key: key.slice(0, 100) }));
  if (isInsecureConnection(deps.location)) {
    findings.push({ kind: 'insecure-connection', protocol: deps.location.protocol, hostname: deps.location.hostname });
  }
  for (const f of findings) {
    if (f.kind === 'sensitive-storage-key') deps.warn('Security monitor: sensitive-looking local-storage key', { key: f.key });
    else deps.warn('Security monitor: page not served over HTTPS', { protocol: f.protocol, hostname: f.hostname });
  }
  return findings;
}
