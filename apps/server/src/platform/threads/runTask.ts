import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@portal/contracts';
import { HttpError } from '../httpError.ts';
import { threadResourceLimits } from './threadLimits.ts';

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
 * Runs `exportName` of the module at `moduleUrl` in a worker thread of its own and resolves with what it
 * returns: CPU-heavy work (reading every entry of a zip, checking and packaging a build) must never hold
 * the event loop (issue 20 item 1). Input and output cross by structured clone; `onEvent` receives what
 * the task posts (build log lines). An HttpError thrown in the task is an HttpError here. Aborting
 * `signal` terminates the thread at once (a cancelled or timed-out build) and rejects with its reason.
 */
export function runTask<Input, Output, Event = never>(
  moduleUrl: URL,
  exportName: string,
  input: Input,
  onEvent: (event: Event) => void = () => {},
  signal?: AbortSignal,
): Promise<Output> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./taskEntry.mjs', import.meta.url), {
      workerData: { moduleUrl: moduleUrl.href, exportName, input },
      resourceLimits: threadResourceLimits,
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      finish();
      void worker.terminate();
    };
    worker.on('message', (message: Message<Output, Event>) => {
      if (message.kind === 'event') onEvent(message.event);
      else if (message.kind === 'done') settle(() => resolve(message.output));
      else settle(() => reject(rebuild(message.error)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the task thread exited (code ${code})`))));
    const abort = () => settle(() => reject(signal!.reason));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

function rebuild(error: { name: string; message: string; code?: string; statusCode?: number }): Error {
  if (error.name === 'HttpError' && error.code) return new HttpError(error.code as ErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}
