import type { ThreadTask } from '../../../platform/threads/runTask.ts';
import { type RenderedDoc, renderDoc } from './renderDoc.ts';

/** Sources in, pages (or the refusal of the first bad one) out: rendering must not hold the event loop. */
export const renderDocsTask: ThreadTask<string[], RenderedDoc[]> = async (sources) => {
  const rendered: RenderedDoc[] = [];
  for (const source of sources) rendered.push(await renderDoc(source));
  return rendered;
};
