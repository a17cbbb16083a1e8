// The thread that runs script steps (scripts.ts, docs/decisions/orchestration-scripts.md). Each script runs
// in its own QuickJS runtime, an interpreter compiled to WebAssembly: it holds no Node object, so nothing a
// script does reaches require, process, the network or the file system. Its memory and time are QuickJS's
// own limits; the host terminates this thread as well should one of them ever fail to hold.
import { parentPort, workerData } from 'node:worker_threads';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  RELEASE_SYNC,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';

// QuickJS's own memory limit bounds each allocation but not their sum in this build (its allocator reports no
// block sizes under Emscripten, github.com/justjake/quickjs-emscripten/issues/271). So the sum is bounded
// where it lands: the WebAssembly memory is ours, with a maximum (module start-up, plus one script's limit,
// plus room for the interpreter's own growth), past which QuickJS's malloc fails and the script gets an
// out-of-memory error; and a script that grows it past its limit is interrupted. The memory never shrinks:
// the host replaces a thread whose memory grew past a script's limit, so the next script starts small again.
const PAGE = 64 * 1024;
const START_BYTES = 16 * 1024 * 1024;
const memory = new WebAssembly.Memory({
  initial: START_BYTES / PAGE,
  maximum: Math.ceil((2 * START_BYTES + workerData.memoryBytes) / PAGE),
});
const QuickJS = await newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmMemory: memory }));
const baseline = memory.buffer.byteLength;
// Ready once the WebAssembly module is loaded: the host starts a script's clock only then.
parentPort.postMessage({ ready: true });

const MAX_CONSOLE_LINES = 100;
const MAX_LINE_CHARS = 2000;

parentPort.on('message', (request) => {
  const console = [];
  const answer = { id: request.id, console };
  const freed = { ok: true };
  try {
    Object.assign(answer, { ok: true, value: runScript(request, console, freed) });
  } catch (error) {
    Object.assign(answer, { ok: false, message: String(error?.message ?? error) });
  }
  // A runtime that could not be freed leaves the WebAssembly module in doubt, and a memory grown past the
  // limit stays grown: either way the host replaces this thread.
  answer.retire = !freed.ok || memory.buffer.byteLength > ceilingOf(request.memoryBytes);
  parentPort.postMessage(answer);
});

const ceilingOf = (memoryBytes) => baseline + memoryBytes;

/** Thrown for what the script did; its message is the step's error. */
class ScriptFailure extends Error {}

const OUT_OF_MEMORY = { name: 'InternalError', message: 'out of memory' };

/** The script's return value, as JSON; `freed.ok` is false when its runtime could not be freed. */
function runScript({ source, file, fn, input, globals, timeoutMs, memoryBytes }, consoleLines, freed) {
  const runtime = QuickJS.newRuntime();
  const vm = runtime.newContext();
  // Every handle is freed before the runtime, or freeing it fails on the objects they hold.
  const handles = [];
  const keep = (handle) => {
    handles.push(handle);
    return handle;
  };
  try {
    runtime.setMemoryLimit(memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    const pastDeadline = shouldInterruptAfterDeadline(Date.now() + timeoutMs);
    const ceiling = ceilingOf(memoryBytes);
    let overMemory = false;
    runtime.setInterruptHandler((rt) => {
      overMemory ||= memory.buffer.byteLength > ceiling;
      return overMemory || pastDeadline(rt);
    });
    const limits = { timeoutMs, memoryBytes };
    const unwrap = (result) => {
      if (!result.error) return keep(result.value);
      keep(result.error);
      const thrown = vm.dump(result.error);
      throw new ScriptFailure(failureMessage(overMemory ? OUT_OF_MEMORY : thrown, limits));
    };
    // JSON is taken before the globals are narrowed: input and result cross as JSON whatever the list says.
    const json = unwrap(vm.evalCode('({ parse: JSON.parse, stringify: JSON.stringify })'));
    if (globals.includes('console')) installConsole(vm, consoleLines);
    narrowGlobals(vm, globals, unwrap, keep);
    const exports = unwrap(vm.evalCode(source, file, { type: 'module' }));
    const target = keep(vm.getProp(exports, fn));
    if (vm.typeof(target) !== 'function') throw new ScriptFailure(`${file} exports no function '${fn}'.`);
    const text = keep(vm.newString(JSON.stringify(input ?? null)));
    const argument = unwrap(vm.callFunction(keep(vm.getProp(json, 'parse')), json, text));
    let returned = unwrap(vm.callFunction(target, vm.undefined, argument));
    const state = vm.getPromiseState(returned);
    if (!state.notAPromise) returned = settle(vm, runtime, state, returned, unwrap, keep);
    const serialized = unwrap(vm.callFunction(keep(vm.getProp(json, 'stringify')), json, returned));
    const out = vm.typeof(serialized) === 'string' ? vm.getString(serialized) : undefined;
    return out === undefined ? null : JSON.parse(out);
  } finally {
    try {
      for (const handle of handles) if (handle.alive) handle.dispose();
      vm.dispose();
      runtime.dispose();
    } catch {
      freed.ok = false;
    }
  }
}

function settle(vm, runtime, first, promise, unwrap, keep) {
  if (first.type === 'fulfilled') keep(first.value);
  if (first.type === 'rejected') keep(first.error);
  const drained = runtime.executePendingJobs(-1);
  if (drained.error) unwrap({ error: drained.error });
  const state = vm.getPromiseState(promise);
  if (state.type === 'fulfilled') return keep(state.value);
  if (state.type === 'rejected') return unwrap({ error: state.error });
  throw new ScriptFailure(
    'The script returned a promise that never settles: a script cannot wait for anything.',
  );
}

function installConsole(vm, lines) {
  const consoleObject = vm.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    const method = vm.newFunction(level, (...args) => {
      if (lines.length >= MAX_CONSOLE_LINES) return;
      const text = args
        .map((arg) => {
          const value = vm.dump(arg);
          return typeof value === 'string' ? value : safeJson(value);
        })
        .join(' ');
      const mapped = level === 'log' || level === 'debug' ? 'info' : level;
      lines.push({ level: mapped, message: text.slice(0, MAX_LINE_CHARS) });
      if (lines.length === MAX_CONSOLE_LINES)
        lines.push({ level: 'warn', message: `Console output cut at ${MAX_CONSOLE_LINES} lines.` });
    });
    vm.setProp(consoleObject, level, method);
    method.dispose();
  }
  vm.setProp(vm.global, 'console', consoleObject);
  consoleObject.dispose();
}

function safeJson(value) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The sandbox's globals, less those the admin's list leaves out (eval, Function, globalThis by default).
 * Deleting the global `Function` is not enough to refuse compiling code: every function's `constructor`
 * (`Math.constructor.constructor`, `(async () => {}).constructor`) is a Function constructor the build's
 * check of global names cannot see. Unless `Function` is allowed, those constructors are replaced by one
 * that throws, so a script cannot compile code at run time (docs/decisions/orchestration-scripts.md).
 */
function narrowGlobals(vm, globals, unwrap, keep) {
  const allowed = keep(vm.newString(JSON.stringify(globals)));
  const narrow = unwrap(
    vm.evalCode(`(function (allowed) {
      const keep = new Set(JSON.parse(allowed));
      const g = globalThis;
      if (!keep.has('Function')) {
        const refuse = function () {
          throw new EvalError("'Function' is not an allowed script API: a script cannot compile code.");
        };
        const kinds = [function () {}, async function () {}, function* () {}, async function* () {}];
        for (const sample of kinds)
          Object.defineProperty(Object.getPrototypeOf(sample), 'constructor', {
            value: refuse,
            writable: false,
            enumerable: false,
            configurable: false,
          });
      }
      const remove = Reflect.deleteProperty;
      for (const name of Reflect.ownKeys(g))
        if (typeof name === 'string' && !keep.has(name)) remove(g, name);
    })`),
  );
  unwrap(vm.callFunction(narrow, vm.undefined, allowed));
}

function failureMessage(thrown, { timeoutMs, memoryBytes }) {
  const name = thrown?.name;
  const message = thrown?.message;
  if (name === 'InternalError' && message === 'interrupted')
    return `The script ran longer than its limit of ${timeoutMs} ms.`;
  if (name === 'InternalError' && message === 'out of memory')
    return `The script used more than its memory limit of ${Math.round(memoryBytes / (1024 * 1024))} MB.`;
  if (name === 'InternalError' && /stack overflow/.test(message ?? ''))
    return 'The script nested calls too deeply (stack overflow).';
  if (typeof message === 'string') return `The script threw ${name ?? 'an error'}: ${message}`;
  return `The script threw ${safeJson(thrown)}`;
}
