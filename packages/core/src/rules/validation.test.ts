import { describe, expect, it } from 'vitest';
import {
  extensionChain,
  passwordsMatch,
  validateEmail,
  validateFileUpload,
  validatePassword,
  validateRedirectUrl,
  validateText,
} from './validation';

const strong = 'Calm-River7';

describe('validatePassword', () => {
  it('P1-VAL-04 an empty password gives only "Password is required"', () => {
    for (const pw of ['', null, undefined]) {
      expect(validatePassword(pw)).toEqual({
        valid: false,
        errors: ['Password is required'],
        firstError: 'Password is required',
        error: 'Password is required',
      });
    }
  });

  it('a strong password is valid with no errors', () => {
    expect(validatePassword(strong)).toEqual({ valid: true, errors: [] });
  });

  it('P1-VAL-05 7 characters is too short, 8 is enough', () => {
    expect(validatePassword('Ab1-xyz').errors).toEqual(['Password must be at least 8 characters long']);
    expect(validatePassword('Ab1-xyzw').valid).toBe(true);
  });

  it('P1-VAL-06 129 characters is too long, 128 is fine', () => {
    const base = 'Ab1-';
    expect(validatePassword(base + 'x'.repeat(124)).valid).toBe(true);
    expect(validatePassword(base + 'x'.repeat(125)).errors).toEqual(['Password is too long (max 128 characters)']);
  });

  it.each([
    ['P1-VAL-07', 'calm-river7', 'Password must contain at least one uppercase letter'],
    ['P1-VAL-08', 'CALM-RIVER7', 'Password must contain at least one lowercase letter'],
    ['P1-VAL-09', 'Calm-River', 'Password must contain at least one number'],
    ['P1-VAL-10', 'CalmRiver7', 'Password must contain at least one special character'],
  ])('%s %s → %s', (_id, pw, message) => {
    expect(validatePassword(pw)).toEqual({ valid: false, errors: [message], firstError: message, error: message });
  });

  it('P1-VAL-10 whitespace is not a special character; any other symbol is', () => {
    expect(validatePassword('Calm River7').errors).toEqual(['Password must contain at least one special character']);
    for (const s of ['!', '@', '#', '_', '~', '€', '[', '"']) expect(validatePassword(`CalmRiver7${s}`).valid).toBe(true);
  });

  it('letters outside ASCII count as upper and lower case', () => {
    expect(validatePassword('ÉCOLE-été9').valid).toBe(true);
  });

  it.each(['password', '123456', 'password123', 'admin', 'qwerty', 'letmein', 'welcome', 'monkey', '1234567890'])(
    'P1-VAL-11 containing "%s" (any case) is a common pattern',
    (pattern) => {
      const pw = `Zz9!${pattern.toUpperCase()}x`;
      expect(validatePassword(pw).errors).toContain('Password contains common patterns and is not secure');
      expect(validatePassword(`Zz9!${pattern}x`).errors).toContain('Password contains common patterns and is not secure');
    },
  );

  it('P1-VAL-03 returns every error in the spec order; firstError is the first', () => {
    const result = validatePassword('admin');
    expect(result.errors).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      'Password contains common patterns and is not secure',
    ]);
    expect(result.firstError).toBe('Password must be at least 8 characters long');
    expect(result.error).toBe(result.firstError);
  });
});

describe('passwordsMatch', () => {
  it('P1-VAL-02 mismatched passwords: "Passwords do not match"', () => {
    expect(passwordsMatch(strong, strong)).toEqual({ valid: true });
    expect(passwordsMatch(strong, 'Calm-River8')).toEqual({ valid: false, error: 'Passwords do not match' });
  });
});

describe('validateEmail', () => {
  it('P1-VAL-12 empty or blank: "Email is required"', () => {
    for (const e of ['', '   ', null, undefined]) expect(validateEmail(e)).toEqual({ valid: false, error: 'Email is required' });
  });

  it('P1-VAL-13 trims and lower-cases the address it returns', () => {
    expect(validateEmail('  Ana.Smith+News@Example.COM ')).toEqual({ valid: true, value: 'ana.smith+news@example.com' });
  });

  it('P1-VAL-14 under 5 characters is too short (after trimming)', () => {
    expect(validateEmail(' a@b ')).toEqual({ valid: false, error: 'Email address is too short' });
    expect(validateEmail('a@b.c').error).not.toBe('Email address is too short');
  });

  it('P1-VAL-15 over 254 characters is too long; 254 is fine', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(6)}`;
    expect(at254).toHaveLength(254);
    expect(validateEmail(at254)).toEqual({ valid: true, value: at254 });
    expect(validateEmail(`a${at254}`)).toEqual({ valid: false, error: 'Email address is too long' });
  });

  it.each(['plainaddress', 'no-at.example.com', 'two@@example.com', 'user@localhost', 'user@-bad.com', 'us er@example.com', 'user@example..com'])(
    'P1-VAL-16 %s: "Invalid email format"',
    (email) => {
      expect(validateEmail(email)).toEqual({ valid: false, error: 'Invalid email format' });
    },
  );

  it.each(['user<x@example.com', 'user@example.com>', '<b>user@example.com'])('P1-VAL-17 %s: "Email contains invalid characters"', (email) => {
    expect(validateEmail(email)).toEqual({ valid: false, error: 'Email contains invalid characters' });
  });

  it.each(['javascript:alert(1)@x.com', '<script>@x.com', 'data:text@x.com', 'VBScript:x@x.com'])(
    'P1-VAL-18 %s: "Email contains suspicious content"',
    (email) => {
      expect(validateEmail(email)).toEqual({ valid: false, error: 'Email contains suspicious content' });
    },
  );

  it('accepts ordinary addresses', () => {
    for (const e of ['ana@example.com', 'o.brien@mail.example.co.uk', "o'neil@example.ie", 'x_y-z@sub-domain.example.org']) {
      expect(validateEmail(e).valid).toBe(true);
    }
  });
});

describe('validateText', () => {
  it('P1-VAL-21 an empty required field: "{field} is required"', () => {
    expect(validateText('  ', { field: 'Bio', required: true })).toEqual({ valid: false, error: 'Bio is required' });
  });

  it('an empty optional field is valid, even with a minimum', () => {
    expect(validateText('', { field: 'Bio', min: 10 })).toEqual({ valid: true, value: '' });
  });

  it('P1-VAL-19 over the default max of 1000: "{field} exceeds maximum length of 1000 characters"', () => {
    expect(validateText('a'.repeat(1000), { field: 'Notes' }).valid).toBe(true);
    expect(validateText('a'.repeat(1001), { field: 'Notes' })).toEqual({
      valid: false,
      error: 'Notes exceeds maximum length of 1000 characters',
    });
    expect(validateText('abcdef', { field: 'Title', max: 5 }).error).toBe('Title exceeds maximum length of 5 characters');
  });

  it('P1-VAL-20 under the minimum: "{field} must be at least {n} characters long"', () => {
    expect(validateText(' abc ', { field: 'Message', min: 4 })).toEqual({
      valid: false,
      error: 'Message must be at least 4 characters long',
    });
    expect(validateText('abcd', { field: 'Message', min: 4 }).valid).toBe(true);
  });

  it.each([
    "x'; DROP TABLE users; --",
    '1; drop table profiles',
    '1 UNION SELECT password FROM users',
    'name union all select 1,2',
    "' OR 1=1",
    "' or '1'='1",
    'id=5 or 1 = 1',
    "admin'--",
    "admin' -- ",
    "admin' /* comment",
    '; DELETE FROM users',
    '; insert into users values (1)',
    '; UPDATE users SET role = 1',
    '; exec xp_cmdshell',
    "1'; WAITFOR DELAY '0:0:5'",
    'SELECT * FROM users',
    'select table_name from information_schema.tables',
    '<script>alert(1)</script>',
    '< SCRIPT src=x>',
    '<iframe src="https://evil.example">',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox',
    'data:text/html;base64,PHNjcmlwdD4=',
    '<img src=x onerror=alert(1)>',
    '" onmouseover="alert(1)',
    'x onerror=alert(1)',
  ])('P1-VAL-23 %j: "{field} contains potentially dangerous content"', (text) => {
    expect(validateText(text, { field: 'Comment' })).toEqual({
      valid: false,
      error: 'Comment contains potentially dangerous content',
    });
  });

  it.each([
    'I select a drop of oil and update my journal.',
    'Quick update; feeling better after the walk',
    'Drop table salt from the recipe; select low-sodium options instead',
    'Take 1 or 2 capsules with food',
    'Either this or that, and then some',
    "It's my mother's recipe -- she loves it",
    'Mood: 7/10 -- slept 8 hours',
    'the data: 5 mg magnesium, onset=30 min',
    'I was online = happy',
    'Sleep score 2 = poor; 5 = great',
    'Union Square select market',
    'He said "hi" and left',
  ])('ordinary prose passes: %j', (text) => {
    expect(validateText(text, { field: 'Comment' })).toEqual({ valid: true, value: text });
  });

  it.each([
    ['<b>Ann</b>', 'Ann'],
    ['Ann <i>Lee</i>', 'Ann Lee'],
    ['<script>alert(1)</script>', null],
    ['<style>body{}</style>Ann', 'Ann'],
    ['<!-- note -->Ann', 'Ann'],
    ['<p title="x">Take <em>1</em> capsule</p>', 'Take 1 capsule'],
  ])('P1-VAL-22 markup is stripped from the returned value: %j', (text, expected) => {
    const result = validateText(text, { field: 'Name' });
    if (expected === null) expect(result.valid).toBe(false);
    else expect(result).toEqual({ valid: true, value: expected });
  });

  it('P1-VAL-22/23 stripping first cannot reassemble a script scheme: the check runs on the stripped text too', () => {
    expect(validateText('java<b></b>script:alert(1)', { field: 'Name' })).toEqual({
      valid: false,
      error: 'Name contains potentially dangerous content',
    });
  });

  it('markup only, in a required field: "{field} is required"', () => {
    expect(validateText('<b></b>', { field: 'First name', required: true })).toEqual({ valid: false, error: 'First name is required' });
  });

  it.each(['I <3 yoga', 'x < 3 and y > 2', 'Fish & chips', 'Dose &lt; 5 mg'])('a "<" or "&" that is not markup stays: %j', (text) => {
    expect(validateText(text, { field: 'Note' })).toEqual({ valid: true, value: text });
  });

  it('returns the trimmed text', () => {
    expect(validateText('  hello  ', { field: 'Note' })).toEqual({ valid: true, value: 'hello' });
  });

  it('P1-VAL-22 the returned value has data: URL schemes removed', () => {
    expect(validateText('see data:image/png;base64,AAAA', { field: 'Note' })).toEqual({
      valid: true,
      value: 'see image/png;base64,AAAA',
    });
  });
});

describe('validateRedirectUrl', () => {
  const allowed = ['thrivewell.app'];

  it('P1-VAL-24 empty: "Redirect URL is required"', () => {
    for (const u of ['', '  ', null, undefined]) expect(validateRedirectUrl(u, allowed)).toEqual({ valid: false, error: 'Redirect URL is required' });
  });

  it.each(['not a url', '/subscription-success', 'https://', '//thrivewell.app/x'])('P1-VAL-27 %j: "Invalid URL format"', (url) => {
    expect(validateRedirectUrl(url, allowed)).toEqual({ valid: false, error: 'Invalid URL format' });
  });

  it.each(['http://thrivewell.app/pricing', 'ftp://thrivewell.app/x', 'javascript:alert(1)', 'data:text/html,hi', 'http://localhost.thrivewell.app/'])(
    'P1-VAL-25 %s: "Only HTTPS URLs are allowed"',
    (url) => {
      expect(validateRedirectUrl(url, allowed)).toEqual({ valid: false, error: 'Only HTTPS URLs are allowed' });
    },
  );

  it('P1-VAL-25 http is allowed for localhost and 127.0.0.1 when they are allowed hosts', () => {
    expect(validateRedirectUrl('http://localhost:3000/subscription-success', ['localhost:3000']).valid).toBe(true);
    expect(validateRedirectUrl('http://127.0.0.1:5173/pricing', ['127.0.0.1'])).toEqual({
      valid: true,
      value: 'http://127.0.0.1:5173/pricing',
    });
    expect(validateRedirectUrl('http://localhost/x', allowed).error).toBe('Redirect URL domain is not allowed');
  });

  it('P1-VAL-26 the host itself and its sub-domains are allowed', () => {
    expect(validateRedirectUrl('https://thrivewell.app/subscription-success?pending=true', allowed)).toEqual({
      valid: true,
      value: 'https://thrivewell.app/subscription-success?pending=true',
    });
    expect(validateRedirectUrl('https://health.thrivewell.app/pricing', allowed).valid).toBe(true);
    expect(validateRedirectUrl('https://THRIVEWELL.APP./pricing', ['ThriveWell.app']).valid).toBe(true);
    expect(validateRedirectUrl('https://thrivewell.app:8443/x', ['https://thrivewell.app']).valid).toBe(true);
  });

  it.each([
    'https://evilthrivewell.app/pricing',
    'https://thrivewell.app.evil.com/pricing',
    'https://thrivewell.app@evil.com/pricing',
    'https://evil.com\\@thrivewell.app/',
    'https://evil.com/?next=https://thrivewell.app',
    'https://evil.com#thrivewell.app',
  ])('P1-VAL-26 %s: "Redirect URL domain is not allowed"', (url) => {
    expect(validateRedirectUrl(url, allowed)).toEqual({ valid: false, error: 'Redirect URL domain is not allowed' });
  });

  it('P1-VAL-26 nothing is allowed when no hosts are given', () => {
    expect(validateRedirectUrl('https://thrivewell.app/', []).error).toBe('Redirect URL domain is not allowed');
    expect(validateRedirectUrl('https://thrivewell.app/', ['']).error).toBe('Redirect URL domain is not allowed');
  });
});

describe('validateFileUpload', () => {
  const pdf = { name: 'blood-test.pdf', size: 1024, type: 'application/pdf' };
  const MB = 1024 * 1024;

  it('P1-VAL-28 no file: "No file provided"', () => {
    expect(validateFileUpload(null)).toEqual({ valid: false, error: 'No file provided' });
    expect(validateFileUpload(undefined)).toEqual({ valid: false, error: 'No file provided' });
  });

  it.each([
    ['scan.jpg', 'image/jpeg'],
    ['scan.JPEG', 'image/jpeg'],
    ['label.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['report.v2.pdf', 'application/pdf; charset=binary'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateFileUpload({ name, size: 10, type })).toEqual({ valid: true });
  });

  it('P1-VAL-29 over 10 MB: "File size exceeds maximum of 10MB"; exactly 10 MB is fine', () => {
    expect(validateFileUpload({ ...pdf, size: 10 * MB }).valid).toBe(true);
    expect(validateFileUpload({ ...pdf, size: 10 * MB + 1 })).toEqual({ valid: false, error: 'File size exceeds maximum of 10MB' });
  });

  it('P1-VAL-29 the message names the configured maximum in MB', () => {
    expect(validateFileUpload({ ...pdf, size: 3 * MB }, { maxBytes: 2 * MB }).error).toBe('File size exceeds maximum of 2MB');
    expect(validateFileUpload({ ...pdf, size: 3 * MB }, { maxBytes: 2.5 * MB }).error).toBe('File size exceeds maximum of 2.5MB');
  });

  it.each(['text/plain', 'image/webp', 'image/svg+xml', 'application/octet-stream', ''])('P1-VAL-30 type %j: "File type not allowed"', (type) => {
    expect(validateFileUpload({ ...pdf, type })).toEqual({ valid: false, error: 'File type not allowed' });
  });

  it.each(['scan.bmp', 'scan', 'scan.pdf.txt', 'notes.docx'])('P1-VAL-31 %s: "File extension not allowed"', (name) => {
    expect(validateFileUpload({ ...pdf, name })).toEqual({ valid: false, error: 'File extension not allowed' });
  });

  it.each(['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'jar', 'js', 'vbs', 'wsf'])(
    'P1-VAL-32 .%s: "File type is potentially dangerous"',
    (ext) => {
      expect(validateFileUpload({ name: `file.${ext}`, size: 10, type: 'application/octet-stream' })).toEqual({
        valid: false,
        error: 'File type is potentially dangerous',
      });
    },
  );

  it.each(['x.pdf.exe', 'x.exe.pdf', 'X.PDF.EXE', 'x.exe.', 'x.exe  ', '.js', 'folder/x.js.png'])(
    'P1-VAL-32 %j is dangerous, and that message wins over size, type and extension',
    (name) => {
      expect(validateFileUpload({ name, size: 50 * MB, type: 'application/pdf' })).toEqual({
        valid: false,
        error: 'File type is potentially dangerous',
      });
    },
  );

  it('size is checked before type and extension', () => {
    expect(validateFileUpload({ name: 'a.txt', size: 11 * MB, type: 'text/plain' }).error).toBe('File size exceeds maximum of 10MB');
  });

  it('extensionChain lists every extension after the base name', () => {
    expect(extensionChain('Report.Final.PDF')).toEqual(['final', 'pdf']);
    expect(extensionChain('noext')).toEqual([]);
    expect(extensionChain('C:\\tmp\\a.b.c')).toEqual(['b', 'c']);
  });
});
