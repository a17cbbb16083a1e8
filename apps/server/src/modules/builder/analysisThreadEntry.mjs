// The language server's long-lived analysis thread (analysisThread.ts). Like a task thread's entry
// (platform/threads/poolEntry.mjs) it loads TypeScript with Node's own type stripping (tsx only on a Node
// without it), but once: it then answers every analysis of the process, so no keystroke pays for a
// thread's start and module loading.
import { parentPort } from 'node:worker_threads';

if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { analyzeSource } = await import('@portal/contracts');
parentPort.on('message', ({ id, files }) => {
  try {
    parentPort.postMessage({ id, output: analyzeSource(files) });
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) });
  }
});
parentPort.postMessage({ ready: true });
