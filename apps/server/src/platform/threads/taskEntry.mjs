// The entry of a task thread (runTask.ts). Node 24 strips the task modules' types itself (the code base is
// erasable TypeScript only: tsconfig's erasableSyntaxOnly). A Node without type stripping (a machine's own
// Node 20, run outside npm) needs tsx's loader registered in the thread, since a worker's entry file is
// loaded before any --import of its execArgv takes effect.
import { parentPort, workerData } from 'node:worker_threads';

if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { moduleUrl, exportName, input } = workerData;
const post = (event) => parentPort.postMessage({ kind: 'event', event });
try {
  const task = (await import(moduleUrl))[exportName];
  const output = await task(input, post);
  parentPort.postMessage({ kind: 'done', output });
} catch (error) {
  // Errors cross the thread as data: the caller rebuilds the kinds it knows (an HTTP refusal above all).
  parentPort.postMessage({
    kind: 'failed',
    error: {
      name: error?.name ?? 'Error',
      message: error?.message ?? String(error),
      code: typeof error?.code === 'string' ? error.code : undefined,
      statusCode: typeof error?.statusCode === 'number' ? error.statusCode : undefined,
    },
  });
}
