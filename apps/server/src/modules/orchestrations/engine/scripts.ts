import { Worker } from 'node:worker_threads';
import { retireWhenIdle, THREAD_IDLE_MS } from '../../../platform/threads/retireWhenIdle.ts';
import { threadResourceLimits } from '../../../runtime/threadLimits.ts';

/** A line a script wrote with console.*, for the run's log. */
export type ConsoleLine = { level: 'info' | 'warn' | 'error'; message: string };

/** A script that failed: it threw, went over a limit, or exports no such function. */
export class ScriptError extends Error {
  override name = 'ScriptError';
  readonly console: ConsoleLine[];
  constructor(message: string, console: ConsoleLine[] = []) {
    super(message);
    this.console = console;
  }
}

export type ScriptCall = {
  /** The script's source, an ES module, and its file name in the app (for the script's stack traces). */
  source: string;
  file: string;
  /** The exported function called with `input`. */
  fn: string;
  input: unknown;
  /** The global names the script sees (the build environment's allowed script APIs). */
  globals: readonly string[];
};

export type Scripts = {
  /** The function's return value, as JSON (undefined becomes null), and what it wrote to its console. */
  run(call: ScriptCall): Promise<{ value: unknown; console: ConsoleLine[] }>;
  /** Whether the thread is running now (it is let go after `idleMs` with no script to run). */
  running(): boolean;
  close(): Promise<void>;
};

type Answer = {
  id?: number;
  ok?: boolean;
  value?: unknown;
  message?: string;
  console?: ConsoleLine[];
  /** The thread asks to be replaced (its memory grew past the limit, or a runtime could not be freed). */
  retire?: boolean;
};

/**
 * Runs scripts in QuickJS (WebAssembly) on one long-lived worker thread (scriptThread.mjs), one at a time,
 * so a script's clock starts when it starts. QuickJS stops a script at its time and memory limits; should
 * it not answer `graceMs` after its time limit all the same, the thread is terminated and the next script
 * starts a new one. The event loop never runs a script's code. Idle for `idleMs`, the thread (and its
 * QuickJS memory) is let go; the next script starts one.
 */
export function createScripts(options: {
  timeoutMs: number;
  memoryBytes: number;
  graceMs?: number;
  idleMs?: number;
}): Scripts {
  type Thread = { worker: Worker; ready: Promise<void> };
  let current: Thread | null = null;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Thread => {
    const worker = new Worker(new URL('./scriptThread.mjs', import.meta.url), {
      resourceLimits: threadResourceLimits,
      workerData: { memoryBytes: options.memoryBytes },
    });
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', () => reject(new ScriptError('The script thread stopped.')));
    });
    ready.catch(() => {});
    // Idle, it must not keep the process alive.
    worker.unref();
    const thread = { worker, ready };
    worker.on('exit', () => {
      if (current === thread) current = null;
    });
    return thread;
  };

  const runOne = async (call: ScriptCall) => {
    current ??= start();
    const thread = current;
    await thread.ready;
    const id = nextId++;
    return new Promise<{ value: unknown; console: ConsoleLine[] }>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        thread.worker.off('message', onMessage);
        thread.worker.off('exit', onExit);
      };
      const onMessage = (m: Answer) => {
        if (m.id !== id) return;
        done();
        if (m.retire) {
          if (current === thread) current = null;
          void thread.worker.terminate();
        }
        if (m.ok) resolve({ value: m.value, console: m.console ?? [] });
        else reject(new ScriptError(m.message ?? 'The script failed.', m.console ?? []));
      };
      const onExit = () => {
        done();
        reject(new ScriptError('The script thread stopped.'));
      };
      const timer = setTimeout(
        () => {
          done();
          reject(new ScriptError(`The script ran longer than its limit of ${options.timeoutMs} ms.`));
          if (current === thread) current = null;
          void thread.worker.terminate();
        },
        options.timeoutMs + (options.graceMs ?? 2000),
      );
      thread.worker.on('message', onMessage);
      thread.worker.on('exit', onExit);
      thread.worker.postMessage({
        id,
        source: call.source,
        file: call.file,
        fn: call.fn,
        input: call.input,
        globals: [...call.globals],
        timeoutMs: options.timeoutMs,
        memoryBytes: options.memoryBytes,
      });
    });
  };

  const idle = retireWhenIdle(() => {
    const thread = current;
    current = null;
    if (thread) void thread.worker.terminate();
  }, options.idleMs ?? THREAD_IDLE_MS);

  return {
    run(call) {
      return idle.run(() => {
        const result = queue.then(() => runOne(call));
        queue = result.catch(() => {});
        return result;
      });
    },
    running: () => current !== null,
    async close() {
      idle.stop();
      const thread = current;
      current = null;
      if (thread) await thread.worker.terminate();
    },
  };
}
