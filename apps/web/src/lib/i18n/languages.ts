import type { FeatureFlags } from '@portal/contracts';

/**
 * docs/product/shell.md SHELL-18: en (the default, complete), en_US and French Canadian. Codes as the bundle
 * files name them.
 */
export const baseLanguages = ['en', 'en_US', 'fr_CA'] as const;
/** Pseudo-languages for layout testing, generated from en at runtime, behind the `pseudoLanguages` flag. */
export const pseudoLanguages = ['en_XA', 'ar_XB'] as const;
export type BaseLanguage = (typeof baseLanguages)[number];
export type PseudoLanguage = (typeof pseudoLanguages)[number];
export type Language = BaseLanguage | PseudoLanguage;

export function isPseudoLanguage(language: string): language is PseudoLanguage {
  return (pseudoLanguages as readonly string[]).includes(language);
}

export function availableLanguages(flags: Pick<FeatureFlags, 'pseudoLanguages'>): Language[] {
  return flags.pseudoLanguages ? [...baseLanguages, ...pseudoLanguages] : [...baseLanguages];
}

export function isAvailableLanguage(
  language: string | undefined,
  flags: Pick<FeatureFlags, 'pseudoLanguages'>,
): language is Language {
  return language !== undefined && (availableLanguages(flags) as string[]).includes(language);
}

/**
 * The BCP 47 tag of a bundle code, for `<html lang>` and every Intl formatter: bundle codes use '_', the web
 * platform uses '-', and Intl throws a RangeError on 'en_US'.
 */
export function intlLocale(language: string): string {
  return language.replace('_', '-');
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar_XB' ? 'rtl' : 'ltr';
}
