// The weekly digest as a mail, plain text and HTML, in the recipient's language with
// the city's formats (issue 30): times in the city's zone, prices in its currency.
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import { emailPreferenceLabels } from "../../../contracts/notifications.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import { escapeHtml } from "../../rendering/html.ts";
import { emailWithUnsubscribe } from "./notification-mail.ts";

export const digestMessages = defineMessages({
  subject: { id: "emails.digest.subject", defaultMessage: "This week in {city} on Coastal" },
  intro: {
    id: "emails.digest.intro",
    defaultMessage: "Here is what happened in {city} this week.",
  },
  topPosts: { id: "emails.digest.topPosts", defaultMessage: "Most reacted posts" },
  listings: { id: "emails.digest.listings", defaultMessage: "New in the marketplace" },
  properties: { id: "emails.digest.properties", defaultMessage: "New properties" },
  events: { id: "emails.digest.events", defaultMessage: "Upcoming events" },
  post: {
    id: "emails.digest.post",
    defaultMessage: "“{words}” ({reactions, plural, one {# reaction} other {# reactions}})",
  },
  aPhoto: { id: "emails.digest.aPhoto", defaultMessage: "A photo" },
  /** A post behind a content warning is named by its warning alone (issue 35). */
  warned: { id: "emails.digest.warned", defaultMessage: "Content warning: {warning}" },
  priced: { id: "emails.digest.priced", defaultMessage: "{title}, {price}" },
  event: { id: "emails.digest.event", defaultMessage: "{title}, {when} at {venue}" },
  seeMoreText: { id: "emails.digest.seeMoreText", defaultMessage: "See more on Coastal: {url}" },
  seeMore: { id: "emails.digest.seeMore", defaultMessage: "See more on Coastal" },
});

/** A week of a city, before it is put in anyone's words. */
export interface Digest {
  city: { name: string; timeZone: string; locale: string; currency: string };
  posts: { content: string; warning?: string | null; reactions: number; url: string }[];
  listings: { title: string; cents: number; url: string }[];
  properties: { title: string; cents: number; url: string }[];
  events: { title: string; startsAt: Date; venue: string; url: string }[];
  empty: boolean;
}

/** "es" for a Cape Town digest is "es-ZA": the reader's language, the city's region. */
function tagFor(language: Language, locale: string): string {
  const region = locale.split("-")[1];
  try {
    return Intl.getCanonicalLocales(region ? `${language}-${region}` : language)[0] ?? language;
  } catch {
    return language;
  }
}

type Line = { text: string; url: string };

function sections(digest: Digest, language: Language) {
  const intl = intlFor(language);
  const tag = tagFor(language, digest.city.locale);
  const when = new Intl.DateTimeFormat(tag, {
    timeZone: digest.city.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const price = (cents: number) =>
    new Intl.NumberFormat(tag, {
      style: "currency",
      currency: digest.city.currency,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  const firstWords = (content: string) => {
    const words = content.replace(/\s+/g, " ").trim();
    if (!words) return intl.formatMessage(digestMessages.aPhoto);
    return words.length > 80 ? `${words.slice(0, 79)}…` : words;
  };
  const priced = (item: Digest["listings"][number]): Line => ({
    text: intl.formatMessage(digestMessages.priced, {
      title: item.title,
      price: price(item.cents),
    }),
    url: item.url,
  });
  const all: { title: string; lines: Line[] }[] = [
    {
      title: intl.formatMessage(digestMessages.topPosts),
      lines: digest.posts.map((post) => ({
        text: intl.formatMessage(digestMessages.post, {
          words: post.warning
            ? intl.formatMessage(digestMessages.warned, { warning: post.warning })
            : firstWords(post.content),
          reactions: post.reactions,
        }),
        url: post.url,
      })),
    },
    { title: intl.formatMessage(digestMessages.listings), lines: digest.listings.map(priced) },
    { title: intl.formatMessage(digestMessages.properties), lines: digest.properties.map(priced) },
    {
      title: intl.formatMessage(digestMessages.events),
      lines: digest.events.map((event) => ({
        text: intl.formatMessage(digestMessages.event, {
          title: event.title,
          when: when.format(event.startsAt),
          venue: event.venue,
        }),
        url: event.url,
      })),
    },
  ];
  return all.filter((section) => section.lines.length > 0);
}

/** The digest as a mail: the same lists as plain text and HTML, with its unsubscribe link. */
export function digestMail(
  digest: Digest,
  input: { to: string; language: Language; cityUrl: string; unsubscribe: string },
) {
  const intl = intlFor(input.language);
  const city = digest.city.name;
  const intro = intl.formatMessage(digestMessages.intro, { city });
  const parts = sections(digest, input.language);
  const text = [
    intro,
    ...parts.map(
      (section) =>
        `${section.title}\n${section.lines.map((line) => `- ${line.text}\n  ${line.url}`).join("\n")}`,
    ),
    intl.formatMessage(digestMessages.seeMoreText, { url: input.cityUrl }),
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...parts.map(
      (section) =>
        `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(section.title)}</h2><ul style="padding-left:20px;margin:0">${section.lines
          .map(
            (line) =>
              `<li style="margin:6px 0"><a href="${escapeHtml(line.url)}" style="color:#0e7490">${escapeHtml(line.text)}</a></li>`,
          )
          .join("")}</ul>`,
    ),
    `<p style="margin-top:24px"><a href="${escapeHtml(input.cityUrl)}" style="display:inline-block;background:#0e7490;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(intl.formatMessage(digestMessages.seeMore))}</a></p>`,
  ].join("\n");
  return emailWithUnsubscribe({
    to: input.to,
    language: input.language,
    subject: intl.formatMessage(digestMessages.subject, { city }),
    body: text,
    htmlBody: html,
    unsubscribe: input.unsubscribe,
    reason: intl.formatMessage(emailPreferenceLabels.weekly_digest),
  });
}
