// A member's phone number (the spec's profiles.phone; issue 28): optional, stored in
// E.164 ("+61412345678"), entered as a country and the number as people write it there.
// Without zod, so the profile form checks with the same rules the server does
// (contracts/profiles.ts holds the schema).
//
// Numbering plans are libphonenumber-js's (Google's libphonenumber metadata, the "min"
// set: lengths and leading digits per country), not ours: any country's number is
// checked as its own country writes it. Only the profile page loads this module.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";
import { defineMessages } from "./i18n/define-messages.ts";

export type PhoneCountryCode = CountryCode;
export const phoneCountryCodes = getCountries() as [CountryCode, ...CountryCode[]];

/** Every country the picker offers, with its calling code. */
export const phoneCountries = phoneCountryCodes.map((code) => ({
  code,
  dial: getCountryCallingCode(code),
}));

export const phoneMessages = defineMessages({
  invalid: {
    id: "profiles.phoneInvalid",
    defaultMessage: "Enter a valid phone number for the country chosen, or leave it empty.",
  },
});

const parse = (phone: string, country?: CountryCode) => {
  try {
    return parsePhoneNumberFromString(phone, country);
  } catch {
    return undefined;
  }
};

/** The country an E.164 number belongs to; null when it is not a valid number. */
export function phoneCountryOf(phone: string): { code: CountryCode } | null {
  const parsed = parse(phone);
  return parsed?.isValid() && parsed.country ? { code: parsed.country } : null;
}

/** What is wrong with a stored-form number, or null when it is a valid one. */
export function phoneProblem(phone: string): string | null {
  const parsed = parse(phone);
  // Stored form only: "+", the calling code and the digits, nothing else.
  return parsed?.isValid() && parsed.number === phone ? null : phoneMessages.invalid.defaultMessage;
}

/**
 * "0412 345 678" in Australia -> "+61412345678": spaces, dots, dashes, brackets, the
 * trunk prefix and a repeated calling code go. Null when it is not a valid number.
 */
export function toE164(code: PhoneCountryCode, typed: string): string | null {
  const parsed = parse(typed, code);
  return parsed?.isValid() ? parsed.number : null;
}

/** The number without its calling code, as the form shows it beside the country. */
export function nationalPart(phone: string): string {
  return parse(phone)?.nationalNumber ?? phone;
}

/** How people in that country write a mobile number, as the field's example. */
export function phoneExample(code: PhoneCountryCode): string {
  return getExampleNumber(code, examples)?.formatNational() ?? "";
}

/** A city's country from its time zone (Australia/*, America/*, Africa/Johannesburg). */
export function phoneCountryForTimeZone(timeZone: string | null | undefined): PhoneCountryCode {
  if (timeZone?.startsWith("America/")) return "US";
  if (timeZone === "Africa/Johannesburg") return "ZA";
  return "AU";
}
