import type { FastifyRequest } from "fastify";
import {
  isLanguage,
  type Language,
  languageCookie,
  pickLanguage,
} from "../../../contracts/i18n/languages.ts";

// The cookie's language, and only its language: the pseudo-locale's "en-XA" is English.
const cookiePattern = new RegExp(
  `(?:^|;\\s*)${languageCookie}=([a-z]{2})(?:-[A-Za-z0-9]+)?(?:;|$)`,
);
const queryPattern = /[?&]lang=([a-z]{2})(?:&|#|$)/;
const chosen = new WeakMap<FastifyRequest, Language>();
const settings = new WeakMap<FastifyRequest, Language>();

/**
 * `?lang=en|es` on the address: the language of this one answer, whatever else says.
 * It is how a search engine fetches a public page in each language (the pages' hreflang
 * links point at it) and how the footer switch works without a script.
 */
export function addressLanguage(url: string): Language | undefined {
  const asked = queryPattern.exec(url)?.[1];
  return isLanguage(asked) ? asked : undefined;
}

/** The language the `coastal_lang` cookie names, if any. */
export function cookieLanguage(cookie: string | undefined): Language | undefined {
  const named = cookiePattern.exec(cookie ?? "")?.[1];
  return isLanguage(named) ? named : undefined;
}

/**
 * The member's saved language, learnt while answering this request (their profile was
 * read anyway), so that it wins over a cookie another device may have left behind.
 */
export function rememberSetting(request: FastifyRequest, language: Language | null) {
  chosen.delete(request);
  if (language) settings.set(request, language);
  else settings.delete(request);
}

/**
 * The language a request is answered in (decision 063): `?lang=` on the address, else
 * the member's saved setting when this request read it, else the `coastal_lang` cookie
 * (which the setting is written into whenever it is chosen or the member signs in), else
 * the browser's Accept-Language, else English. No query is made to find it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  let language = chosen.get(request);
  if (!language) {
    language = pickLanguage(
      [addressLanguage(request.url), settings.get(request), cookieLanguage(request.headers.cookie)],
      request.headers["accept-language"],
    );
    chosen.set(request, language);
  }
  return language;
}

/**
 * The language of a page (async, once per page load): as `requestLanguage`, but a
 * signed-in browser that has no language cookie yet has its member's setting read
 * (`readSetting`: the session, from its cache, and one column), since a page's words
 * cannot be corrected after it is sent. With the cookie, nothing is read.
 */
export async function pageLanguage(
  request: FastifyRequest,
  readSetting: (request: FastifyRequest) => Promise<Language | null>,
): Promise<Language> {
  const cookie = request.headers.cookie;
  if (!addressLanguage(request.url) && cookie && !cookieLanguage(cookie)) {
    rememberSetting(request, await readSetting(request).catch(() => null));
  }
  return requestLanguage(request);
}

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie header that keeps `language` for this browser, or forgets it (null:
 * "the same as my browser"). Not HttpOnly: a visitor's footer switch writes it too.
 */
export function languageCookieHeader(language: Language | null, secure: boolean): string {
  const value = language ?? "";
  const age = language ? yearSeconds : 0;
  return `${languageCookie}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Vary header of an answer whose words follow the request's language. */
export const languageVary = "cookie, accept-language";
