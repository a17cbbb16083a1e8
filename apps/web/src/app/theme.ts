import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import { layerComponentDefaults } from '../lib/layerComponentDefaults.ts';
import badgeClasses from './Badge.module.css';

// Shades 6 to 9 pass WCAG AA (4.5:1) against white for text and filled buttons.
const brand: MantineColorsTuple = [
  '#e7f1fb',
  '#cfe1f5',
  '#9dc2ec',
  '#68a1e3',
  '#3d85db',
  '#2272d4',
  '#0b5cad',
  '#0a5099',
  '#084482',
  '#05346a',
];

// Mantine's red 6 (#fa5252, 3.3:1) is the colour of field errors: shades 6 to 9 darkened to pass AA.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d32f2f',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const theme = createTheme({
  // A user whose system asks for less motion gets none: toasts, dialogs and menus appear and go at once.
  respectReducedMotion: true,
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand, red },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  // docs/product/shell.md SHELL-11: mobile layout under 768px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // docs/product/shell.md SHELL-10: layer order 1 to 100 (toast 60, select menu 80, search box 100).
  components: {
    ...layerComponentDefaults,
    // By name, not Badge.extend: the theme is in the first load and must not import the component.
    Badge: { classNames: { root: badgeClasses.root, label: badgeClasses.label } },
  },
});

/**
 * Mantine's dimmed text is gray.6 (#868e96), 3.3:1 on white: below WCAG AA. gray.7 (#495057) is 8:1 and
 * still reads as secondary text. Used for c="dimmed", table captions and descriptions.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...lightVariantTexts(resolved.colors) },
  dark: {},
});

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The light variant (alerts, badges) writes shade 9 on shade 1, which is under AA for Mantine's warm
 * colours (orange 3.6:1, yellow 2.7:1: an alert's title failed axe). Each colour's text is shade 9,
 * darkened just enough to read at 4.5:1 on its background, so the colour still says what it means.
 */
function lightVariantTexts(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    let text = shades[9];
    for (let amount = 0.05; contrastRatio(text, shades[1]) < 4.5 && amount < 1; amount += 0.05)
      text = darken(shades[9], amount);
    texts[`--mantine-color-${name}-light-color`] = text;
  }
  return texts;
}
