import { vi } from 'vitest';
import { appsApi } from '../features/console-apps/api/appsApi.ts';

/** A WebSocket double the test drives: it records the URL and lets the test send and close. */
export class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.last = this;
  }
  /** What the server sends: the page receives it as a message. */
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

/**
 * The company's notifications socket as a double: tickets are handed out and every socket opened is a
 * FakeSocket. Undo with vi.unstubAllGlobals() and vi.restoreAllMocks().
 */
export function stubCompanySocket() {
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(appsApi, 'notificationTicket').mockResolvedValue({
    ticket: 't-1',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
}
