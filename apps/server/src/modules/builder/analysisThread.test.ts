import { setTimeout as sleep } from 'node:timers/promises';
import { analyzeSource } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { analysisThread } from './analysisThread.ts';

describe("the language server's analysis thread", () => {
  it('answers as analyzeSource does, lets its thread go once idle and starts one for the next', async () => {
    const files = { 'src/main.ts': 'export const answer: number = "not a number";\n' };
    const thread = analysisThread(300);
    expect(thread.running()).toBe(false);
    const first = await thread.analyze(files);
    expect(first).toEqual(analyzeSource(files));
    expect(thread.running()).toBe(true);
    await sleep(800);
    expect(thread.running()).toBe(false);
    expect(await thread.analyze(files)).toEqual(first);
    await thread.close();
  });
});
