/**
 * Intl's formatters, made once per locale and options and then reused: making one costs far more than
 * formatting with it (ICU loads the locale's patterns), and a list formats the same way in every row
 * (bench/README.md "The console's renders"). Only lib/format uses these.
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
