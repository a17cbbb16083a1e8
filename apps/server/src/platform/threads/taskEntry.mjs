// The entry of a task thread (runTask.ts). The task modules import code Node's own type stripping cannot
// run (parameter properties), and a worker's entry loads before any --import of the parent applies, so
// tsx's loader is registered here, as the server process registers it with --import.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
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
