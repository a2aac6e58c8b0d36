import { describe, expect, it } from 'vitest';
import { relativeCallback, resetPasswordEmail, verificationEmail, verificationLink } from './auth-emails';

const base = 'http://localhost:3000/api/auth/verify-email?token=abc.def.ghi';

describe('verification links (P1-AUTH-35)', () => {
  it.each([
    ['no callback', base, '/dashboard?verified=true'],
    ["'/' (Better Auth's default)", `${base}&callbackURL=%2F`, '/dashboard?verified=true'],
    ['the origin + /dashboard the web sends', `${base}&callbackURL=${encodeURIComponent('http://localhost:3000/dashboard')}`, '/dashboard?verified=true'],
    ['a path with its own query', `${base}&callbackURL=${encodeURIComponent('/pricing?plan=x')}`, '/pricing?plan=x&verified=true'],
    ['another site', `${base}&callbackURL=${encodeURIComponent('https://evil.example/steal')}`, '/steal?verified=true'],
    ['a protocol-relative URL', `${base}&callbackURL=${encodeURIComponent('//evil.example/x')}`, '/x?verified=true'],
  ])('%s → %s', (_label, url, expected) => {
    const link = new URL(verificationLink(url));
    expect(link.searchParams.get('callbackURL')).toBe(expected);
    expect(link.searchParams.get('token')).toBe('abc.def.ghi');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/auth/verify-email');
  });

  it('relativeCallback keeps only same-site paths', () => {
    expect(relativeCallback(undefined, '/f')).toBe('/f');
    expect(relativeCallback('/', '/f')).toBe('/f');
    expect(relativeCallback('/reset-password', '/f')).toBe('/reset-password');
    expect(relativeCallback('https://other.example/a?b=1#c', '/f')).toBe('/a?b=1#c');
    expect(relativeCallback('javascript:alert(1)', '/f')).toBe('/f');
  });
});

describe('mail texts', () => {
  it('the verification e-mail carries its link in text and html', () => {
    const m = verificationEmail({ id: 'u1', email: 'a@example.com' }, `${base}&callbackURL=%2F`);
    expect(m).toMatchObject({ to: 'a@example.com', userId: 'u1', subject: 'Confirm your e-mail address for Thrivewell' });
    expect(m.text).toContain('callbackURL=%2Fdashboard%3Fverified%3Dtrue');
    expect(m.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&amp;callbackURL=');
  });

  it('the reset e-mail escapes its link in html', () => {
    const m = resetPasswordEmail({ id: 'u1', email: 'a@example.com' }, 'http://localhost:3000/api/auth/reset-password/tok?callbackURL=%2Freset-password&x="y"');
    expect(m.subject).toBe('Reset your Thrivewell password');
    expect(m.html).not.toContain('"y"');
  });
});
