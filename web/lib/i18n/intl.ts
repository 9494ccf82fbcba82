import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import {
  createIntl as createFormatjsIntl,
  createIntlCache,
  type IntlShape as FormatjsIntl,
} from "@formatjs/intl";
import { createContext, createElement, Fragment, type ReactNode } from "react";

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
export function createIntl(locale: string, catalog: Catalog): IntlShape {
  // The code's own words join the catalog as they are first said: compiled where the build
  // compiled them, so the browser never parses ICU (it has no parser, decision 078), and
  // plain words as they are, which FormatJS says without parsing when no values come.
  const messages: Catalog = { ...catalog };
  const intl = createFormatjsIntl<ReactNode>(
    // The words in the code are the page's language's (decision 078), so they are said
    // with its plurals and numbers.
    // FormatJS types a catalog as all text or all compiled; it reads each message alone.
    {
      locale,
      defaultLocale: locale,
      messages: messages as Record<string, string>,
      onError: () => {},
    },
    cache,
  );
  const format = intl.formatMessage as (...args: unknown[]) => unknown;
  // A rich message comes back as an array of parts: one fragment holds them, so React
  // needs no keys.
  const formatWhole = ((descriptor: Descriptor, values?: Record<string, unknown>) => {
    if (!(descriptor.id in messages)) {
      const words = descriptor.ast ?? descriptor.defaultMessage;
      if (words !== undefined) messages[descriptor.id] = words;
    }
    const said = format(descriptor, values);
    return Array.isArray(said) ? createElement(Fragment, null, ...said) : said;
  }) as IntlShape["formatMessage"];
  return { ...intl, formatMessage: formatWhole, $t: formatWhole };
}

export const IntlContext = createContext<IntlShape | null>(null);
