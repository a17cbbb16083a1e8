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
 * What in an SVG image is not on the allow list, read with a real XML parser (issue 20 item 4): names are
 * compared after namespaces are resolved (`<s:script>` is a script), entity and character references
 * after they are decoded (`jav&#x61;script:`), and a DOCTYPE, which could declare entities, is refused.
 * An empty list means the image is a picture only.
 */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>();
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  // Set once the file is refused for a reason that makes the rest unreadable: the parse errors that
  // follow (an entity the refused DOCTYPE declared, the end after close()) would only blur that reason.
  let refused = false;
  parser.on('doctype', () => {
    problems.add('a DOCTYPE (entity declarations are refused)');
    refused = true;
  });
  parser.on('processinginstruction', (pi) => problems.add(`a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    if (depth === 0 && tag.local === 'svg' && tag.uri === '') {
      // Without its namespace a browser does not draw the file as SVG at all: say what to add.
      problems.add(`an <svg> root without xmlns="${SVG_NS}"`);
      refused = true;
      parser.close();
      return;
    }
    if (depth === 0 && (tag.local !== 'svg' || tag.uri !== SVG_NS)) problems.add('a root other than <svg>');
    depth++;
    if (tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      problems.add(`the element <${tag.name}>`);
      return;
    }
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, name, value } = attribute;
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
  });
  try {
    parser.write(text).close();
  } catch (error) {
    // Undefined entities, unclosed tags, anything that is not well-formed XML.
    if (!refused) problems.add(`malformed XML (${(error as Error).message.split('\n')[0]})`);
  }
  return [...problems];
}
