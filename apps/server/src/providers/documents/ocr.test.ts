import { afterAll, describe, expect, it } from 'vitest';
import { makeCleanScanPng } from '../../../test/lab-fixtures';
import { createOcrEngine } from './ocr';

describe('the OCR worker', () => {
  const engine = createOcrEngine({ idleMs: 300 });
  afterAll(() => engine.close());

  it('starts on the first read and ends itself after a quiet spell (its memory goes back); the next read starts it again', { timeout: 60_000 }, async () => {
    expect(engine.running).toBe(false);
    const image = await makeCleanScanPng(150);
    const first = await engine.read(image);
    expect(first.items.some((i) => /Potassium/.test(i.text))).toBe(true);
    expect(engine.running).toBe(true);
    await new Promise((r) => setTimeout(r, 800));
    expect(engine.running).toBe(false);
    const again = await engine.read(image);
    expect(again.items.some((i) => /Potassium/.test(i.text))).toBe(true);
  });
});
