import { analyzeSource } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { analysisThread } from './analysisThread.ts';

describe("the language server's analysis thread", () => {
  it('answers as analyzeSource does, lets its thread go once idle and starts one for the next', async () => {
    const files = { 'src/main.ts': 'export const answer: number = "not a number";\n' };
    const thread = analysisThread(300);
    expect(thread.running()).toBe(false);
    const first = await thread.analyze(files);
    expect(first).toEqual(analyzeSource(files));
    expect(thread.running()).toBe(true);
    // Let go once idle, waited for as a state: CI read it still running 800 ms after a 300 ms idle wait.
    // Asked again at once (polled every ms), before the thread let go has exited: its exit must not fail
    // the analysis sent to the next thread (it did, in CI).
    await vi.waitFor(() => expect(thread.running()).toBe(false), { timeout: 10_000, interval: 1 });
    expect(await thread.analyze(files)).toEqual(first);
    await thread.close();
  });
});
