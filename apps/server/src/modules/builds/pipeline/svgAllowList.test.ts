import { describe, expect, it } from 'vitest';
import { MAX_SVG_DEPTH, MAX_SVG_NODES, svgProblems } from './svgAllowList.ts';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"${attrs}>${inner}</svg>`;

describe('svgProblems', () => {
  it('passes the catalog samples’ icons', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const icon of [
      'expense-approval/assets/icon.svg',
      'home-card-performance-review/assets/card_icon.svg',
    ]) {
      const text = await readFile(new URL(`../../catalog/samples/${icon}`, import.meta.url), 'utf8');
      expect(svgProblems(text)).toEqual([]);
    }
  });

  it('passes an ordinary icon: shapes, gradients, a fragment link, an inline raster, text', () => {
    const icon = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<title>Logo</title><g fill="url(#g)" stroke="#000" style="opacity:.5"><path d="M0 0h24v24H0z"/>' +
        '<circle cx="12" cy="12" r="4"/></g><use xlink:href="#g"/><use href="#g"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text x="1" y="2">A &amp; B</text>',
    );
    expect(svgProblems(`<?xml version="1.0" encoding="UTF-8"?>\n${icon}`)).toEqual([]);
  });

  it('names only the refusal when the rest of the file cannot be read after it', () => {
    expect(
      svgProblems('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
    ).toEqual(['a DOCTYPE (entity declarations are refused)']);
    expect(svgProblems('<svg><path d="M0 0"/></svg>')).toEqual([
      'an <svg> root without xmlns="http://www.w3.org/2000/svg"',
    ]);
  });

  // Bypasses of an old deny list, each of which built SUCCEEDED and ran script in Chromium
  // (docs/product/builds.md BUILDS-5).
  it.each([
    [
      'a script behind a namespace prefix',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
      'the element <s:script>',
    ],
    [
      'a character reference in a javascript: link',
      svg('<a href="jav&#x61;script:alert(1)"><path d="M0 0"/></a>'),
      'the element <a>',
    ],
    [
      'a set element writing a javascript: link',
      svg('<set attributeName="href" to="&#106;avascript:alert(1)"/>'),
      'the element <set>',
    ],
    [
      'a DTD entity',
      `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('<text>&x;</text>')}`,
      'a DOCTYPE (entity declarations are refused)',
    ],
    ['an event handler', svg('<path d="M0 0"/>', ' onload="alert(1)"'), 'the attribute onload on <svg>'],
    [
      'an event handler in another namespace',
      svg('<path xmlns:e="urn:x" e:onclick="alert(1)" d="M0 0"/>'),
      'the namespace urn:x',
    ],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
      'the element <foreignObject>',
    ],
    [
      'a link to another document',
      svg('<use href="https://evil.example/x.svg#a"/>'),
      'a link other than to a part of the image (href)',
    ],
    [
      'an encoded javascript: link',
      svg('<use xlink:href="&#x6A;avascript:alert(1)"/>'),
      'a link other than to a part of the image (xlink:href)',
    ],
    [
      'a style that fetches',
      svg('<path d="M0 0" style="fill:url(https://evil.example/t)"/>'),
      'a style or reference that loads something (style on <path>)',
    ],
    ['a style element', svg('<style>@import url(https://evil.example/x.css)</style>'), 'the element <style>'],
    ['an undefined entity', svg('<text>&nbsp;</text>'), 'malformed XML'],
    [
      'an svg without its namespace',
      '<svg onload="alert(1)"><path d="M0 0"/></svg>',
      'an <svg> root without xmlns',
    ],
    [
      'a root that is not svg',
      '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>',
      'a root other than <svg>',
    ],
  ])('refuses %s', (_label, text, problem) => {
    expect(svgProblems(text).some((found) => found.startsWith(problem))).toBe(true);
  });

  it('resolves a prefix bound on an inner element, and only inside it', () => {
    expect(svgProblems(svg('<g xmlns:l="http://www.w3.org/1999/xlink"><use l:href="#a"/></g>'))).toEqual([]);
    const outside = svg('<g xmlns:l="http://www.w3.org/1999/xlink"><use l:href="#a"/></g><use l:href="#a"/>');
    expect(svgProblems(outside)).toEqual([
      expect.stringMatching(/^malformed XML \(unbound namespace prefix/),
    ]);
    // The default namespace changed for one element is that element's, not its siblings'.
    expect(svgProblems(svg('<g xmlns="urn:x"/><path d="M0 0"/>'))).toEqual(['the element <g>']);
  });

  // 40,000 nested <g> (273 KB) once held a build worker 47 s.
  it('stops at the depth bound and names it, without reading the rest', () => {
    const deep = (n: number) => svg(`${'<g>'.repeat(n)}${'</g>'.repeat(n)}`);
    expect(svgProblems(deep(MAX_SVG_DEPTH - 1))).toEqual([]);
    expect(svgProblems(deep(MAX_SVG_DEPTH))).toEqual([`elements nested more than ${MAX_SVG_DEPTH} deep`]);
    // Past the bound the file is not read on: what follows (here, not even well-formed) is never seen.
    expect(svgProblems(svg(`<script/>${'<g>'.repeat(40_000)}`))).toEqual([
      'the element <script>',
      `elements nested more than ${MAX_SVG_DEPTH} deep`,
    ]);
  });

  it('stops at the node bound, attributes counted with elements', () => {
    const flat = (elements: number) => svg('<g/>'.repeat(elements));
    // The root and its three attributes (xmlns, xmlns:xlink, viewBox) are four nodes.
    const room = MAX_SVG_NODES - 4;
    expect(svgProblems(flat(room))).toEqual([]);
    expect(svgProblems(flat(room + 1))).toEqual(['more than 200,000 elements and attributes']);
    const attributes = Array.from({ length: MAX_SVG_NODES }, (_, i) => `a${i}="1"`).join(' ');
    expect(svgProblems(svg(`<path ${attributes}/>`))).toEqual(['more than 200,000 elements and attributes']);
  });

  it('resolves each name once whatever the depth: deep prefixed attributes pass the check', () => {
    // Just under the depth bound, every element with a prefixed link: saxes' own namespace mode walked
    // all the open elements for each of these names.
    const inner = '<use xlink:href="#a"/>'.repeat(5_000);
    const text = svg(`${'<g>'.repeat(MAX_SVG_DEPTH - 2)}${inner}${'</g>'.repeat(MAX_SVG_DEPTH - 2)}`);
    expect(svgProblems(text)).toEqual([]);
  });
});
