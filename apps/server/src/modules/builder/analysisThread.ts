import { Worker } from 'node:worker_threads';
import type { SourceAnalysis } from '@portal/contracts';

type Waiting = { resolve: (analysis: SourceAnalysis) => void; reject: (error: Error) => void };

/**
 * One long-lived thread per process for the language server's analyses, started on first use: a task
 * thread per keystroke (runTask) spent most of the keystroke-to-diagnostic time starting the thread and
 * loading its modules (bench/README.md, "App builder language server"). Analyses queue in the thread, one
 * at a time; a thread that dies fails what it held and the next analysis starts a new one.
 */
export function analysisThread() {
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

  return {
    analyze(files: Record<string, string>): Promise<SourceAnalysis> {
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, files });
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
