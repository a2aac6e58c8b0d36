import type { MailMessage } from '../../providers/mail/mail-provider';

/**
 * The mail Better Auth asks us to send. Plain text first (the outbox shows it and the dev
 * mailbox extracts its links); a small HTML part for real mail clients.
 */

/** Where a verification link lands when the web did not say: the dashboard (spec P1-AUTH-18). */
export const defaultVerifiedPath = '/dashboard';
/** Where a password-reset link lands: the web page that asks for the new password. */
export const defaultResetPasswordPath = '/reset-password';

const dummyBase = 'http://relative.invalid';

/**
 * Makes a callback URL relative (only its path, query and hash are kept) so the link can
 * never send the user to another site, and the verify endpoint's origin check always passes
 * whichever host the link is opened on.
 */
export function relativeCallback(raw: string | null | undefined, fallback: string): string {
  if (!raw) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw, dummyBase);
  } catch {
    return fallback;
  }
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // '//evil.example' would be protocol-relative; '/' alone means "not chosen".
  if (!path.startsWith('/') || path.startsWith('//') || path === '/') return fallback;
  return path;
}

/**
 * Rewrites the `callbackURL` of a Better Auth verify-email link so it is relative and carries
 * `verified=true`: the web's verification-return handling (P1-AUTH-35) looks for it. On a bad
 * or expired token Better Auth appends `error=INVALID_TOKEN` / `error=TOKEN_EXPIRED` instead.
 */
export function verificationLink(url: string): string {
  const link = new URL(url);
  const callback = new URL(relativeCallback(link.searchParams.get('callbackURL'), defaultVerifiedPath), dummyBase);
  callback.searchParams.set('verified', 'true');
  link.searchParams.set('callbackURL', `${callback.pathname}${callback.search}${callback.hash}`);
  return link.toString();
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function message(to: string, userId: string | null, subject: string, lines: string[], url: string, action: string): MailMessage {
  const text = [...lines, '', url, '', 'If you did not ask for this, you can ignore this e-mail.', '', '— Thrivewell'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this e-mail.</p>',
    '<p>— Thrivewell</p>',
  ].join('\n');
  return { to, userId, subject, text, html };
}

export function verificationEmail(user: { id: string; email: string }, url: string): MailMessage {
  return message(
    user.email,
    user.id,
    'Confirm your e-mail address for Thrivewell',
    ['Welcome to Thrivewell!', 'Please confirm your e-mail address by opening this link:'],
    verificationLink(url),
    'Confirm my e-mail',
  );
}

export function resetPasswordEmail(user: { id: string; email: string }, url: string): MailMessage {
  return message(
    user.email,
    user.id,
    'Reset your Thrivewell password',
    ['Someone (hopefully you) asked to reset the password of your Thrivewell account.', 'Open this link within one hour to choose a new password:'],
    url,
    'Choose a new password',
  );
}
