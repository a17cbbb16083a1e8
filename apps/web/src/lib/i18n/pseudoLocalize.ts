import type { PseudoLanguage } from './languages.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);
/** Interpolations, nesting and markup stay intact so the pseudo text still renders like the real one. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;
/** Translations run 30 to 40 % longer than English: en_XA pads by that much to show truncation. */
const EXPANSION = 0.4;
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const POP_DIRECTIONAL_FORMATTING = '\u202c';

function transformText(text: string, language: PseudoLanguage): string {
  if (text.trim() === '') return text;
  if (language === 'ar_XB') return `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}`;
  return [...text].map((char) => ACCENTED[char] ?? char).join('');
}

/** One string in a pseudo-language: en_XA accented, expanded and bracketed; ar_XB forced right to left. */
export function pseudoLocalizeString(text: string, language: PseudoLanguage): string {
  if (text === '') return text;
  const parts = text.split(PROTECTED).map((part, i) => (i % 2 === 1 ? part : transformText(part, language)));
  const result = parts.join('');
  if (language === 'ar_XB') return result;
  const visibleLength = text
    .split(PROTECTED)
    .filter((_, i) => i % 2 === 0)
    .join('').length;
  return `[${result}${'~'.repeat(Math.ceil(visibleLength * EXPANSION))}]`;
}

/** A whole bundle in a pseudo-language: every string value, at any depth; other values as they are. */
export function pseudoLocalize<T>(bundle: T, language: PseudoLanguage): T {
  if (typeof bundle === 'string') return pseudoLocalizeString(bundle, language) as T;
  if (Array.isArray(bundle)) return bundle.map((item) => pseudoLocalize(item, language)) as T;
  if (bundle !== null && typeof bundle === 'object') {
    return Object.fromEntries(
      Object.entries(bundle).map(([key, value]) => [key, pseudoLocalize(value, language)]),
    ) as T;
  }
  return bundle;
}
