import { runTask } from '../threads/runTask.ts';

/** Markdown bodies to sanitised HTML in a task thread: rendering is CPU work the event loop must not hold. */
export function renderMarkdownList(bodies: string[]): Promise<string[]> {
  if (bodies.length === 0) return Promise.resolve([]);
  return runTask(new URL('./renderMarkdownTask.ts', import.meta.url), 'renderMarkdownListTask', bodies);
}
