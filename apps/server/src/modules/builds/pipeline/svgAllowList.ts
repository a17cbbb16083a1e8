import { SaxesParser } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * The elements of a static picture. Not here, so refused: script, foreignObject, style (CSS can fetch),
 * a, metadata (any markup may sit in it), and every animation element (set, animate...: they can write
 * an href or an event attribute after the check).
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'image',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feTile',
]);

/** Geometry and presentation attributes; no event handler (on*), no attribute that loads or runs anything. */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'transform',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'mix-blend-mode',
  'isolation',
  'paint-order',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'edgeMode',
  'flood-color',
  'flood-opacity',
  'radius',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'requiredExtensions',
  'systemLanguage',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'focusable',
  'lang',
]);

/** A link may point inside the image, or carry a raster picture inline: nothing is fetched, nothing runs. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/;
/** In CSS values (style, fill="url(...)"): only references to the image's own fragments. */
const UNSAFE_CSS = /url\s*\(\s*(?!['"]?#)|expression\s*\(|javascript:|@import|\\/i;

/**
 * How deep elements may nest in an SVG image, and how many elements and attributes it may hold in all.
 * The parse stops at the first node past either, so a hostile file costs no more than the bound; a
 * drawing deeper than a few dozen levels is machine-made, and these leave room for any real one.
 */
export const MAX_SVG_DEPTH = 256;
export const MAX_SVG_NODES = 200_000;

/** Thrown from the parser's handlers to stop the parse at the node that crossed a bound. */
class SvgTooComplex extends Error {}
/** A name the namespaces make meaningless (an unbound prefix, `a:b:c`): the file is not well-formed. */
class BadName extends Error {}

/**
 * Namespace prefixes in scope, one stack of bindings per prefix: resolving a name looks at one stack's top,
 * whatever the depth. saxes' own namespace mode walks every open element for each name instead, so a 273 KB
 * file of 40,000 nested <g> held a build worker 47 s (docs/product/builds.md BUILDS-4).
 */
function namespaceScope() {
  const bound = new Map<string, string[]>([
    ['xml', [XML_NS]],
    ['xmlns', [XMLNS_NS]],
  ]);
  const declaredBy: string[][] = [];
  const lookup = (prefix: string) => bound.get(prefix)?.at(-1);
  /** The namespace and local part of a qualified name; an element without a prefix is in the default one. */
  const resolve = (name: string, isElement: boolean): { uri: string; local: string } => {
    const colon = name.indexOf(':');
    if (colon === -1) return { uri: isElement ? (lookup('') ?? '') : '', local: name };
    const prefix = name.slice(0, colon);
    const local = name.slice(colon + 1);
    const uri = lookup(prefix);
    if (prefix === '' || local === '' || local.includes(':')) throw new BadName(`malformed name: ${name}`);
    if (uri === undefined) throw new BadName(`unbound namespace prefix: ${prefix}`);
    return { uri, local };
  };
  return {
    /** Enters an element: its own xmlns attributes bind for it and what it holds. */
    open(attributes: Record<string, string>) {
      const declared: string[] = [];
      for (const [name, value] of Object.entries(attributes)) {
        if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
        const prefix = name === 'xmlns' ? '' : name.slice('xmlns:'.length);
        const stack = bound.get(prefix) ?? [];
        stack.push(value.trim());
        bound.set(prefix, stack);
        declared.push(prefix);
      }
      declaredBy.push(declared);
    },
    close() {
      for (const prefix of declaredBy.pop() ?? []) bound.get(prefix)?.pop();
    },
    resolve,
  };
}

/**
 * What in an SVG image is not on the allow list, read with a real XML parser (docs/product/builds.md
 * BUILDS-5): names are compared after namespaces are resolved (`<s:script>` is a script), entity and
 * character references after they are decoded (`jav&#x61;script:`), and a DOCTYPE, which could declare
 * entities, is refused. An empty list means the image is a picture only. Its cost is linear in the file
 * (namespaceScope).
 */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>();
  const parser = new SaxesParser({ xmlns: false, position: false } as const);
  const scope = namespaceScope();
  // Elements open now (counted as each starts, before its attributes are read) and nodes seen so far.
  let depth = 0;
  let nodes = 0;
  // Set once the file is refused for a reason that makes the rest unreadable: the parse errors that
  // follow (an entity the refused DOCTYPE declared, the end after close()) would only blur that reason.
  let refused = false;
  parser.on('doctype', () => {
    problems.add('a DOCTYPE (entity declarations are refused)');
    refused = true;
  });
  parser.on('processinginstruction', (pi) => problems.add(`a processing instruction <?${pi.target}?>`));
  const count = () => {
    nodes++;
    if (nodes > MAX_SVG_NODES)
      throw new SvgTooComplex(`more than ${MAX_SVG_NODES.toLocaleString('en')} elements and attributes`);
  };
  parser.on('opentagstart', () => {
    depth++;
    if (depth > MAX_SVG_DEPTH) throw new SvgTooComplex(`elements nested more than ${MAX_SVG_DEPTH} deep`);
    count();
  });
  parser.on('attribute', count);
  parser.on('opentag', (tag) => {
    scope.open(tag.attributes);
    const element = scope.resolve(tag.name, true);
    if (depth === 1 && element.local === 'svg' && element.uri === '') {
      // Without its namespace a browser does not draw the file as SVG at all: say what to add.
      problems.add(`an <svg> root without xmlns="${SVG_NS}"`);
      refused = true;
      parser.close();
      return;
    }
    if (depth === 1 && (element.local !== 'svg' || element.uri !== SVG_NS))
      problems.add('a root other than <svg>');
    if (element.uri !== SVG_NS || !ELEMENTS.has(element.local)) {
      problems.add(`the element <${tag.name}>`);
      return;
    }
    for (const [name, value] of Object.entries(tag.attributes)) {
      const { uri, local } = name === 'xmlns' ? { uri: XMLNS_NS, local: name } : scope.resolve(name, false);
      if (uri === XMLNS_NS) {
        if (value !== SVG_NS && value !== XLINK_NS) problems.add(`the namespace ${value}`);
        continue;
      }
      if (uri === XML_NS) continue;
      const isLink = local === 'href' && (uri === '' || uri === XLINK_NS);
      if (!isLink && (uri !== '' || !ATTRIBUTES.has(local))) {
        problems.add(`the attribute ${name} on <${tag.name}>`);
        continue;
      }
      if (isLink && !SAFE_LINK.test(value.trim()))
        problems.add(`a link other than to a part of the image (${name})`);
      else if (UNSAFE_CSS.test(value))
        problems.add(`a style or reference that loads something (${name} on <${tag.name}>)`);
    }
  });
  parser.on('closetag', () => {
    depth--;
    scope.close();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    // Past a bound the rest of the file is never read; what was found before it is still named.
    if (error instanceof SvgTooComplex) problems.add(error.message);
    // Undefined entities, unclosed tags, unbound prefixes: anything that is not well-formed XML.
    else if (!refused) problems.add(`malformed XML (${(error as Error).message.split('\n')[0]})`);
  }
  return [...problems];
}
