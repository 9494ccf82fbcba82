import { marketplaceMessages } from "../../../contracts/marketplace-rules.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { cityPath, type DirectoryBasics } from "./directory.ts";

const enc = encodeURIComponent;

const words = defineMessages({
  title: { id: "marketplace.title", defaultMessage: "Marketplace" },
  intro: {
    id: "marketplace.intro",
    defaultMessage: "Buy, sell and swap secondhand finds with people nearby.",
  },
});

/**
 * The marketplace's names, paths and words: what a listing's page needs, apart from the
 * list's cards and filters in marketplace.tsx (decision 092).
 */
export const marketplaceBasics = {
  section: "marketplace",
  api: "marketplace-items",
  what: "listing",
  title: words.title,
  intro: words.intro,
  paths: {
    list: (city) => `${cityPath(city)}/marketplace`,
    detail: (city, id) => `${cityPath(city)}/marketplace/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/marketplace/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/marketplace/new`,
  },
  messages: marketplaceMessages,
} satisfies DirectoryBasics;
