import { type DocFrontMatter, type DocHeading, docFrontMatterSchema } from '@portal/contracts';
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { HttpError } from '../../../platform/httpError.ts';

export type RenderedDoc = {
  frontMatter: DocFrontMatter;
  html: string;
  headings: DocHeading[];
  /** The page as plain text, for the search index. */
  text: string;
};

/**
 * GitHub's sanitising rules, which keep GFM's tables, task lists and footnotes and drop scripts, event
 * attributes, iframes, styles and any URL not http(s)/mailto. Ids are left unprefixed because rehype-slug
 * makes them after sanitising, from the heading text alone: a page's own anchors are the slugs of its
 * headings, as `/documentation/{doc}#{heading}` links expect.
 */
const schema = { ...defaultSchema, clobberPrefix: '' };

/** Headings, tables of contents and text from the tree that becomes the page. */
function collect(tree: Root, headings: DocHeading[]): void {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if ((child.tagName === 'h2' || child.tagName === 'h3') && typeof child.properties.id === 'string') {
        headings.push({
          depth: child.tagName === 'h2' ? 2 : 3,
          id: child.properties.id,
          text: toText(child),
        });
      }
      visit(child);
    }
  };
  visit(tree);
}

/**
 * Markdown with front matter to the sanitised HTML of a documentation page (DESIGN.md 8). Raw HTML in the
 * Markdown is not passed through at all (remark-rehype drops it), and what Markdown itself can make (a
 * `javascript:` link, an image with an odd scheme) is cleaned by the sanitiser. Code keeps its
 * `language-*` class; the page highlights it. Throws a 422 naming the front matter's fault.
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
  const headings: DocHeading[] = [];
  let text = '';
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(() => (tree: Root) => {
      collect(tree, headings);
      text = toText(tree);
    })
    .use(rehypeStringify);
  const html = String(await processor.process(file));
  return { frontMatter: parsed.data, html, headings, text: text.replace(/\s+/g, ' ').trim() };
}
