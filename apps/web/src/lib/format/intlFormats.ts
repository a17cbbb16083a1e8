/**
 * Intl's formatters, made once per locale and options and then reused: making one costs far more than
 * formatting with it (ICU loads the locale's patterns), and a list formats the same way in every row
 * (bench/README.md "The console's renders"). Only lib/format uses the formatters.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(made: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

/**
 * Makes a date formatter ahead of the first date shown: the first one a page makes loads ICU's date data,
 * 20-30 ms whatever its locale (later ones take under a millisecond). Called while the first screen waits
 * on the network, so that a list's first render does not pay it (bench/README.md "The console's renders").
 */
export function prepareDateFormats(): void {
  new Intl.DateTimeFormat().format(0);
}
