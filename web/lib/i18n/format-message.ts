import {
  type MessageFormatElement,
  type PluralOrSelectOption,
  parse,
} from "@formatjs/icu-messageformat-parser";

// Says an ICU message's syntax tree with its values, as FormatJS's intl-messageformat does
// for the parts of ICU this app writes (arguments, select, plural and `#`, tags, and plain
// number, date and time arguments), in a fraction of its code (decision 092). The browser
// gets every message with words to fill in already parsed (decision 078); the page
// renderer and the tests parse here.

/** A value a message fills in: words, numbers, dates, React nodes, or a tag's function. */
export type MessageValue = unknown;

/** Intl's formatters are costly to make: one per language and options, kept. */
const made = new Map<string, unknown>();
export function formatter<T>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  formatter("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  formatter("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * A plural's `#`: nearly always a small count, which below 1,000 every language Coastal
 * speaks writes as its plain digits (a test holds this for en, es and the pseudo-locale).
 * So the first plural on a page does not make an Intl.NumberFormat: Chromium loads the
 * locale's number data then, some 115 ms of a phone-speed main thread in one piece on the
 * drawn feed, which Lighthouse counted as blocking time.
 */
export const formatCount = (locale: string, count: number) =>
  Number.isInteger(count) && count >= 0 && count < 1000
    ? String(count)
    : numberFormat(locale).format(count);

const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  formatter("plural", locale, { type }, () => new Intl.PluralRules(locale, { type }));

/** The options of `{n, number, percent}`, `{d, date, long}` and skeletons, as ICU names them. */
function styleOptions(kind: "number" | "date" | "time", style: unknown): object | undefined {
  if (style && typeof style === "object") {
    return (style as { parsedOptions?: object }).parsedOptions;
  }
  if (typeof style !== "string") return kind === "time" ? timeDefault : undefined;
  if (kind === "number") {
    return style === "percent"
      ? { style: "percent" }
      : style === "integer"
        ? { maximumFractionDigits: 0 }
        : undefined;
  }
  return kind === "date" ? { dateStyle: style } : { timeStyle: style };
}
const timeDefault = { hour: "numeric", minute: "numeric" };

class MissingValue extends Error {}

/** The parts of `elements` said with `values`: strings, and any React nodes the values hold. */
function partsOf(
  elements: MessageFormatElement[],
  locale: string,
  values: Record<string, MessageValue>,
  pound?: number,
): unknown[] {
  const parts: unknown[] = [];
  for (const element of elements) {
    // The parser's TYPE: 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select,
    // 6 plural, 7 pound (`#`), 8 tag.
    if (element.type === 0) {
      parts.push(element.value);
      continue;
    }
    if (element.type === 7) {
      parts.push(formatCount(locale, pound ?? 0));
      continue;
    }
    if (!(element.value in values)) throw new MissingValue(element.value);
    const value = values[element.value];
    if (element.type === 1) {
      parts.push(
        typeof value === "string" || typeof value === "number" ? String(value) : (value ?? ""),
      );
    } else if (element.type === 2) {
      parts.push(
        numberFormat(locale, styleOptions("number", element.style)).format(value as number),
      );
    } else if (element.type === 3 || element.type === 4) {
      const kind = element.type === 3 ? "date" : "time";
      const date = typeof value === "string" ? new Date(value) : (value as Date | number);
      parts.push(dateTimeFormat(locale, styleOptions(kind, element.style)).format(date));
    } else if (element.type === 5) {
      const chosen = element.options[String(value)] ?? element.options.other;
      parts.push(...partsOf(chosenValue(chosen), locale, values, pound));
    } else if (element.type === 6) {
      const number = (value as number) - (element.offset || 0);
      const chosen =
        element.options[`=${value}`] ??
        element.options[pluralRules(locale, element.pluralType ?? "cardinal").select(number)] ??
        element.options.other;
      parts.push(...partsOf(chosenValue(chosen), locale, values, number));
    } else if (element.type === 8) {
      const children = partsOf(element.children, locale, values, pound);
      if (typeof value !== "function") throw new MissingValue(element.value);
      const said = value(children);
      parts.push(...(Array.isArray(said) ? said : [said]));
    }
  }
  return parts;
}

const chosenValue = (option: PluralOrSelectOption | undefined) => {
  if (!option) throw new MissingValue("other");
  return option.value;
};

/** Neighbouring words joined, so a message of words alone comes back as one string. */
function joined(parts: unknown[]): string | unknown[] {
  const merged: unknown[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (typeof part === "string" && typeof merged[last] === "string") merged[last] += part;
    else merged.push(part);
  }
  if (merged.length === 0) return "";
  return merged.length === 1 && typeof merged[0] === "string" ? merged[0] : merged;
}

/** Words with nothing to fill in or quote: said as they are, as FormatJS does. */
const plain = (text: string) => !/[{}<>']/.test(text);

const parsed = new Map<string, MessageFormatElement[]>();

/**
 * `message` (ICU text or its syntax tree) said in `locale` with `values`: a string, or an
 * array of parts when a value or a tag gave React nodes; null when it cannot be said (a
 * value missing), which the caller answers quietly, as FormatJS's did with no error handler.
 */
export function formatMessage(
  message: string | MessageFormatElement[],
  locale: string,
  values: Record<string, MessageValue> = {},
): string | unknown[] | null {
  if (typeof message === "string" && plain(message)) return message;
  try {
    let elements = typeof message === "string" ? parsed.get(message) : message;
    if (!elements) {
      elements = parse(message as string);
      parsed.set(message as string, elements);
    }
    return joined(partsOf(elements, locale, values));
  } catch {
    return null;
  }
}
