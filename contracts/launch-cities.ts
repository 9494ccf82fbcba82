// The three launch communities as the database is seeded with them; an admin can add more
// later. Plain data, no zod and no messages: the web matches a launch city's tagline by
// these English words (web/components/city/city-tagline.ts), which each language's build
// would otherwise compile away (decision 078).
export const launchCities = [
  {
    slug: "gold-coast",
    name: "Gold Coast",
    timeZone: "Australia/Brisbane",
    locale: "en-AU",
    currency: "AUD",
    tagline: "Surf breaks, hinterland trails and 300 days of sunshine.",
  },
  {
    slug: "miami",
    name: "Miami",
    timeZone: "America/New_York",
    locale: "en-US",
    currency: "USD",
    tagline: "Art deco, Biscayne Bay and the best cafecito in town.",
  },
  {
    slug: "cape-town",
    name: "Cape Town",
    timeZone: "Africa/Johannesburg",
    locale: "en-ZA",
    currency: "ZAR",
    tagline: "Table Mountain mornings and Atlantic seaboard sunsets.",
  },
];
