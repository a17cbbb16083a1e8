import { type ClientError, telemetryEndpoints, trackedPath } from '@portal/contracts';
import { api } from '../http/api.ts';
import { isTelemetryAllowed } from './telemetryConsent.ts';

export type ErrorKind = ClientError['kind'];

/** The same error repeated within this window is sent once (a render loop, a polling failure). */
export const ERROR_DEDUPE_WINDOW_MS = 10_000;
/** A page that throws without end stops reporting after this many distinct errors. */
export const MAX_ERRORS_PER_PAGE_LOAD = 50;

// Field limits of contracts' clientErrorSchema: longer values would be rejected with 400.
const LIMITS = { name: 256, message: 4096, stack: 16384 } as const;

const lastSent = new Map<string, number>();
/** The signed-in user's id (docs/product/sign-in.md SIGNIN-8: logout clears the error-reporting user). */
let reportingUser: string | null = null;

/** Names the user errors are reported for; null at sign-out. */
export function setErrorReportingUser(userId: string | null): void {
  reportingUser = userId;
}

export function errorReportingUser(): string | null {
  return reportingUser;
}
let sentCount = 0;

function describe(error: unknown): Pick<ClientError, 'name' | 'message' | 'stack'> {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { name: 'NonError', message };
}

/** Sends a client error report; never throws, skips repeats in a burst and honours the opt-out. */
export function reportError(error: unknown, kind: ErrorKind): void {
  try {
    if (!isTelemetryAllowed()) return;
    const { name, message, stack } = describe(error);
    const key = `${kind}|${name}|${message}`;
    const now = Date.now();
    const previous = lastSent.get(key);
    if (previous !== undefined && now - previous < ERROR_DEDUPE_WINDOW_MS) return;
    if (sentCount >= MAX_ERRORS_PER_PAGE_LOAD) return;
    lastSent.set(key, now);
    sentCount += 1;
    const report: ClientError = {
      name: name.slice(0, LIMITS.name),
      message: message.slice(0, LIMITS.message),
      stack: stack?.slice(0, LIMITS.stack),
      // Ids are replaced like in page views: an error report should not carry them either.
      path: trackedPath(window.location.pathname),
      kind,
    };
    api(telemetryEndpoints.reportClientError, {
      body: report,
      excludeFromGlobalHandling: true,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never raise an error of its own: it would report itself.
  }
}

let uninstall: (() => void) | undefined;

/** Reports uncaught errors and unhandled rejections; installing twice keeps one pair of listeners. */
export function installErrorReporting(target: Window = window): () => void {
  if (uninstall) return uninstall;
  const handleError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'error');
  const handleRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'unhandledrejection');
  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);
  uninstall = () => {
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
    uninstall = undefined;
  };
  return uninstall;
}

/** Forgets what was sent; for tests, which each start a fresh page load. */
export function resetErrorReportingForTests(): void {
  lastSent.clear();
  sentCount = 0;
  reportingUser = null;
}
