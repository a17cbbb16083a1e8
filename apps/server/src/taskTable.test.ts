import { describe, expect, it } from 'vitest';
import { tasks } from './taskTable.ts';

/**
 * The types tie each entry to the export of the module its type names; this ties the URL the pool's
 * thread imports to that module: an entry whose URL or export name is wrong would fail only when run.
 */
describe('the task table', () => {
  it.each(Object.entries(tasks))('%s is a function exported where the table says', async (_name, task) => {
    const module: Record<string, unknown> = await import(task.moduleUrl.href);
    expect(typeof module[task.exportName]).toBe('function');
  });

  it('names each task once', () => {
    const places = Object.values(tasks).map((task) => `${task.moduleUrl.href}#${task.exportName}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
