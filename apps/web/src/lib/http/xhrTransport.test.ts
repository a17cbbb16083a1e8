import { describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fakeXhr.ts';
import { NETWORK_ERROR_STATUS } from './HttpError.ts';
import { createHttpClient } from './httpClient.ts';

type Answer = { status: number; body?: string; contentType?: string } | 'network-error';

function clientWith(answer: Answer) {
  const { Xhr, requests } = fakeXhr((request) => {
    request.progress(0.5);
    request.progress(1);
    if (answer === 'network-error') request.fail();
    else request.answer(answer.status, answer.body ?? '', answer.contentType);
  });
  const navigate = vi.fn();
  const client = createHttpClient({
    xhr: Xhr,
    navigate,
    fetch: () => Promise.reject(new Error('fetch must not be used for uploads')),
    currentLocation: () => ({ pathname: '/console/apps', search: '' }),
  });
  client.configure({ csrfToken: 'csrf-1', organizationId: 'org-1' });
  return { client, requests, navigate };
}

describe('uploads with progress', () => {
  it('sends the body with the identity headers, reports progress and reads the JSON answer', async () => {
    const { client, requests } = clientWith({ status: 201, body: '{"id":"app-1"}' });
    const progress: (number | null)[] = [];
    const form = new FormData();
    form.append('name', 'My app');
    const answer = await client.post('/apphub/v1/apps/upload', form, {
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ id: 'app-1' });
    expect(progress).toEqual([0.5, 1]);
    const [sent] = requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/apphub/v1/apps/upload', body: form });
    expect(sent!.headers).toMatchObject({ 'xsrf-token': 'csrf-1', 'x-organization-id': 'org-1' });
    // FormData sets its own multipart boundary: a JSON content type would break it.
    expect(sent!.headers['content-type']).toBeUndefined();
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
