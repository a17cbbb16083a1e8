import type { ThreadTask } from '../threads/runTask.ts';
import { renderMarkdown } from './renderMarkdown.ts';

/** Markdown bodies to their sanitised HTML, in order, off the event loop (run with `renderMarkdownList`). */
export const renderMarkdownListTask: ThreadTask<string[], string[]> = async (bodies) => {
  const html: string[] = [];
  for (const body of bodies) html.push((await renderMarkdown(body)).html);
  return html;
};
