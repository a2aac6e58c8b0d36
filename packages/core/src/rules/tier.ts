/**
 * Tier by host (spec part 1 §1; P1-SUB-16..20). The first label of the host name selects the
 * wellness tier (the default: every capability off) or the health tier (every capability on);
 * a local-development host behaves as the health tier.
 */
export type Tier = 'wellness' | 'health';
export type SimplifiedTier = 'paid' | 'free';

export interface HostTier {
  tier: Tier;
  uploads: boolean;
  advancedAnalysis: boolean;
  providerIntegration: boolean;
  unlimitedAccess: boolean;
  riskAssessment: boolean;
}

export const healthHostLabel = 'health';
export const wellnessHostLabel = 'wellness';
const localDevHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function normalise(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

function firstLabel(hostname: string): string {
  return normalise(hostname).split('.')[0] ?? '';
}

export function isLocalDevHost(hostname: string): boolean {
  const host = normalise(hostname);
  return localDevHosts.has(host) || firstLabel(host) === 'localhost';
}

function capabilities(tier: Tier): HostTier {
  const on = tier === 'health';
  return { tier, uploads: on, advancedAnalysis: on, providerIntegration: on, unlimitedAccess: on, riskAssessment: on };
}

export function tierFromHost(hostname: string): HostTier {
  const health = firstLabel(hostname) === healthHostLabel || isLocalDevHost(hostname);
  return capabilities(health ? 'health' : 'wellness');
}

/**
 * The spec does not say how host and subscription combine. We treat the host as the ceiling
 * and the subscription as the key: the health tier needs both a health(-like) host and a paid
 * plan. So signed-out and free visitors are always in the wellness tier, which matches the
 * naming rule "wellness tier = free level, health tier = paid level" (P1-SUB-16).
 */
export function effectiveTier(host: HostTier, simplifiedTier: SimplifiedTier): Tier {
  return host.tier === 'health' && simplifiedTier === 'paid' ? 'health' : 'wellness';
}

export interface HostLocation {
  hostname: string;
  protocol: string;
  port: string;
}

/**
 * Where 'Upgrade' leads: the pricing page on the health host (P1-SUB-20). Only a host whose
 * first label is 'wellness' has a known health sibling (wellness.x → health.x); on any other
 * host we stay on the same origin, so a single-host deployment never links to a host that
 * does not exist.
 */
export function upgradeHref(location: HostLocation): string {
  const host = normalise(location.hostname);
  const labels = host.split('.');
  if (labels.length < 2 || labels[0] !== wellnessHostLabel) return '/pricing';
  const healthHost = [healthHostLabel, ...labels.slice(1)].join('.');
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${healthHost}${port}/pricing`;
}
