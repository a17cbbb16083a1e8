import { runTask, tasksIn } from '../threads/runTask.ts';

/**
 * The platform's own task, defined here because platform/ sees no module and so not the table
 * (taskTable.ts lists it with the modules' tasks).
 */
export const renderMarkdownListTask = tasksIn<typeof import('./renderMarkdownTask.ts')>(
  new URL('./renderMarkdownTask.ts', import.meta.url),
).task('renderMarkdownListTask');

/** Markdown bodies to sanitised HTML in a task thread: rendering is CPU work the event loop must not hold. */
export function renderMarkdownList(bodies: string[]): Promise<string[]> {
  if (bodies.length === 0) return Promise.resolve([]);
  return runTask(renderMarkdownListTask, bodies);
}
