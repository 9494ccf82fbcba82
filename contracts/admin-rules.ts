import { directoryAdminTabs } from "./directory-kinds.ts";
import { defineMessages } from "./i18n/define-messages.ts";

// The admin dashboard's tabs, limits and words without zod: pages import these at once,
// and contracts/admin.ts (which re-exports them) the server (decision 037).

export const adminTabs = [
  "Pending Users",
  "Users",
  "Invites",
  "Cities",
  ...directoryAdminTabs,
  "Reports",
  "Activity",
  "Outbox",
] as const;

/** Mail kept instead of sent when SMTP_URL is unset (decision 012); admins read it in the Outbox tab. */
export const outboxLimits = { defaultCount: 50, maxCount: 100 } as const;

export const adminUserLimits = { pageSize: 25, maxPageSize: 100 } as const;

export const adminMessages = defineMessages({
  notYourself: {
    id: "admin.notYourself",
    defaultMessage: "You cannot do that to your own account.",
  },
  userNotFound: { id: "admin.userNotFound", defaultMessage: "User not found." },
  notAMember: {
    id: "admin.notAMember",
    defaultMessage: "Only an active member of the city can moderate it.",
  },
  alreadyModerator: {
    id: "admin.alreadyModerator",
    defaultMessage: "That member already moderates this city.",
  },
  notAModerator: {
    id: "admin.notAModerator",
    defaultMessage: "That member does not moderate this city.",
  },
  deletedUser: { id: "admin.deletedUser", defaultMessage: "Deleted user" },
  invalidCursor: { id: "admin.invalidCursor", defaultMessage: "Invalid cursor" },
});

/** An admin adds a city (decision 27): the slug comes from the name. */
export const cityMessages = defineMessages({
  nameRequired: { id: "adminCities.nameRequired", defaultMessage: "A city needs a name." },
  timeZone: { id: "adminCities.timeZone", defaultMessage: "Choose a time zone from the list." },
  slugTaken: {
    id: "adminCities.slugTaken",
    defaultMessage: "A city with that name already exists.",
  },
  locale: { id: "adminCities.locale", defaultMessage: "Choose a locale from the list." },
  currency: { id: "adminCities.currency", defaultMessage: "Choose a currency from the list." },
  notFound: { id: "adminCities.notFound", defaultMessage: "City not found." },
});

/**
 * The locales a city may write its numbers, dates and prices in (issue 30): English or
 * Spanish, with a region. The reader's language replaces the first part; the region stays.
 */
export const cityLocales = [
  "en-AU",
  "en-CA",
  "en-GB",
  "en-IE",
  "en-NZ",
  "en-US",
  "en-ZA",
  "es-AR",
  "es-CO",
  "es-ES",
  "es-MX",
  "es-US",
] as const;
export type CityLocale = (typeof cityLocales)[number];

/** A new city's format when the admin names none: the first city's (issue 30). */
export const defaultCityFormat = { locale: "en-US", currency: "USD" } as const;

/** An ISO 4217 code this runtime can write ("ZAR"); the list is the browser's and Node's own. */
export const isCurrency = (code: string) => Intl.supportedValuesOf("currency").includes(code);
export const slugFromName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
