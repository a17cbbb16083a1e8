import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (Vite's glob import, as onlyCallerOfFetch.test.ts reads them).
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/lib/format/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Ways of writing a date or time for a user outside lib/format (each with the form that gives it away). */
const formatting: [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\(/],
  ['a Date written with toLocaleString', /new Date\([^)]*\)\.toLocaleString\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat|Intl\.RelativeTimeFormat/],
  ["dayjs's format", /dayjs\([^)]*\)\.format\(/],
  ['a date-time pattern', /['"`](YYYY|DD|MM)[-/.]|HH:mm/],
  ['a piece of an ISO string shown', /\.slice\((5|11), ?(10|16|19|23)\)/],
];

describe('dates are formatted in lib/format only', () => {
  it('finds no component or module that writes a date or time by itself', () => {
    const found = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          formatting
            .filter(([, pattern]) => pattern.test(line))
            .map(([what]) => `${file}:${index + 1} ${what}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('recognises each way it looks for', () => {
    const samples = [
      'new Date(x).toLocaleDateString(locale)',
      't.toLocaleTimeString()',
      'new Date(at).toLocaleString(l)',
      'new Intl.DateTimeFormat(l)',
      "dayjs(x).format('D')",
      "const F = 'YYYY-MM-DD';",
      'iso.slice(11, 16)',
    ];
    expect(samples.filter((sample, index) => !formatting[index]![1].test(sample))).toEqual([]);
  });
});
