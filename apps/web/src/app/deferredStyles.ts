/**
 * A prerendered page holds its stylesheets off the first paint (`media="print"`, the rules its markup uses
 * inlined in its head: apps/web/prerender/prerenderPublicPages.ts); the app turns them on before it takes
 * the markup over, so what it renders next has every rule. The CSP forbids the inline `onload` that
 * usually does this.
 */
export function applyDeferredStyles(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) {
    link.media = 'all';
    link.removeAttribute('data-deferred-style');
  }
}
