// The entry of the task threads (taskPool.ts, runTask.ts). Node 24 strips the task modules' types itself (the
// code base is erasable TypeScript only: tsconfig's erasableSyntaxOnly). A Node without type stripping (a
// machine's own Node 20, run outside npm) needs tsx's loader registered in the thread.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
// zod's messages as sentences here too, as on the main thread (errorHandler.ts): a build's validation
// errors, checked in these threads, reach users.
const { installValidationSentences } = await import('../validationSentences.ts');
installValidationSentences();

/**
 * Runs one task in this (reused) thread. Everything it says travels on the task's own port, in order: its
 * events, then its output or error; the pool's answer carries nothing, since it may overtake the port's
 * last events (two channels keep no order between them).
 */
export default async function runPooledTask({ moduleUrl, exportName, input, port }) {
  const post = (event) => port.postMessage({ kind: 'event', event });
  try {
    const task = (await import(moduleUrl))[exportName];
    const output = await task(input, post);
    port.postMessage({ kind: 'done', output });
  } catch (error) {
    // Errors cross the thread as data: the caller rebuilds the kinds it knows (an HTTP refusal above all).
    port.postMessage({
      kind: 'failed',
      error: {
        name: error?.name ?? 'Error',
        message: error?.message ?? String(error),
        code: typeof error?.code === 'string' ? error.code : undefined,
        statusCode: typeof error?.statusCode === 'number' ? error.statusCode : undefined,
      },
    });
  }
}
