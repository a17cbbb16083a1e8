import { Worker } from 'node:worker_threads';
import type { SourceAnalysis } from '@portal/contracts';
import { retireWhenIdle, THREAD_IDLE_MS } from '../../platform/threads/retireWhenIdle.ts';

type Waiting = { resolve: (analysis: SourceAnalysis) => void; reject: (error: Error) => void };

/**
 * One long-lived thread per process for the language server's analyses, started on first use: a task
 * thread per keystroke (runTask) spent most of the keystroke-to-diagnostic time starting the thread and
 * loading its modules (bench/README.md, "App builder language server"). Analyses queue in the thread, one
 * at a time; a thread that dies fails what it held and the next analysis starts a new one. Idle for
 * `idleMs` (no one typing), the thread is let go; the next analysis starts one.
 */
export function analysisThread(idleMs = THREAD_IDLE_MS) {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  const start = (): Worker => {
    const thread = new Worker(new URL('./analysisThreadEntry.mjs', import.meta.url));
    thread.unref();
    thread.on('message', (message: { id?: number; output?: SourceAnalysis; error?: string }) => {
      if (message.id === undefined) return;
      const entry = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) entry?.reject(new Error(message.error));
      else entry?.resolve(message.output!);
    });
    const lost = (error: Error) => {
      if (worker === thread) worker = null;
      failAll(error);
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`the analysis thread exited (code ${code})`)));
    return thread;
  };

  const idle = retireWhenIdle(() => {
    const thread = worker;
    worker = null;
    void thread?.terminate();
  }, idleMs);

  return {
    analyze(files: Record<string, string>): Promise<SourceAnalysis> {
      return idle.run(() => {
        worker ??= start();
        const id = nextId++;
        const thread = worker;
        return new Promise((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          thread.postMessage({ id, files });
        });
      });
    },
    /** Whether the thread is running now. */
    running: () => worker !== null,
    async close(): Promise<void> {
      idle.stop();
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
