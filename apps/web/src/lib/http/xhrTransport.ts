/** Fraction of the request body sent so far, 0 to 1; `null` when the browser cannot tell the total. */
export type UploadProgressListener = (fraction: number | null) => void;

export type XhrConstructor = new () => XMLHttpRequest;

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch-shaped request over XMLHttpRequest, for the one thing fetch cannot do: report upload progress
 * (the zip upload shows a progress bar). It answers a real `Response`, so the http client reads
 * bodies and errors exactly as it does for fetch.
 */
export function xhrFetch(
  url: string,
  init: RequestInit,
  onUploadProgress: UploadProgressListener,
  Xhr: XhrConstructor = XMLHttpRequest,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials !== 'omit';
    xhr.responseType = 'blob';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onUploadProgress(event.lengthComputable ? event.loaded / event.total : null);
    xhr.onload = () => {
      // 1xx and 0 cannot be given to `new Response`; a 0 here means the browser hid the answer.
      if (xhr.status < 200) {
        reject(new TypeError('Network error'));
        return;
      }
      const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new TypeError('Network timeout'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const { signal } = init;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
