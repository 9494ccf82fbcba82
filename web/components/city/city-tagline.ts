import { launchCities } from "../../../contracts/launch-cities.ts";
import { defineMessages, type IntlShape } from "../../lib/i18n/use-intl.ts";

// The launch cities' taglines are the spec's words; an admin's own city keeps its text.
const messages = defineMessages({
  goldCoast: {
    id: "ui.cityCard.goldCoastTagline",
    defaultMessage: "Surf breaks, hinterland trails and 300 days of sunshine.",
  },
  miami: {
    id: "ui.cityCard.miamiTagline",
    defaultMessage: "Art deco, Biscayne Bay and the best cafecito in town.",
  },
  capeTown: {
    id: "ui.cityCard.capeTownTagline",
    defaultMessage: "Table Mountain mornings and Atlantic seaboard sunsets.",
  },
});

const launchTaglines: Record<string, (typeof messages)[keyof typeof messages]> = {
  "gold-coast": messages.goldCoast,
  miami: messages.miami,
  "cape-town": messages.capeTown,
};

/**
 * A city's tagline in the page's language: a launch city's, while it still reads as seeded,
 * in the language's own words; any other text as written. Matched by the English the
 * database holds (contracts/launch-cities.ts), not through the messages: the Spanish build
 * compiles a message's words into Spanish, so its English cannot be looked up there, and
 * the Spanish pages showed English taglines once their script ran (a hydration mismatch).
 */
export function cityTagline(intl: IntlShape, city: { slug: string; tagline: string }): string {
  const seeded = launchCities.find((launch) => launch.slug === city.slug);
  const message = launchTaglines[city.slug];
  return seeded && message && seeded.tagline === city.tagline
    ? intl.formatMessage(message)
    : city.tagline;
}
