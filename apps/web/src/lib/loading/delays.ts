/** SPEC.md 9: a spinner shows after 500 ms by default, so fast loads never flash one. */
export const SPINNER_DELAY_MS = 500;
/** SPEC.md 9: the fallback of a lazily loaded route waits 1000 ms. */
export const LAZY_ROUTE_SPINNER_DELAY_MS = 1000;
