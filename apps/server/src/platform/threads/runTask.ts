import { MessageChannel } from 'node:worker_threads';
import type { ErrorCode } from '@portal/contracts';
import { HttpError } from '../httpError.ts';
import { taskPool } from './taskPool.ts';

/** A task module's export: runs in its own thread, may send events back, resolves with its output. */
export type ThreadTask<Input, Output, Event = never> = (
  input: Input,
  post: (event: Event) => void,
) => Promise<Output>;

type Message<Output, Event> =
  | { kind: 'event'; event: Event }
  | { kind: 'done'; output: Output }
  | { kind: 'failed'; error: { name: string; message: string; code?: string; statusCode?: number } };

/**
 * Runs `exportName` of the module at `moduleUrl` in a task thread (taskPool.ts: reused while warm) and
 * resolves with what it returns: CPU-heavy work (reading every entry of a zip, checking and packaging a
 * build) must never hold the event loop (issue 20 item 1). Input and output cross by structured clone;
 * `onEvent` receives what the task posts (build log lines), every one before the task's end. An HttpError
 * thrown in the task is an HttpError here. Aborting `signal` terminates the thread at once (a cancelled or
 * timed-out build; the pool starts another when needed) and rejects with its reason.
 */
export function runTask<Input, Output, Event = never>(
  moduleUrl: URL,
  exportName: string,
  input: Input,
  onEvent: (event: Event) => void = () => {},
  signal?: AbortSignal,
): Promise<Output> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      port1.close();
      finish();
    };
    port1.on('message', (message: Message<Output, Event>) => {
      if (message.kind === 'event') onEvent(message.event);
      else if (message.kind === 'done') settle(() => resolve(message.output));
      else settle(() => reject(rebuild(message.error)));
    });
    // The pool's own answer: a thread that died (out of memory) or a task aborted; success comes on the port.
    const stop = new AbortController();
    const abort = () => {
      stop.abort(signal!.reason);
      settle(() => reject(signal!.reason));
    };
    signal?.addEventListener('abort', abort, { once: true });
    taskPool()
      .run(
        { moduleUrl: moduleUrl.href, exportName, input, port: port2 },
        { transferList: [port2], signal: stop.signal },
      )
      .catch((error: unknown) => settle(() => reject(error)));
  });
}

function rebuild(error: { name: string; message: string; code?: string; statusCode?: number }): Error {
  if (error.name === 'HttpError' && error.code) return new HttpError(error.code as ErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}
