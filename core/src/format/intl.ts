/**
 * Intl formatters, built once per locale and options. Building one costs a fraction of a
 * millisecond, and a page of rankings formats hundreds of figures while it renders and hydrates:
 * on a phone the constructions alone held the main thread for tens of milliseconds.
 */
function sharedBy<Options extends object, Format>(build: (locale: string, options: Options) => Format): (locale: string, options?: Options) => Format {
  const built = new Map<string, Format>();
  return (locale, options = {} as Options) => {
    // Options are compared by value: callers pass fresh object literals.
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) {
      format = build(locale, options);
      built.set(key, format);
    }
    return format;
  };
}

/** A shared Intl.NumberFormat for the locale and options. */
export const numberFormat = sharedBy((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** A shared Intl.DateTimeFormat for the locale and options. */
export const dateTimeFormat = sharedBy((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
