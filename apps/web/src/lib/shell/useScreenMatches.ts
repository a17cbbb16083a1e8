import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query (a layout's breakpoint), read in the first render. Mantine's
 * hook answers in an effect by default, so a component whose layout depends on it rendered twice on its
 * first screen (the shell's whole frame on every signed-in page; the builder's workspace wide, then narrow,
 * on a phone): bench/README.md "The shell's second render, and a row menu's dialog giving the focus back".
 * Safe for prerendered markup only where the first render's markup does not depend on the answer (the
 * shell's: its mobile navigation shows once opened).
 */
export function useScreenMatches(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
