// Decision 026: money is exact, in its city's currency; 2 decimals on the marketplace,
// locale-formatted on property. Issue 30: written in the page's language with the city's
// region, so a Cape Town flat reads "R 12 500" in English and a Gold Coast one "$1,250,000".

/** Where a price belongs: its city's locale ("en-ZA") and ISO 4217 currency ("ZAR"). */
export type PriceFormat = { locale: string; currency: string };

/** A price whose answer did not say its city's format: the first city's, US dollars. */
const dollars: PriceFormat = { locale: "en-US", currency: "USD" };

const formats = new Map<string, Intl.NumberFormat>();

/** "es" on a Cape Town page is "es-ZA": the reader's language, the city's region. */
function tagFor(language: string, locale: string): string {
  const region = locale.split("-")[1];
  const tag = region ? `${language.split("-")[0]}-${region}` : language;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? language;
  } catch {
    // A city's locale the browser cannot read: the language alone still writes the currency.
    return language;
  }
}

function format(amount: number, where: PriceFormat, language: string, fixedCents: boolean) {
  const whole = !fixedCents && Number.isInteger(amount);
  const key = `${language}|${where.locale}|${where.currency}|${fixedCents}|${whole}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tagFor(language, where.locale), {
      style: "currency",
      currency: where.currency,
      ...(fixedCents
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { maximumFractionDigits: whole ? 0 : 2 }),
    });
    // Languages, cities and the two styles are few: the map stays small.
    formats.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A marketplace price, always with cents: "$1,250.00", "R 1 250,00". */
export const formatListingPrice = (amount: number, where: PriceFormat = dollars, language = "en") =>
  format(amount, where, language, true);

/** A property price in the reader's number format, cents only when it has them: "$1,250,000". */
export const formatPropertyPrice = (
  amount: number,
  where: PriceFormat = dollars,
  language = "en",
) => format(amount, where, language, false);

/** The currency's sign as the reader's language writes it for the city: "$", "R", "ZAR". */
export function currencySymbol(where: PriceFormat = dollars, language = "en") {
  const parts = new Intl.NumberFormat(tagFor(language, where.locale), {
    style: "currency",
    currency: where.currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? where.currency;
}
