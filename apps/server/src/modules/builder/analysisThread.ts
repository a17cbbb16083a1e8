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
  /**
   * The running thread with the analyses it owes. Each thread keeps its own: a thread let go when idle
   * exits a moment later, and its exit must not fail the analyses already sent to the next one (CI saw
   * "the analysis thread exited" on the first analysis after a retirement).
   */
  type Thread = { worker: Worker; waiting: Map<number, Waiting> };
  let current: Thread | null = null;
  let nextId = 1;

  const start = (): Thread => {
    const thread: Thread = {
      worker: new Worker(new URL('./analysisThreadEntry.mjs', import.meta.url)),
      waiting: new Map(),
    };
    thread.worker.unref();
    thread.worker.on('message', (message: { id?: number; output?: SourceAnalysis; error?: string }) => {
      if (message.id === undefined) return;
      const entry = thread.waiting.get(message.id);
      thread.waiting.delete(message.id);
      if (message.error !== undefined) entry?.reject(new Error(message.error));
      else entry?.resolve(message.output!);
    });
    const lost = (error: Error) => {
      if (current === thread) current = null;
      for (const entry of thread.waiting.values()) entry.reject(error);
      thread.waiting.clear();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`the analysis thread exited (code ${code})`)));
    return thread;
  };

  const idle = retireWhenIdle(() => {
    const thread = current;
    current = null;
    void thread?.worker.terminate();
  }, idleMs);

  return {
    analyze(files: Record<string, string>): Promise<SourceAnalysis> {
      return idle.run(() => {
        current ??= start();
        const id = nextId++;
        const thread = current;
        return new Promise((resolve, reject) => {
          thread.waiting.set(id, { resolve, reject });
          thread.worker.postMessage({ id, files });
        });
      });
    },
    /** Whether the thread is running now. */
    running: () => current !== null,
    async close(): Promise<void> {
      idle.stop();
      const thread = current;
      current = null;
      await thread?.worker.terminate();
    },
  };
}
