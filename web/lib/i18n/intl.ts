import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createContext, createElement, Fragment, type ReactNode } from "react";
import { dateTimeFormat, formatMessage, formatter, numberFormat } from "./format-message.ts";

type Primitive = string | number | boolean | null | undefined | Date;
/** A message; a browser build adds its words' syntax tree (`ast`, decision 078). */
type Descriptor = {
  id: string;
  defaultMessage?: string;
  description?: string;
  ast?: MessageFormatElement[];
};
/** A language's messages by id: ICU text, or compiled. */
export type Catalog = Record<string, string | MessageFormatElement[]>;

type DateValue = Date | number | string;

/**
 * The page's words, numbers and dates. A message with plain values is a string (an
 * aria-label, a title); one with tags (`<b>…</b>`) and React values is a React node.
 */
export interface IntlShape {
  locale: string;
  formatMessage(descriptor: Descriptor, values?: Record<string, Primitive>): string;
  formatMessage(
    descriptor: Descriptor,
    values: Record<string, Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
  ): ReactNode;
  $t: IntlShape["formatMessage"];
  formatDate(value: DateValue, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: DateValue, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatRelativeTime(
    value: number,
    unit?: Intl.RelativeTimeFormatUnit,
    options?: Intl.RelativeTimeFormatOptions,
  ): string;
}

const asDate = (value: DateValue) => (typeof value === "string" ? new Date(value || 0) : value);
// FormatJS's formatTime says the hour and minute unless the options name a part or style.
const timeParts = ["hour", "minute", "second", "timeStyle", "dateStyle"] as const;

/**
 * A formatter for `locale` with `messages`: FormatJS's API for what the app uses, on the
 * browser's own Intl, in a fifth of FormatJS's code (decisions 063 and 089). A missing
 * message says its English (the catalog test keeps that from shipping), so errors stay quiet.
 */
export function createIntl(locale: string, catalog: Catalog): IntlShape {
  // The code's own words join the catalog as they are first said: compiled where the build
  // compiled them, so the browser never parses ICU (it has no parser, decision 078), and
  // plain words as they are, said without parsing.
  const messages: Catalog = { ...catalog };
  const formatWhole = ((descriptor: Descriptor, values?: Record<string, unknown>) => {
    if (!(descriptor.id in messages)) {
      const words = descriptor.ast ?? descriptor.defaultMessage;
      if (words !== undefined) messages[descriptor.id] = words;
    }
    const message = messages[descriptor.id];
    const said = message === undefined ? null : formatMessage(message, locale, values);
    if (said === null) return descriptor.defaultMessage ?? descriptor.id;
    // A rich message comes back as an array of parts: one fragment holds them, so React
    // needs no keys.
    return Array.isArray(said) ? createElement(Fragment, null, ...(said as ReactNode[])) : said;
  }) as IntlShape["formatMessage"];
  return {
    locale,
    formatMessage: formatWhole,
    $t: formatWhole,
    formatDate: (value, options) => dateTimeFormat(locale, options).format(asDate(value)),
    formatTime: (value, options = {}) =>
      dateTimeFormat(
        locale,
        timeParts.some((part) => options[part])
          ? options
          : { ...options, hour: "numeric", minute: "numeric" },
      ).format(asDate(value)),
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatRelativeTime: (value, unit = "second", options) =>
      formatter(
        "relative",
        locale,
        options,
        () => new Intl.RelativeTimeFormat(locale, options),
      ).format(value, unit),
  };
}

export const IntlContext = createContext<IntlShape | null>(null);
