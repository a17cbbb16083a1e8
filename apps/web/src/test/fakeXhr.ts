/** One request sent through the XMLHttpRequest double, and the controls a test answers it with. */
export type FakeXhrRequest<Body = unknown> = {
  method: string;
  url: string;
  /** The URL's path, without origin or query. */
  path: string;
  headers: Record<string, string>;
  body: Body;
  /** Reports that this fraction (0 to 1) of the body has been sent. */
  progress(fraction: number): void;
  answer(status: number, body: unknown, contentType?: string): void;
  /** The connection is lost: the browser's `error` event. */
  fail(): void;
};

/**
 * An XMLHttpRequest double for the one transport that uses it (lib/http/xhrTransport.ts, uploads with
 * progress). Every send is recorded; `respond`, when given, answers each request a microtask after it is
 * sent, otherwise the test answers step by step through `requests`.
 */
export function fakeXhr<Body = unknown>(respond?: (request: FakeXhrRequest<Body>) => void) {
  const requests: FakeXhrRequest<Body>[] = [];
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
    private method = 'GET';
    private url = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getAllResponseHeaders() {
      return this.responseHeaders;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Body) {
      const request: FakeXhrRequest<Body> = {
        method: this.method,
        url: this.url,
        path: new URL(this.url, 'http://localhost').pathname,
        headers: this.requestHeaders,
        body,
        progress: (fraction) =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: fraction * 1000,
            total: 1000,
          } as ProgressEvent),
        answer: (status, answer, contentType = 'application/json') => {
          this.status = status;
          this.responseHeaders = `content-type: ${contentType}\r\nx-request-id: r1\r\n`;
          this.response = new Blob([typeof answer === 'string' ? answer : JSON.stringify(answer)]);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      requests.push(request);
      if (respond) queueMicrotask(() => respond(request));
    }
  }
  return { Xhr: FakeXhr as unknown as new () => XMLHttpRequest, requests };
}
