// A member's phone number (the spec's profiles.phone; issue 28): optional, stored in
// E.164 ("+61412345678"), entered as a country and the number as people write it there.
// Without zod, so the profile form checks with the same rules the server does
// (contracts/profiles.ts holds the schema).
//
// The countries are the seeded cities' (product decision 27). A number is checked for
// its shape and its length in that country, not against a numbering plan: that would
// take a library (libphonenumber-js), which is the lead's call.

export const phoneCountries = [
  { code: "AU", name: "Australia", dial: "61", nationalDigits: 9 },
  { code: "US", name: "United States", dial: "1", nationalDigits: 10 },
  { code: "ZA", name: "South Africa", dial: "27", nationalDigits: 9 },
] as const;
export type PhoneCountry = (typeof phoneCountries)[number];
export type PhoneCountryCode = PhoneCountry["code"];
export const phoneCountryCodes = phoneCountries.map((c) => c.code) as [
  PhoneCountryCode,
  ...PhoneCountryCode[],
];

export const phoneMessages = {
  invalid: "Enter a valid phone number for the country chosen, or leave it empty.",
  unsupported: "Phone numbers from Australia, the United States or South Africa only.",
} as const;

const e164 = /^\+[1-9]\d{1,14}$/;

const byCode = (code: PhoneCountryCode) =>
  phoneCountries.find((c) => c.code === code) ?? phoneCountries[0];

/** The country an E.164 number belongs to, by its calling code; null for others. */
export function phoneCountryOf(phone: string): PhoneCountry | null {
  return phoneCountries.find((c) => phone.startsWith(`+${c.dial}`)) ?? null;
}

/** What is wrong with a stored-form number, or null when it is a valid one. */
export function phoneProblem(phone: string): string | null {
  if (!e164.test(phone)) return phoneMessages.invalid;
  const country = phoneCountryOf(phone);
  if (!country) return phoneMessages.unsupported;
  const national = phone.slice(1 + country.dial.length);
  if (national.length !== country.nationalDigits) return phoneMessages.invalid;
  // No national number starts with 0 (that is the trunk prefix) or, in the US, with 1.
  if (/^0/.test(national) || (country.code === "US" && /^1/.test(national))) {
    return phoneMessages.invalid;
  }
  return null;
}

/**
 * "0412 345 678" in Australia -> "+61412345678": spaces, dots, dashes and brackets go,
 * as do the trunk "0" and a repeated calling code ("+61 412...", "1 305..."). Null when
 * what is left is not that country's number.
 */
export function toE164(code: PhoneCountryCode, typed: string): string | null {
  const country = byCode(code);
  let digits = typed.replace(/[\s().-]/g, "");
  if (digits.startsWith("+")) {
    if (!digits.startsWith(`+${country.dial}`)) return null;
    digits = digits.slice(1 + country.dial.length);
  } else if (digits.length === country.nationalDigits + country.dial.length) {
    if (digits.startsWith(country.dial)) digits = digits.slice(country.dial.length);
  }
  if (country.code !== "US" && digits.startsWith("0")) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  const phone = `+${country.dial}${digits}`;
  return phoneProblem(phone) ? null : phone;
}

/** The number without its calling code, as the form shows it beside the country. */
export function nationalPart(phone: string): string {
  const country = phoneCountryOf(phone);
  return country ? phone.slice(1 + country.dial.length) : phone;
}

/** A city's country from its time zone (Australia/*, America/*, Africa/Johannesburg). */
export function phoneCountryForTimeZone(timeZone: string | null | undefined): PhoneCountryCode {
  if (timeZone?.startsWith("America/")) return "US";
  if (timeZone === "Africa/Johannesburg") return "ZA";
  return "AU";
}
