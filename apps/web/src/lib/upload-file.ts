import { ApiError, apiHeaders } from './api-client';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message when the upload fails without the server's own (offline, no body). */
  failedMessage: string;
}

/**
 * POSTs one file as the multipart part `file` and answers the JSON body of a 2xx. XMLHttpRequest
 * rather than fetch: it reports upload progress, which a person waiting on a large file should
 * see. Same-origin, so the session cookie and the Origin header go with it (the server's guard);
 * the server's `{ error: { code, message, field } }` becomes an ApiError.
 */
export function uploadFile<T>(url: string, file: File, opts: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    for (const [name, value] of Object.entries(apiHeaders)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && opts.onProgress) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as ({ error?: { code?: string; message?: string; field?: string } } & Record<string, unknown>) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T);
      const e = body?.error;
      reject(new ApiError(xhr.status, e?.code ?? `HTTP_${xhr.status}`, e?.message ?? opts.failedMessage, e?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', opts.failedMessage));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
