import { describe, expect, it } from 'vitest';
import { extractLinks } from './mail-provider';

describe('extractLinks', () => {
  it('finds every http(s) link in order, without trailing punctuation', () => {
    expect(extractLinks('Open https://a.test/x?y=1&z=2. Or (http://b.test/p), then stop.')).toEqual(['https://a.test/x?y=1&z=2', 'http://b.test/p']);
    expect(extractLinks('no links here')).toEqual([]);
  });
});
