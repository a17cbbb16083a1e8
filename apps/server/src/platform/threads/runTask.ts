import { MessageChannel } from 'node:worker_threads';
import type { ErrorCode } from '@portal/contracts';
import { HttpError } from '../httpError.ts';
import { taskPool } from './taskPool.ts';

/** A task module's export: runs in its own thread, may send events back, resolves with its output. */
export type ThreadTask<Input, Output, Event = never> = (
  input: Input,
  post: (event: Event) => void,
) => Promise<Output>;

/**
 * Where a task lives (its module and export, which the pool's thread imports) with the task's types, so
 * that runTask takes its input and answers its output as the task declares them. The server's tasks are
 * listed in one table, taskTable.ts; `types` is never set: it only carries the task's type.
 */
export type TaskRef<Input, Output, Event = never> = {
  readonly moduleUrl: URL;
  readonly exportName: string;
  readonly types?: ThreadTask<Input, Output, Event>;
};

type InputOf<Task> = Task extends ThreadTask<infer Input, infer _Output, infer _Event> ? Input : never;
type OutputOf<Task> = Task extends ThreadTask<infer _Input, infer Output, infer _Event> ? Output : never;
type EventOf<Task> = Task extends ThreadTask<infer _Input, infer _Output, infer Event> ? Event : never;
/** The names of a module's exports that are tasks. */
type TaskNames<Module> = {
  [Name in keyof Module]: Module[Name] extends ThreadTask<infer _Input, infer _Output, infer _Event>
    ? Name
    : never;
}[keyof Module] &
  string;

/**
 * The tasks a module exports: `tasksIn<typeof import('./x.ts')>(new URL('./x.ts', import.meta.url))`, then
 * `.task('xTask')`, whose name must be one of the module's task exports and whose types are that export's.
 * (The URL must name the module of the type: taskTable.test.ts imports every entry and checks it.)
 */
export function tasksIn<Module>(moduleUrl: URL) {
  return {
    task: <Name extends TaskNames<Module>>(
      exportName: Name,
    ): TaskRef<InputOf<Module[Name]>, OutputOf<Module[Name]>, EventOf<Module[Name]>> => ({
      moduleUrl,
      exportName,
    }),
  };
}

type Message<Output, Event> =
  | { kind: 'event'; event: Event }
  | { kind: 'done'; output: Output }
  | { kind: 'failed'; error: { name: string; message: string; code?: string; statusCode?: number } };

/**
 * Runs `task` (its module's export) in a task thread (taskPool.ts: reused while warm) and
 * resolves with what it returns: CPU-heavy work (reading every entry of a zip, checking and packaging a
 * build) must never hold the event loop. Input and output cross by structured clone;
 * `onEvent` receives what the task posts (build log lines), every one before the task's end. An HttpError
 * thrown in the task is an HttpError here. Aborting `signal` terminates the thread at once (a cancelled or
 * timed-out build; the pool starts another when needed) and rejects with its reason.
 */
export function runTask<Input, Output, Event = never>(
  task: TaskRef<Input, Output, Event>,
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
        { moduleUrl: task.moduleUrl.href, exportName: task.exportName, input, port: port2 },
        { transferList: [port2], signal: stop.signal },
      )
      .catch((error: unknown) => settle(() => reject(error)));
  });
}

function rebuild(error: { name: string; message: string; code?: string; statusCode?: number }): Error {
  if (error.name === 'HttpError' && error.code) return new HttpError(error.code as ErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}
