import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError.ts';
import { runTask, tasksIn } from './runTask.ts';

const tasks = tasksIn<typeof import('./testTasks.ts')>(new URL('./testTasks.ts', import.meta.url));

describe('runTask', () => {
  it("resolves with the task's output", async () => {
    expect(await runTask(tasks.task('waitTask'), { ms: 1 })).toBe('done');
  });

  it("speaks zod's messages as sentences in a task thread too: a build's validation errors reach users", async () => {
    expect(await runTask(tasks.task('zodMessageTask'), null)).toBe('layout must be one of: form, list.');
  });

  it('stops the thread at once when its signal is aborted, rejecting with the reason', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const running = runTask(tasks.task('waitTask'), { ms: 30_000 }, () => {}, stop.signal);
    setTimeout(() => stop.abort(new Error('cancelled by staff')), 200);
    await expect(running).rejects.toThrow('cancelled by staff');
    // Well before the task's own 30 s: stopped by the signal, not by its end (a loaded machine is slow,
    // so the bound only tells the two apart).
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('does not start a task whose signal is already aborted', async () => {
    const stop = new AbortController();
    stop.abort(new Error('too late'));
    await expect(runTask(tasks.task('waitTask'), { ms: 1 }, () => {}, stop.signal)).rejects.toThrow(
      'too late',
    );
  });

  it('runs the next task in a thread an earlier one left warm', async () => {
    // Other files of this worker may have left several threads warm, and any idle one may take a task:
    // eight tasks one after the other all get new threads only when no thread is ever reused.
    const threads: number[] = [];
    for (let i = 0; i < 8; i++) threads.push(await runTask(tasks.task('threadIdTask'), null));
    expect(new Set(threads).size).toBeLessThan(threads.length);
  });

  it('delivers every event a task posts before its output', async () => {
    const events: number[] = [];
    const output = await runTask(tasks.task('chattyTask'), { count: 2_000 }, (n) => events.push(n));
    expect(output).toBe('said');
    expect(events).toHaveLength(2_000);
    expect(events.at(-1)).toBe(1_999);
  });

  it('rejects with the HttpError a task throws, and runs the next task after an aborted one', async () => {
    const refused = runTask(tasks.task('refusingTask'), null);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toThrow('The zip has no manifest.');
    const stop = new AbortController();
    const running = runTask(tasks.task('waitTask'), { ms: 30_000 }, () => {}, stop.signal);
    stop.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    expect(await runTask(tasks.task('waitTask'), { ms: 1 })).toBe('done');
  });
});
