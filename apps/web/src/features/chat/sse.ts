/**
 * A minimal reader for `text/event-stream` bodies: hands over the `data:` payload of each
 * event, also when an event arrives split across several network chunks. Comments (`:`) and
 * other fields (`event:`, `id:`, `retry:`) are ignored; the chat stream only sends `data:`.
 */
export interface SseParser {
  push(chunk: string): void;
  /** The stream ended: a last event without its blank line still counts. */
  end(): void;
}

const eventBoundary = /\r?\n\r?\n/;

export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  const emit = (block: string) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data) onData(data);
  };
  return {
    push(chunk) {
      buffer += chunk;
      const blocks = buffer.split(eventBoundary);
      buffer = blocks.pop() ?? '';
      blocks.forEach(emit);
    },
    end() {
      if (buffer.trim()) emit(buffer);
      buffer = '';
    },
  };
}

/** Reads a response body to its end, calling `onData` for every event's data. */
export async function readSse(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onData);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
