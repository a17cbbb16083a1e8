// The thread that evaluates orchestration expressions (expressions.ts). JSONata never runs JavaScript:
// it reads fields of its input and calls its own functions. It runs here, not on the event loop, so an
// expensive expression costs this thread alone and is stopped by terminating it.
import { parentPort } from 'node:worker_threads';
import jsonata from 'jsonata';

// Ready once JSONata is loaded: the host starts an expression's clock only then, so a cold thread's
// start-up never counts against an expression's time limit.
parentPort.postMessage({ ready: true });

parentPort.on('message', async ({ id, expression, data }) => {
  try {
    const value = await jsonata(expression).evaluate(data);
    // A JSONata sequence is an array with extra flags: send plain JSON back, functions left out.
    const json = value === undefined ? null : JSON.parse(JSON.stringify(value) ?? 'null');
    parentPort.postMessage({ id, ok: true, value: json });
  } catch (error) {
    const position = typeof error?.position === 'number' ? ` (at character ${error.position})` : '';
    parentPort.postMessage({ id, ok: false, message: `${error?.message ?? String(error)}${position}` });
  }
});
