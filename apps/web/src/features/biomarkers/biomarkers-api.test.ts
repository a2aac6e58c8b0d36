import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { uploadLabReport } from './biomarkers-api';

/** The browser's XMLHttpRequest at the network edge: records the request, answers as told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  withCredentials = false;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadLabReport', () => {
  it('sends the file as the multipart part "file" with the API headers, reports progress, and resolves with the id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'panel.pdf', { type: 'application/pdf' });
    const sent = uploadLabReport(file, { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/biomarkers/reports', true]);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((xhr.body?.get('file') as File).name).toBe('panel.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 8, total: 8 });
    xhr.answer(202, { id: 'b3d9', status: 'processing' });
    await expect(sent).resolves.toEqual({ id: 'b3d9', status: 'processing' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('a urine report says so in the address (?kind=urine)', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    void uploadLabReport(new File(['%PDF-1.4'], 'urinalysis.pdf'), { kind: 'urine' }).catch(() => undefined);
    expect(FakeXhr.last.url).toBe('/api/biomarkers/reports?kind=urine');
  });

  it("turns the server's error shape into an ApiError with its code, message and field", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = uploadLabReport(new File(['MZ'], 'scan.pdf'));
    FakeXhr.last.answer(400, { error: { code: 'FILE_TYPE', message: 'File type is potentially dangerous', field: 'file' } });
    const err = (await sent.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message, err.field]).toEqual([400, 'FILE_TYPE', 'File type is potentially dangerous', 'file']);
  });

  it('says so when the server cannot be reached or the upload is cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const offline = uploadLabReport(new File(['x'], 'a.png'));
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    const controller = new AbortController();
    const cancelled = uploadLabReport(new File(['x'], 'a.png'), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ code: 'ABORTED', message: 'The upload was cancelled.' });
  });
});
