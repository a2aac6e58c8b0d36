import { describe, expect, it } from 'vitest';
import { createSseParser, readSse } from './sse';

function collect() {
  const seen: string[] = [];
  return { seen, parser: createSseParser((d) => seen.push(d)) };
}

describe('server-sent events reader', () => {
  it('joins an event split across chunks and hands over each data payload once', () => {
    const { seen, parser } = collect();
    parser.push('data: {"type":"del');
    expect(seen).toEqual([]);
    parser.push('ta","text":"Hi"}\n');
    parser.push('\ndata: {"type":"delta","text":" there"}\n\ndata: {"ty');
    expect(seen).toEqual(['{"type":"delta","text":"Hi"}', '{"type":"delta","text":" there"}']);
    parser.push('pe":"done"}');
    parser.end();
    expect(seen).toHaveLength(3);
    expect(seen[2]).toBe('{"type":"done"}');
  });

  it('accepts CRLF line endings, joins multi-line data and ignores comments and other fields', () => {
    const { seen, parser } = collect();
    parser.push(': keep-alive\r\n\r\nevent: message\r\nid: 7\r\ndata: one\r\ndata: two\r\n\r\n');
    parser.end();
    expect(seen).toEqual(['one\ntwo']);
  });

  it('reads a byte stream whose chunks cut a multi-byte character in half', async () => {
    const bytes = new TextEncoder().encode('data: {"type":"delta","text":"café ☕"}\n\n');
    const chunks = [bytes.slice(0, 33), bytes.slice(33, 40), bytes.slice(40)];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        chunks.forEach((chunk) => c.enqueue(chunk));
        c.close();
      },
    });
    const seen: string[] = [];
    await readSse(body, (d) => seen.push(d));
    expect(seen.map((d) => JSON.parse(d) as unknown)).toEqual([{ type: 'delta', text: 'café ☕' }]);
  });
});
