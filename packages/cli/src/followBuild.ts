import {
  type Build,
  type BuildStatus,
  buildEventSchema,
  buildLogsResponseSchema,
  buildSchema,
  notificationTicketSchema,
} from '@portal/contracts';
import { CliError, EXIT } from './exitCodes.ts';
import type { Output } from './io.ts';
import type { PortalApi } from './portalApi.ts';

const FINISHED: BuildStatus[] = ['SUCCEEDED', 'FAILED'];
const LOG_PAGE = 1000;

/**
 * Wakes the follower when the notifications socket (the web's live status, docs/architecture.md "Apps
 * and builds") says this build changed, or after `pollMs` at the latest: the log lines between status
 * changes, and a socket that cannot open or drops, are covered by the poll.
 */
async function liveWake(api: PortalApi, buildId: string, out: Output) {
  let wake: (() => void) | null = null;
  let socket: WebSocket | null = null;
  try {
    const { ticket } = await api.post(
      notificationTicketSchema,
      '/sub-api/v1/notifications/ticket',
      'Live status',
      {},
    );
    const url = new URL(`${api.base}/sub-api/v1/notifications/listen`);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', ticket);
    socket = new WebSocket(url);
    socket.addEventListener('message', (message) => {
      const event = buildEventSchema.safeParse(JSON.parse(String(message.data)));
      if (event.success && event.data.buildId === buildId) wake?.();
    });
    socket.addEventListener('error', () => out.progress('Live status unavailable: polling instead.'));
  } catch (error) {
    // Following still works by polling; a refused credential shows up on the next read anyway.
    if (!(error instanceof CliError) || error.exitCode === EXIT.auth) throw error;
    out.progress('Live status unavailable: polling instead.');
  }
  return {
    next: (pollMs: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    close: () => socket?.close(),
  };
}

/**
 * Follows a build to its end: each status change and each log line as it is written, then the build as
 * it finished. The caller turns FAILED into exit code 1.
 */
export async function followBuild(
  api: PortalApi,
  buildId: string,
  out: Output,
  options: { timeoutMs: number; pollMs?: number },
): Promise<Build> {
  const pollMs = options.pollMs ?? 1000;
  const deadline = Date.now() + options.timeoutMs;
  let after = 0;
  let status: BuildStatus | null = null;
  const printNewLines = async (): Promise<boolean> => {
    for (;;) {
      const page = await api.get(
        buildLogsResponseSchema,
        `/apphub/v1/builds/${buildId}/logs?after=${after}&limit=${LOG_PAGE}`,
        'Build log',
        'apps.read',
      );
      for (const line of page.data)
        out.progress(
          line.level === 'info' ? `  ${line.message}` : `  ${line.level.toUpperCase()} ${line.message}`,
        );
      after = page.nextAfter;
      if (page.data.length < LOG_PAGE) return page.complete;
    }
  };
  const live = await liveWake(api, buildId, out);
  try {
    for (;;) {
      const build = await api.get(buildSchema, `/apphub/v1/builds/${buildId}`, 'Build', 'apps.read');
      if (build.status !== status) {
        status = build.status;
        out.progress(`Build ${buildId}: ${status}`);
      }
      const complete = await printNewLines();
      if (FINISHED.includes(build.status) && complete) return build;
      if (Date.now() > deadline)
        throw new CliError(
          EXIT.failed,
          `Build ${buildId} is still ${build.status} after ${Math.round(options.timeoutMs / 1000)} s.`,
        );
      await live.next(pollMs);
    }
  } finally {
    live.close();
  }
}
