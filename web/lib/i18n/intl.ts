import {
  createIntl as createFormatjsIntl,
  createIntlCache,
  type IntlShape as FormatjsIntl,
} from "@formatjs/intl";
import { createContext, createElement, Fragment, type ReactNode } from "react";

type Primitive = string | number | boolean | null | undefined | Date;
type Descriptor = { id: string; defaultMessage?: string; description?: string };

/**
 * The page's words, numbers and dates. A message with plain values is a string (an
 * aria-label, a title); one with tags (`<b>…</b>`) and React values is a React node.
 */
export interface IntlShape extends Omit<FormatjsIntl<ReactNode>, "formatMessage" | "$t"> {
  formatMessage(descriptor: Descriptor, values?: Record<string, Primitive>): string;
  formatMessage(
    descriptor: Descriptor,
    values: Record<string, Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
  ): ReactNode;
  $t: IntlShape["formatMessage"];
}

const cache = createIntlCache();

/**
 * A formatter for `locale` with `messages`. FormatJS's core, not react-intl: the same
 * API at about half the first-route weight (decision 063). A missing message says its
 * English (the catalog test keeps that from shipping), so errors stay quiet.
 */
export function createIntl(locale: string, messages: Record<string, string>): IntlShape {
  const intl = createFormatjsIntl<ReactNode>(
    { locale, defaultLocale: "en", messages, onError: () => {} },
    cache,
  );
  const format = intl.formatMessage as (...args: unknown[]) => unknown;
  // A rich message comes back as an array of parts: one fragment holds them, so React
  // needs no keys.
  const formatWhole = ((descriptor: Descriptor, values?: Record<string, unknown>) => {
    const said = format(descriptor, values);
    return Array.isArray(said) ? createElement(Fragment, null, ...said) : said;
  }) as IntlShape["formatMessage"];
  return { ...intl, formatMessage: formatWhole, $t: formatWhole };
}

export const IntlContext = createContext<IntlShape | null>(null);
