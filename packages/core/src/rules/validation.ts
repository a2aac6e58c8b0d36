/**
 * Input validation rules (spec part 1 §5, §9; P1-VAL-02..32), shared by the web forms and the
 * server so both say the same thing in the spec's exact words. Pure: no DOM, no I/O.
 *
 * Free text is stripped of markup by an HTML tokenizer library (text-markup.ts), then checked
 * for dangerous content, then stripped of what is dangerous even in plain text (script URL
 * schemes, on*= handlers): the same on both sides, since both call this module.
 */
import { stripMarkup } from './text-markup';
import { hasDangerousContent, stripDangerousText } from './text-safety';

export interface ValidationResult {
  valid: boolean;
  /** The message to show; present only when invalid. */
  error?: string;
}

/** A result that also carries the cleaned-up value to use when valid. */
export interface ValueResult extends ValidationResult {
  value?: string;
}

const ok = (value?: string): ValueResult => (value === undefined ? { valid: true } : { valid: true, value });
const fail = (error: string): ValueResult => ({ valid: false, error });

export const validationLimits = {
  passwordMin: 8,
  passwordMax: 128,
  emailMin: 5,
  emailMax: 254,
  textMax: 1000,
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

// ---------------------------------------------------------------- password (P1-VAL-04..11)

export const commonPasswordPatterns = [
  'password',
  '123456',
  'password123',
  'admin',
  'qwerty',
  'letmein',
  'welcome',
  'monkey',
  '1234567890',
] as const;

export interface PasswordValidation extends ValidationResult {
  /** Every rule the password breaks, in the spec's order. */
  errors: string[];
  /** The one the form shows (P1-VAL-03); the same as `error`. */
  firstError?: string;
}

/**
 * Letters and digits are Unicode-aware (an 'É' is an uppercase letter); a special character
 * is anything that is neither a letter, a digit nor whitespace. Length counts UTF-16 units,
 * as the auth library's own 8..128 check does, so both agree on the boundary.
 */
export function validatePassword(password: string | null | undefined): PasswordValidation {
  if (!password) {
    const error = 'Password is required';
    return { valid: false, errors: [error], firstError: error, error };
  }
  const errors: string[] = [];
  if (password.length < validationLimits.passwordMin) errors.push('Password must be at least 8 characters long');
  if (password.length > validationLimits.passwordMax) errors.push('Password is too long (max 128 characters)');
  if (!/\p{Lu}/u.test(password)) errors.push('Password must contain at least one uppercase letter');
  if (!/\p{Ll}/u.test(password)) errors.push('Password must contain at least one lowercase letter');
  if (!/\p{Nd}/u.test(password)) errors.push('Password must contain at least one number');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) errors.push('Password must contain at least one special character');
  const lower = password.toLowerCase();
  if (commonPasswordPatterns.some((p) => lower.includes(p))) {
    errors.push('Password contains common patterns and is not secure');
  }
  const firstError = errors[0];
  return firstError === undefined ? { valid: true, errors } : { valid: false, errors, firstError, error: firstError };
}

/** P1-VAL-02. */
export function passwordsMatch(password: string, confirmation: string): ValidationResult {
  return password === confirmation ? { valid: true } : { valid: false, error: 'Passwords do not match' };
}

// ---------------------------------------------------------------- email (P1-VAL-12..18)

/** The browser's own `type="email"` rule (WHATWG), plus a dot in the domain. */
const emailPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const suspiciousEmail = /javascript:|<script|data:|vbscript:/;

/**
 * Order: required → length → suspicious content → < > → format. The spec lists the format
 * check before the other two, but a strict format already rejects '<' and ':', so in that
 * order their messages could never show; checking them first makes every message reachable.
 * The value returned is the normalised address (trimmed, lower-cased).
 */
export function validateEmail(raw: string | null | undefined): ValueResult {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) return fail('Email is required');
  if (email.length < validationLimits.emailMin) return fail('Email address is too short');
  if (email.length > validationLimits.emailMax) return fail('Email address is too long');
  if (suspiciousEmail.test(email)) return fail('Email contains suspicious content');
  if (/[<>]/.test(email)) return fail('Email contains invalid characters');
  if (!emailPattern.test(email)) return fail('Invalid email format');
  return ok(email);
}

// ---------------------------------------------------------------- text (P1-VAL-19..23)

export interface TextRules {
  /** The field's name as the user knows it, e.g. 'Bio'. */
  field: string;
  max?: number;
  min?: number;
  required?: boolean;
}

/**
 * Lengths are measured on the trimmed text as typed. Markup is stripped with a library (spec
 * part 1 §5: markup, script tags and handlers are stripped), then the dangerous-content check
 * runs on what was typed and on what stripping left (so 'java<b></b>script:' cannot pass by
 * reassembling), and the value returned is the stripped, trimmed text without script schemes
 * or handlers. An optional field left empty is valid even when it has a minimum: the minimum
 * applies to what is written, not to leaving it out.
 */
export function validateText(value: string | null | undefined, rules: TextRules): ValueResult {
  const { field, max = validationLimits.textMax, min = 0, required = false } = rules;
  const typed = (value ?? '').trim();
  if (!typed) return required ? fail(`${field} is required`) : ok('');
  if (typed.length > max) return fail(`${field} exceeds maximum length of ${max} characters`);
  if (hasDangerousContent(typed)) return fail(`${field} contains potentially dangerous content`);
  const text = stripMarkup(typed).trim();
  if (hasDangerousContent(text)) return fail(`${field} contains potentially dangerous content`);
  if (!text) return required ? fail(`${field} is required`) : ok('');
  if (text.length < min) return fail(`${field} must be at least ${min} characters long`);
  return ok(stripDangerousText(text));
}

// ---------------------------------------------------------------- redirect URL (P1-VAL-24..27)

/** Hosts where plain http is allowed, for local development only. */
const localHttpHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  // Allowed hosts may come from config as 'host:port' or even a full origin.
  if (h.includes('://')) h = h.slice(h.indexOf('://') + 3);
  h = h.split('/')[0] ?? '';
  if (!h.startsWith('[')) h = h.split(':')[0] ?? '';
  return h.replace(/\.$/, '');
}

/**
 * The host must equal an allowed host or end with '.' + an allowed host, so
 * 'evilexample.com' does not pass for 'example.com'. Hosts are compared as the URL parser
 * sees them, so tricks like 'https://example.com@evil.com' are judged by their real host.
 * The value returned is the parsed, normalised URL.
 */
export function validateRedirectUrl(url: string | null | undefined, allowedHosts: readonly string[]): ValueResult {
  const raw = (url ?? '').trim();
  if (!raw) return fail('Redirect URL is required');
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail('Invalid URL format');
  }
  const host = normaliseHost(parsed.hostname);
  const httpAllowed = parsed.protocol === 'http:' && localHttpHosts.has(host);
  if (parsed.protocol !== 'https:' && !httpAllowed) return fail('Only HTTPS URLs are allowed');
  const allowed = allowedHosts.map(normaliseHost).filter((h) => h.length > 0);
  if (!allowed.some((a) => host === a || host.endsWith(`.${a}`))) return fail('Redirect URL domain is not allowed');
  return ok(parsed.href);
}

// ---------------------------------------------------------------- file upload (P1-VAL-28..32)

export const allowedUploadTypes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export const allowedUploadExtensions = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
export const dangerousUploadExtensions = ['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'jar', 'js', 'vbs', 'wsf'] as const;

export interface UploadCandidate {
  name: string;
  size: number;
  /** The MIME type the browser or multipart part reports. */
  type: string;
}

/** Every extension of a name, lower-cased: 'X.pdf.EXE' → ['pdf', 'exe']. */
export function extensionChain(name: string): string[] {
  // Windows ignores trailing dots and spaces, so 'x.exe.' still runs as an .exe.
  const trimmed = name.trim().replace(/[. ]+$/, '').toLowerCase();
  const base = trimmed.split(/[\\/]/).pop() ?? '';
  return base.split('.').slice(1).filter((e) => e.length > 0);
}

function formatMegabytes(bytes: number): string {
  return String(Number((bytes / (1024 * 1024)).toFixed(2)));
}

/**
 * Order: no file → dangerous extension → size → MIME type → extension. A dangerous
 * extension anywhere in the chain ('report.pdf.exe', 'x.exe.pdf') wins over every other
 * message, so the user is told the real reason.
 */
export function validateFileUpload(
  file: UploadCandidate | null | undefined,
  options: { maxBytes?: number } = {},
): ValidationResult {
  const maxBytes = options.maxBytes ?? validationLimits.fileMaxBytes;
  if (!file) return fail('No file provided');
  const chain = extensionChain(file.name);
  if (chain.some((e) => (dangerousUploadExtensions as readonly string[]).includes(e))) {
    return fail('File type is potentially dangerous');
  }
  if (file.size > maxBytes) return fail(`File size exceeds maximum of ${formatMegabytes(maxBytes)}MB`);
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  if (!(allowedUploadTypes as readonly string[]).includes(type)) return fail('File type not allowed');
  const last = chain[chain.length - 1];
  if (last === undefined || !(allowedUploadExtensions as readonly string[]).includes(last)) {
    return fail('File extension not allowed');
  }
  return { valid: true };
}
