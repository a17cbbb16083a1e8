/** docs/product/shell.md SHELL-8: a spinner shows after 500 ms by default, so fast loads never flash one. */
export const SPINNER_DELAY_MS = 500;
/** SHELL-8: the fallback of a lazily loaded route waits 1000 ms. */
export const LAZY_ROUTE_SPINNER_DELAY_MS = 1000;
/**
 * How long a navigation waits for the next page's prefetched data with the current page still shown: past
 * it, the next page shows its own loading state. As long as a lazy route's quiet fallback, so a slow answer
 * keeps the user waiting no longer than a slow chunk does.
 */
export const PREFETCH_WAIT_MS = LAZY_ROUTE_SPINNER_DELAY_MS;
