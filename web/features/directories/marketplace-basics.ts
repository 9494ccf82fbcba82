import { CheckCircle2, Clock, RotateCcw } from "lucide-react";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
  marketplaceItemStatusLabels,
  marketplaceMessages,
} from "../../../contracts/marketplace-rules.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { type DirectoryBasics, type ListingBasics, sectionPaths } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";

const words = defineMessages({
  title: { id: "marketplace.title", defaultMessage: "Marketplace" },
  intro: {
    id: "marketplace.intro",
    defaultMessage: "Buy, sell and swap secondhand finds with people nearby.",
  },
  theListing: { id: "marketplace.theListing", defaultMessage: "the listing" },
  emailSeller: { id: "marketplace.emailSeller", defaultMessage: "Email Seller" },
  textSeller: { id: "marketplace.textSeller", defaultMessage: "Text Seller" },
  markAvailable: { id: "marketplace.markAvailable", defaultMessage: "Mark as available" },
  markSold: { id: "marketplace.markSold", defaultMessage: "Mark as sold" },
  markReserved: { id: "marketplace.markReserved", defaultMessage: "Mark as reserved" },
  newIntro: {
    id: "marketplace.newIntro",
    defaultMessage: "Sell something to your neighbours in {city}.",
  },
  create: { id: "marketplace.createListing", defaultMessage: "Create Listing" },
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
  paths: sectionPaths("marketplace"),
  messages: marketplaceMessages,
} satisfies DirectoryBasics;

/**
 * An item's page and form, as the kernel draws them (listing-detail-page.tsx,
 * listing-kind-form.tsx): category and condition, a price to the cent, the seller's
 * Available, Reserved and Sold, and "Message seller".
 */
export const marketplaceListing: ListingBasics = {
  ...marketplaceBasics,
  saves: true,
  listing: {
    schema: () =>
      import("../../../contracts/marketplace.ts").then((m) => m.createMarketplaceItemSchema),
    choices: [
      { field: "category", label: directoryWords.category, options: marketplaceItemCategoryLabels },
      {
        field: "condition",
        label: directoryWords.condition,
        options: marketplaceItemConditionLabels,
        badge: false,
      },
    ],
    price: true,
    newIntro: words.newIntro,
    create: words.create,
    theEntry: words.theListing,
    owner: {
      caption: directoryWords.seller,
      email: words.emailSeller,
      text: words.textSeller,
      loginToContact: marketplaceMessages.loginToContact,
      who: "seller",
    },
    // Available -> reserved or sold; reserved -> available or sold; sold -> available.
    status: {
      field: "status",
      label: directoryWords.status,
      options: marketplaceItemStatusLabels,
      tones: { available: "green", reserved: "sand", sold: "slate" },
      change: {
        moves: {
          available: ["reserved", "sold"],
          reserved: ["available", "sold"],
          sold: ["available"],
        },
        mark: {
          available: { label: words.markAvailable, icon: RotateCcw },
          reserved: { label: words.markReserved, icon: Clock },
          sold: { label: words.markSold, icon: CheckCircle2 },
        },
      },
    },
    afterCreate: "list",
  },
};
