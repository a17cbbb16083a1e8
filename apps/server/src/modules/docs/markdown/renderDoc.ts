import { type DocFrontMatter, type DocHeading, docFrontMatterSchema } from '@portal/contracts';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { HttpError } from '../../../platform/httpError.ts';
import { renderMarkdown } from '../../../platform/markdown/renderMarkdown.ts';

export type RenderedDoc = {
  frontMatter: DocFrontMatter;
  html: string;
  headings: DocHeading[];
  /** The page as plain text, for the search index. */
  text: string;
};

/**
 * Markdown with front matter to a documentation page: the front matter checked (a 422 naming its fault),
 * the rest rendered and sanitised by renderMarkdown.
 */
export async function renderDoc(source: string): Promise<RenderedDoc> {
  const file = new VFile(source);
  try {
    matter(file, { strip: true });
  } catch (error) {
    throw new HttpError('unprocessable', `Front matter: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = docFrontMatterSchema.safeParse(file.data.matter ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.message.startsWith('Front matter')
      ? issue.message
      : `Front matter: ${issue.path.join('.') || 'the block'} ${issue.message}`;
    throw new HttpError('unprocessable', message);
  }
  const { html, headings, text } = await renderMarkdown(String(file.value));
  return { frontMatter: parsed.data, html, headings, text };
}
