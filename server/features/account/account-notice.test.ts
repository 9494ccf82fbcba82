import { describe, expect, it } from "vitest";
import type { Language } from "../../../contracts/i18n/languages.ts";
import { type AccountChange, accountChangeMail } from "./account-notice.ts";
import { noticeSubjects } from "./account-notice-words.ts";

// Issue 31, scope 12: every change has its own mail, in English and in Spanish, and each
// says what to do if it was not the member.
const kinds = Object.keys(noticeSubjects) as AccountChange[];
const mail = (kind: AccountChange, language: Language, userAgent = "Firefox 140") =>
  accountChangeMail({
    to: "ana@example.com",
    kind,
    language,
    name: "ana",
    when: new Date("2026-11-26T22:40:00Z"),
    from: { userAgent, ipAddress: "203.0.113.9" },
    details: { oldEmail: "ana@example.com", newEmail: "ana@example.org" },
    securityUrl: "https://coastal.test/profile",
  });

describe("account change mails", () => {
  it("has one subject per change, in each language", () => {
    for (const language of ["en", "es"] as const) {
      const subjects = new Set(kinds.map((kind) => mail(kind, language).subject));
      expect(subjects.size).toBe(kinds.length);
    }
    expect(mail("passwordChanged", "en").subject).toBe("Your password was changed");
    expect(mail("passkeyAdded", "en").subject).toBe("A new passkey was added");
    expect(mail("passwordChanged", "es").subject).toBe("Se cambió tu contraseña");
  });

  it("says what to do if it was not them, when, from where, and where to look", () => {
    for (const kind of kinds) {
      const english = mail(kind, "en");
      const spanish = mail(kind, "es");
      expect(english.text, kind).toMatch(/If (this was not you|you did not ask)/);
      expect(spanish.text, kind).toMatch(/Si no (fuiste tú|lo pediste)/);
      expect(english.text).toContain("Hello ana,");
      expect(spanish.text).toContain("Hola, ana:");
      expect(english.text).toContain("November 26, 2026");
      expect(spanish.text).toContain("26 de noviembre de 2026");
      expect(english.text).toContain("From: Firefox 140, network address 203.0.113.9");
      expect(english.text).toContain("https://coastal.test/profile");
      expect(english.text).not.toMatch(/\{\w+\}/);
      expect(spanish.text).not.toMatch(/\{\w+\}/);
      expect(english.html).toContain("<p");
    }
    expect(mail("emailChanged", "en").text).toContain(
      "changed from ana@example.com to ana@example.org",
    );
  });

  it("names the browser as the devices list does, not by its raw user agent", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(mail("passkeyAdded", "en", chrome).text).toContain(
      "From: Chrome 131 on Linux, network address 203.0.113.9",
    );
    expect(mail("passkeyAdded", "es", chrome).text).toContain(
      "Desde: Chrome 131 en Linux, dirección de red 203.0.113.9",
    );
    expect(mail("passkeyAdded", "en", chrome).text).not.toContain("Mozilla");
  });
});
