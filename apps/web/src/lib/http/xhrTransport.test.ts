import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_STATUS } from './HttpError.ts';
import { createHttpClient } from './httpClient.ts';

type Answer = { status: number; body?: string; contentType?: string } | 'network-error';

/** An XMLHttpRequest double: records what was sent, reports progress in two steps, then answers. */
function fakeXhr(answer: Answer) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  class FakeXhr {
    status = 0;
    statusText = '';
    response: Blob | null = null;
    withCredentials = false;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers = '';
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getAllResponseHeaders() {
      return this.headers;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.body = body;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.headers = `content-type: ${answer.contentType ?? 'application/json'}\r\nx-request-id: r1\r\n`;
        this.response = new Blob([answer.body ?? '']);
        this.onload?.();
      });
    }
  }
  return { Xhr: FakeXhr as unknown as new () => XMLHttpRequest, sent };
}

function clientWith(answer: Answer) {
  const { Xhr, sent } = fakeXhr(answer);
  const navigate = vi.fn();
  const client = createHttpClient({
    xhr: Xhr,
    navigate,
    fetch: () => Promise.reject(new Error('fetch must not be used for uploads')),
    currentLocation: () => ({ pathname: '/console/apps', search: '' }),
  });
  client.configure({ csrfToken: 'csrf-1', organizationId: 'org-1' });
  return { client, sent, navigate };
}

describe('uploads with progress', () => {
  it('sends the body with the identity headers, reports progress and reads the JSON answer', async () => {
    const { client, sent } = clientWith({ status: 201, body: '{"id":"app-1"}' });
    const progress: (number | null)[] = [];
    const form = new FormData();
    form.append('name', 'My app');
    const answer = await client.post('/apphub/v1/apps/upload', form, {
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ id: 'app-1' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toMatchObject({ method: 'POST', url: '/apphub/v1/apps/upload', body: form });
    expect(sent.headers).toMatchObject({ 'xsrf-token': 'csrf-1', 'x-organization-id': 'org-1' });
    // FormData sets its own multipart boundary: a JSON content type would break it.
    expect(sent.headers['content-type']).toBeUndefined();
  });

  it("turns an error answer into the server's error", async () => {
    const { client } = clientWith({
      status: 413,
      body: '{"error":"payload_too_large","message":"The file is larger than 50 MB."}',
    });
    await expect(
      client.post('/apphub/v1/apps/upload', new FormData(), { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'The file is larger than 50 MB.',
    });
  });

  it('reports a lost connection as a network error', async () => {
    const { client } = clientWith('network-error');
    await expect(
      client.post('/apphub/v1/apps/upload', new FormData(), { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS, code: 'network_error' });
  });

  it('cancels when its signal aborts', async () => {
    const { client } = clientWith({ status: 201, body: '{}' });
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.post('/apphub/v1/apps/upload', new FormData(), {
        onUploadProgress: () => {},
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a 401 to the sign-in page like any other call', async () => {
    const { client, navigate } = clientWith({ status: 401, body: '{"error":"unauthorized","message":"x"}' });
    await expect(
      client.post('/apphub/v1/apps/upload', new FormData(), { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?path=%2Fconsole%2Fapps');
  });
});
