import { describe, expect, it } from 'vitest';
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
});
