import { renderMarkdown } from '../../platform/markdown/renderMarkdown.ts';
import type { ThreadTask } from '../../platform/threads/runTask.ts';

/** Each step's Markdown to its sanitised HTML, off the event loop. */
export const renderStepsTask: ThreadTask<string[], string[]> = async (bodies) => {
  const html: string[] = [];
  for (const body of bodies) html.push((await renderMarkdown(body)).html);
  return html;
};
