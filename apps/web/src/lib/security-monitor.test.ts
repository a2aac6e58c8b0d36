// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkClientSecurity, isInsecureConnection, sensitiveStorageKeys } from './security-monitor';

afterEach(() => localStorage.clear());

describe('security monitor', () => {
  it('P1-SEC-11 flags local-storage keys containing password, secret, key or token (any case), and only those', () => {
    for (const k of ['user_password', 'API_SECRET', 'apiKey', 'sb-access-token', 'cookie-consent', 'thrivewell-theme', 'subscription-intent', 'rate-limit:login']) {
      localStorage.setItem(k, 'x');
    }
    expect(sensitiveStorageKeys(localStorage).sort()).toEqual(['API_SECRET', 'apiKey', 'sb-access-token', 'user_password']);
  });

  it.each([
    ['http:', 'thrivewell.example', true],
    ['http:', 'localhost', false],
    ['http:', '127.0.0.1', false],
    ['http:', '[::1]', false],
    ['http:', 'app.localhost', false],
    ['https:', 'thrivewell.example', false],
    ['http:', '10.0.0.5', true],
  ])('P1-SEC-12 %s//%s insecure: %s', (protocol, hostname, insecure) => {
    expect(isInsecureConnection({ protocol, hostname })).toBe(insecure);
  });

  it('reports each finding by key name, never the value', () => {
    localStorage.setItem('auth-token', 'eyJ-secret-value');
    const warn = vi.fn();
    const findings = checkClientSecurity({ storage: localStorage, location: { protocol: 'http:', hostname: 'thrivewell.example' }, warn });
    expect(findings).toEqual([
      { kind: 'sensitive-storage-key', key: 'auth-token' },
      { kind: 'insecure-connection', protocol: 'http:', hostname: 'thrivewell.example' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('eyJ-secret-value');
  });

  it('a clean page over HTTPS has no findings and reports nothing', () => {
    localStorage.setItem('cookie-consent', 'all');
    const warn = vi.fn();
    expect(checkClientSecurity({ storage: localStorage, location: { protocol: 'https:', hostname: 'thrivewell.example' }, warn })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
