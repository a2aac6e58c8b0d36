import { describe, expect, it } from 'vitest';
import { errorSeverities } from '@thrivewell/core/contracts/error-reports';
import { severityOf } from './error-severity';

const withStack = (message: string, frames: string) => {
  const e = new Error(message);
  e.stack = `Error: ${message}\n${frames}`;
  return e;
};

describe('severityOf (spec part 1 §5)', () => {
  it('P1-ERR-12: severities are low, medium, high, critical', () => {
    expect(errorSeverities).toEqual(['low', 'medium', 'high', 'critical']);
  });

  it('P1-ERR-13: security, unauthorized and permission denied are critical', () => {
    expect(severityOf(new Error('Security check failed'))).toBe('critical');
    expect(severityOf(new Error('401 Unauthorized'))).toBe('critical');
    expect(severityOf(new Error('Permission denied for table profiles'))).toBe('critical');
  });

  it('P1-ERR-13: an error whose stack is from authentication is critical', () => {
    const e = withStack('Cannot read properties of undefined', '    at signIn (src/features/auth/use-login.ts:12:3)');
    expect(severityOf(e)).toBe('critical');
    // "author" in a frame is not authentication, and the message line is not a frame.
    expect(severityOf(withStack('x', '    at AuthorCard (src/author-card.tsx:1:1)'))).toBe('low');
    expect(severityOf(withStack('bad auth header', '    at render (src/page.tsx:1:1)'))).toBe('low');
  });

  it('P1-ERR-14: network, fetch, database and backend-service wording is high', () => {
    expect(severityOf(new TypeError('Failed to fetch'))).toBe('high');
    expect(severityOf(new Error('NetworkError when attempting to fetch resource.'))).toBe('high');
    expect(severityOf(new Error('Database connection lost'))).toBe('high');
    expect(severityOf(new Error('Backend service unavailable'))).toBe('high');
  });

  it('P1-ERR-15: validation, parse and format wording is medium', () => {
    expect(severityOf(new Error('Validation failed for field email'))).toBe('medium');
    expect(severityOf(new SyntaxError('JSON.parse: unexpected character'))).toBe('medium');
    expect(severityOf(new Error('Invalid date format'))).toBe('medium');
  });

  it('P1-ERR-16: anything else, or no error object, is low', () => {
    expect(severityOf(new Error('Cannot read properties of undefined (reading "map")'))).toBe('low');
    expect(severityOf(new Error('More information needed'))).toBe('low');
    expect(severityOf(undefined)).toBe('low');
    expect(severityOf(null)).toBe('low');
    expect(severityOf(42)).toBe('low');
  });

  it('reads plain strings and error-like objects too', () => {
    expect(severityOf('fetch failed')).toBe('high');
    expect(severityOf({ message: 'Unauthorized' })).toBe('critical');
  });

  it('the most severe match wins', () => {
    expect(severityOf(new Error('Unauthorized: fetch of /api/profile failed'))).toBe('critical');
    expect(severityOf(new Error('Network error while parsing response'))).toBe('high');
  });
});
