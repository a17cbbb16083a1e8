import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_DOCS_DIR } from './docs.service.ts';
import { type RenderedDoc, renderDoc } from './markdown/renderDoc.ts';

describe('the documentation shipped with the portal', () => {
  const pages = new Map<string, RenderedDoc>();

  beforeAll(async () => {
    for (const file of (await readdir(SHIPPED_DOCS_DIR)).filter((name) => name.endsWith('.md'))) {
      const source = await readFile(path.join(SHIPPED_DOCS_DIR, file), 'utf8');
      pages.set(file.slice(0, -3), await renderDoc(source));
    }
  });

  it('renders every page, with valid front matter and unique titles', () => {
    expect(pages.size).toBeGreaterThanOrEqual(10);
    const titles = [...pages.values()].map((page) => page.frontMatter.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has the pages and anchors the legacy links land on (docs/product/content.md CONTENT-2)', () => {
    expect(pages.get('tenants')?.headings.map((heading) => heading.id)).toContain('enable-a-tenant');
    expect(pages.has('orchestration')).toBe(true);
  });

  it('covers every section, in an order without ties', () => {
    const sections = new Set([...pages.values()].map((page) => page.frontMatter.section));
    expect(sections.size).toBe(6);
    const places = [...pages.values()].map((page) => `${page.frontMatter.section}:${page.frontMatter.order}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('links only to pages and headings that exist', () => {
    for (const [slug, page] of pages) {
      for (const [, target, anchor] of page.html.matchAll(
        /href="\/documentation\/([a-z0-9-]+)(?:#([a-z0-9-]+))?"/g,
      )) {
        expect(pages.has(target!), `${slug} links to ${target}`).toBe(true);
        if (anchor)
          expect(
            pages.get(target!)!.headings.map((heading) => heading.id),
            `${slug} links to ${target}#${anchor}`,
          ).toContain(anchor);
      }
    }
  });
});
