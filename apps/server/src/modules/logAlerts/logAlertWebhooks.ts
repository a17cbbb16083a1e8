import type { IncomingMessage, RequestOptions } from 'node:http';
import https from 'node:https';
import { formatMessage } from '@portal/contracts';
import type { Logger } from 'pino';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import {
  type PublicTarget,
  pinnedLookup,
  resolvePublicTarget,
} from '../../platform/outbound/publicTarget.ts';
import type { AlertDeliveryRow, LogAlertsRepository } from './logAlerts.repository.ts';
import { signWebhook } from './webhookSignature.ts';

export const ALERT_WEBHOOK_QUEUE = 'log-alert-webhook';
/** Attempts after the first: with the backoff below, the last one is about 10 minutes after the first. */
export const WEBHOOK_RETRY_LIMIT = 5;
const WEBHOOK_RETRY_DELAY_SECONDS = 20;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver's answer is read up to this much and dropped: only its status is kept. */
const RESPONSE_MAX_BYTES = 64 * 1024;

type Client = {
  request(
    options: RequestOptions,
    callback: (res: IncomingMessage) => void,
  ): ReturnType<typeof https.request>;
};

/**
 * How a webhook reaches its receiver: the URL is checked by the server's one outbound guard (https,
 * public addresses only, none of this host's; platform/outbound/publicTarget.ts) and the connection
 * pinned to the address checked. Tests swap the check and the client for a receiver on 127.0.0.1.
 */
export type WebhookTransport = {
  target(url: URL): Promise<PublicTarget>;
  client: Client;
  /** The first retry's delay, doubled each attempt (pg-boss backoff); tests shorten it. */
  retryDelaySeconds?: number;
};

export const publicHttpsTransport: WebhookTransport = {
  async target(url) {
    if (url.protocol !== 'https:' || url.username || url.password) throw new Error('not an https URL');
    return resolvePublicTarget(url);
  },
  client: https,
};

type Attempt = { responseStatus: number | null; responseMs: number; error: string | null };

function post(
  transport: WebhookTransport,
  target: PublicTarget,
  headers: Record<string, string>,
  body: string,
) {
  const started = performance.now();
  return new Promise<Attempt>((resolve) => {
    const done = (status: number | null, error: string | null) =>
      resolve({ responseStatus: status, responseMs: Math.round(performance.now() - started), error });
    const req = transport.client.request(
      {
        method: 'POST',
        protocol: target.url.protocol,
        hostname: target.url.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        // The address that was checked, whatever DNS answers now; TLS still verifies the name.
        lookup: pinnedLookup(target),
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > RESPONSE_MAX_BYTES) res.destroy();
        });
        const status = res.statusCode ?? null;
        res.on('close', () =>
          done(
            status,
            status !== null && status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
          ),
        );
      },
    );
    req.on('error', (error) =>
      done(
        null,
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? 'No answer within 10 s.'
          : 'The receiver could not be reached.',
      ),
    );
    req.end(body);
  });
}

/**
 * The portal's own test inboxes (webhookInboxes.service.ts), as the job hands a delivery to one: never
 * over the network, so the outbound guard keeps refusing this host.
 */
export type InboxHandOff = {
  /** The token when the URL is exactly one of this portal's inbox URLs; null for any other. */
  tokenOf(url: URL): string | null;
  /** Keeps the request; false when the inbox does not exist (as a receiver's 404). */
  receive(
    token: string,
    request: { method: string; headers: Record<string, string>; body: string },
  ): Promise<boolean>;
};

/** A delivery to a test inbox: the same signed request, received in-process, timed like a call. */
async function handOff(
  inbox: InboxHandOff,
  token: string,
  headers: Record<string, string>,
  body: string,
): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const kept = await inbox.receive(token, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    return kept
      ? { responseStatus: 204, responseMs: took(), error: null }
      : { responseStatus: 404, responseMs: took(), error: 'The receiver answered 404.' };
  } catch {
    return { responseStatus: null, responseMs: took(), error: 'The receiver could not be reached.' };
  }
}

/**
 * Webhook deliveries: a row per call, sent by a job retried with backoff, each attempt recorded. A URL
 * of one of the portal's test inboxes is handed to it in-process; any other goes through the guard.
 */
export function createAlertWebhooks(
  jobs: Jobs,
  repo: LogAlertsRepository,
  logger: Pick<Logger, 'warn'>,
  inbox: InboxHandOff,
  transport: WebhookTransport = publicHttpsTransport,
) {
  /** The attempt, or null when the URL is refused for good (not an inbox, and not past the guard). */
  async function send(delivery: AlertDeliveryRow, secret: string | null, at: Date): Promise<Attempt | null> {
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      return null;
    }
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'developer-portal-alerts',
      'x-portal-delivery': delivery.id,
      'x-portal-timestamp': String(timestamp),
      'x-portal-signature': `v1=${signWebhook(secret ?? '', timestamp, delivery.body)}`,
    };
    const token = inbox.tokenOf(url);
    if (token !== null) return handOff(inbox, token, headers, delivery.body);
    let target: PublicTarget;
    try {
      target = await transport.target(url);
    } catch {
      return null;
    }
    return post(transport, target, headers, delivery.body);
  }

  const queue = jobs.define<{ deliveryId: string }, { status: string }>(
    ALERT_WEBHOOK_QUEUE,
    async ({ deliveryId }, job) => {
      const found = await repo.deliveryToSend(deliveryId);
      // A rule deleted meanwhile takes its deliveries with it.
      if (!found) return { status: 'gone' };
      const { delivery, secret } = found;
      const at = new Date();
      const attempt = await send(delivery, secret, at);
      if (attempt === null) {
        // Refused for good: another attempt would be refused the same way.
        await repo.recordAttempt(delivery.id, {
          status: 'failed',
          responseStatus: null,
          responseMs: null,
          error: formatMessage('alerts.webhookUnreachable'),
          at,
        });
        return { status: 'refused' };
      }
      const isLast = job.retryCount >= WEBHOOK_RETRY_LIMIT;
      const status = attempt.error === null ? 'delivered' : isLast ? 'failed' : 'pending';
      await repo.recordAttempt(delivery.id, { ...attempt, status, at });
      if (status === 'pending') {
        logger.warn({ deliveryId, error: attempt.error }, 'alert webhook not delivered; retrying');
        // Thrown for pg-boss's retry with backoff.
        throw new Error(attempt.error ?? 'not delivered');
      }
      return { status };
    },
    {
      retryLimit: WEBHOOK_RETRY_LIMIT,
      retryDelay: transport.retryDelaySeconds ?? WEBHOOK_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 60,
    },
  );

  return {
    /** Writes the delivery and sends its job. */
    async enqueue(values: {
      ruleId: string;
      url: string;
      body: string;
      replayOf?: string | null;
    }): Promise<AlertDeliveryRow> {
      const row = await repo.createDelivery(values);
      await queue.send({ deliveryId: row.id });
      return row;
    },
  };
}
export type AlertWebhooks = ReturnType<typeof createAlertWebhooks>;
