import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError.ts';
import { runTask } from './runTask.ts';

const tasks = new URL('./testTasks.ts', import.meta.url);

describe('runTask', () => {
  it("resolves with the task's output", async () => {
    expect(await runTask<{ ms: number }, string>(tasks, 'waitTask', { ms: 1 })).toBe('done');
  });

  it('stops the thread at once when its signal is aborted, rejecting with the reason', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const running = runTask<{ ms: number }, string>(tasks, 'waitTask', { ms: 30_000 }, () => {}, stop.signal);
    setTimeout(() => stop.abort(new Error('cancelled by staff')), 200);
    await expect(running).rejects.toThrow('cancelled by staff');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not start a task whose signal is already aborted', async () => {
    const stop = new AbortController();
    stop.abort(new Error('too late'));
    await expect(runTask(tasks, 'waitTask', { ms: 1 }, () => {}, stop.signal)).rejects.toThrow('too late');
  });

  it('runs the next task in the thread the last one left warm', async () => {
    const first = await runTask<null, number>(tasks, 'threadIdTask', null);
    const second = await runTask<null, number>(tasks, 'threadIdTask', null);
    expect(second).toBe(first);
  });

  it('delivers every event a task posts before its output', async () => {
    const events: number[] = [];
    const output = await runTask<{ count: number }, string, number>(
      tasks,
      'chattyTask',
      { count: 2_000 },
      (n) => events.push(n),
    );
    expect(output).toBe('said');
    expect(events).toHaveLength(2_000);
    expect(events.at(-1)).toBe(1_999);
  });

  it('rejects with the HttpError a task throws, and runs the next task after an aborted one', async () => {
    const refused = runTask(tasks, 'refusingTask', null);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toThrow('The zip has no manifest.');
    const stop = new AbortController();
    const running = runTask(tasks, 'waitTask', { ms: 30_000 }, () => {}, stop.signal);
    stop.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    expect(await runTask<{ ms: number }, string>(tasks, 'waitTask', { ms: 1 })).toBe('done');
  });
});
