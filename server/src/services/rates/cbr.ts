/** Roubles per one unit of each currency of one day, as the Central Bank of Russia publishes them. */
export interface DailyRates {
  asOf: string;
  rates: Record<string, number>;
}

/**
 * Parses the Central Bank of Russia's XML_daily feed: `<ValCurs Date="dd.mm.yyyy">` with one
 * `<Valute>` per currency (CharCode, Nominal, Value with a decimal comma). Values are divided by
 * their nominal so that every rate is per one unit.
 */
export function parseCbrXml(xml: string): DailyRates {
  const date = /<ValCurs[^>]*\bDate="(\d{2})\.(\d{2})\.(\d{4})"/.exec(xml);
  if (!date) throw new Error('not a CBR daily feed: no ValCurs date');
  const rates: Record<string, number> = {};
  for (const block of xml.match(/<Valute\b[\s\S]*?<\/Valute>/g) ?? []) {
    const code = /<CharCode>([A-Z]{3})<\/CharCode>/.exec(block)?.[1];
    const nominal = Number(/<Nominal>(\d+)<\/Nominal>/.exec(block)?.[1]);
    const value = Number(/<Value>([\d.,]+)<\/Value>/.exec(block)?.[1]?.replace(',', '.'));
    if (code && nominal > 0 && value > 0) rates[code] = Math.round((value / nominal) * 1e6) / 1e6;
  }
  if (!rates.CNY || !rates.USD) throw new Error('CBR daily feed lacks CNY or USD');
  return { asOf: `${date[3]}-${date[2]}-${date[1]}`, rates };
}

/** Fetches and parses the feed (windows-1251 XML) within `timeoutMs`. */
export async function fetchCbrRates(url: string, timeoutMs: number): Promise<DailyRates> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`CBR feed answered ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const head = new TextDecoder('ascii').decode(bytes.slice(0, 100));
  const encoding = /encoding="([^"]+)"/i.exec(head)?.[1] ?? 'utf-8';
  return parseCbrXml(new TextDecoder(encoding).decode(bytes));
}
