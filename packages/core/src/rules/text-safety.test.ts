import { describe, expect, it } from 'vitest';
import { hasDangerousContent, stripDangerousText } from './text-safety';

describe('stripDangerousText (P1-VAL-22)', () => {
  it.each([
    ['javascript:alert(1)', 'alert(1)'],
    ['JavaScript:alert(1)', 'alert(1)'],
    ['java\tscript:alert(1)', 'alert(1)'],
    ['vbscript:msgbox(1)', 'msgbox(1)'],
    ['open data:text/html,<b>x</b>', 'open text/html,<b>x</b>'],
    ['data:,hello', ',hello'],
    ['<a href="#" onclick="steal()">x</a>', '<a href="#">x</a>'],
    ["<img src=x onerror='alert(1)'>", '<img src=x>'],
    ['<img src=x onerror=alert(1)>', '<img src=x>'],
    ['<svg onload=alert(1)>', '<svg>'],
  ])('%j → %j', (input, output) => {
    expect(stripDangerousText(input)).toBe(output);
  });

  it('repeats until nothing is left to reassemble', () => {
    expect(stripDangerousText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(stripDangerousText('jajavascript:vajavascript:script:x')).toBe('x');
  });

  it('leaves prose alone, including "data:" followed by a space and words starting with "on"', () => {
    const prose = 'The data: 5 mg at onset = 30 min; online once daily, ongoing.';
    expect(stripDangerousText(prose)).toBe(prose);
  });

  it('does not strip markup itself (that is the sanitizer library’s job)', () => {
    expect(stripDangerousText('<b>bold</b>')).toBe('<b>bold</b>');
  });
});

describe('hasDangerousContent (P1-VAL-23)', () => {
  it('is false for an empty string', () => {
    expect(hasDangerousContent('')).toBe(false);
  });

  it('flags what stripDangerousText removes from a tag', () => {
    expect(hasDangerousContent('<a onclick="x()">')).toBe(true);
    expect(hasDangerousContent(stripDangerousText('<a onclick="x()">'))).toBe(false);
  });
});

describe('performance', () => {
  it('runs in linear time on hostile input', () => {
    const hostile = [
      "'" + ' '.repeat(200_000) + 'x',
      '<a' + ' '.repeat(200_000),
      '<a '.repeat(70_000),
      ' '.repeat(200_000) + 'x',
      'or ' + 'a'.repeat(200_000),
      'java '.repeat(40_000),
      'onabc="'.repeat(30_000),
    ];
    const started = Date.now();
    for (const text of hostile) {
      hasDangerousContent(text);
      stripDangerousText(text);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
