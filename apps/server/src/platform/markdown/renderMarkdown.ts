import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

export type MarkdownHeading = { depth: 2 | 3; id: string; text: string };

export type RenderedMarkdown = {
  html: string;
  headings: MarkdownHeading[];
  /** The text alone, for the search index. */
  text: string;
};

/**
 * GitHub's sanitising rules, which keep GFM's tables, task lists and footnotes and drop scripts, event
 * attributes, iframes, styles and any URL not http(s)/mailto. Ids are left unprefixed because rehype-slug
 * makes them after sanitising, from the heading text alone: a page's own anchors are the slugs of its
 * headings, as `/documentation/{doc}#{heading}` links expect.
 */
const schema = { ...defaultSchema, clobberPrefix: '' };

function collect(tree: Root, headings: MarkdownHeading[]): void {
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
 * Markdown (GFM) to sanitised HTML (docs/product/content.md CONTENT-2), for documentation pages and tutorial
 * steps. Raw HTML in the Markdown is not passed through at all (remark-rehype drops it), and what Markdown
 * itself can make (a `javascript:` link, an image with an odd scheme) is cleaned by the sanitiser. Code keeps
 * its `language-*` class; the page highlights it. CPU work: callers run it in a task thread.
 */
export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const headings: MarkdownHeading[] = [];
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
  const html = String(await processor.process(markdown));
  return { html, headings, text: text.replace(/\s+/g, ' ').trim() };
}
