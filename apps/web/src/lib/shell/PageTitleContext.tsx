import { createContext, useContext, useEffect } from 'react';

/**
 * The route gate owns the document title (the route's title); a page may give a more precise one (an
 * app's name) through this setter. One owner, so a late re-render of either never leaves the other's.
 */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/** While the page is shown, the document title is `title` instead of its route's (when given). */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle || !title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
