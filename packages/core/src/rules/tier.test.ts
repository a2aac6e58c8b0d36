import { describe, expect, it } from 'vitest';
import { effectiveTier, isLocalDevHost, tierFromHost, upgradeHref } from './tier';

const allOff = { uploads: false, advancedAnalysis: false, providerIntegration: false, unlimitedAccess: false, riskAssessment: false };
const allOn = { uploads: true, advancedAnalysis: true, providerIntegration: true, unlimitedAccess: true, riskAssessment: true };

describe('tierFromHost', () => {
  it.each(['wellness.thrivewell.app', 'thrivewell.app', 'www.thrivewell.app', 'example.com', ''])(
    'P1-SUB-17 %s is the wellness tier with every capability off',
    (host) => {
      expect(tierFromHost(host)).toEqual({ tier: 'wellness', ...allOff });
    },
  );

  it.each(['health.thrivewell.app', 'HEALTH.Thrivewell.App', 'health.thrivewell.app.'])(
    'P1-SUB-18 %s is the health tier with every capability on',
    (host) => {
      expect(tierFromHost(host)).toEqual({ tier: 'health', ...allOn });
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]', 'localhost.localdomain'])('P1-SUB-19 local-development host %s behaves as the health tier', (host) => {
    expect(isLocalDevHost(host)).toBe(true);
    expect(tierFromHost(host)).toEqual({ tier: 'health', ...allOn });
  });

  it('only the first label counts', () => {
    expect(tierFromHost('app.health.example.com').tier).toBe('wellness');
    expect(tierFromHost('healthy.example.com').tier).toBe('wellness');
  });
});

describe('effectiveTier', () => {
  it('P1-SUB-16 a free (or signed-out) visitor is in the wellness tier on any host', () => {
    expect(effectiveTier(tierFromHost('localhost'), 'free')).toBe('wellness');
    expect(effectiveTier(tierFromHost('health.thrivewell.app'), 'free')).toBe('wellness');
  });

  it('P1-SUB-16 a paid user on a health host is in the health tier', () => {
    expect(effectiveTier(tierFromHost('health.thrivewell.app'), 'paid')).toBe('health');
    expect(effectiveTier(tierFromHost('localhost'), 'paid')).toBe('health');
  });

  it('the wellness host caps a paid user at the wellness tier', () => {
    expect(effectiveTier(tierFromHost('wellness.thrivewell.app'), 'paid')).toBe('wellness');
  });
});

describe('upgradeHref', () => {
  it('P1-SUB-20 points from the wellness host to the pricing page on the health host', () => {
    expect(upgradeHref({ hostname: 'wellness.thrivewell.app', protocol: 'https:', port: '' })).toBe(
      'https://health.thrivewell.app/pricing',
    );
  });

  it('keeps protocol and port', () => {
    expect(upgradeHref({ hostname: 'wellness.localtest.me', protocol: 'http:', port: '3000' })).toBe(
      'http://health.localtest.me:3000/pricing',
    );
  });

  it.each(['health.thrivewell.app', 'localhost', 'thrivewell.app', 'wellness'])('stays on the same origin on %s', (host) => {
    expect(upgradeHref({ hostname: host, protocol: 'https:', port: '' })).toBe('/pricing');
  });
});
