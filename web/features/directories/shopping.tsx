import type { z } from "zod";
import { shopCategoryLabels, shoppingMessages } from "../../../contracts/shopping-rules.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { type PlaceDirectory, sectionPaths } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";
import { anyOptions } from "./list/filter-fields.tsx";
import { placeList, placePreview } from "./places.tsx";
import { categoryLabel, categoryOptions } from "./shop-categories.ts";

const words = defineMessages({
  title: { id: "shopping.title", defaultMessage: "Shopping" },
  intro: {
    id: "shopping.intro",
    defaultMessage: "Local shops, boutiques and makers worth a visit.",
  },
  filterLabel: { id: "shopping.filterLabel", defaultMessage: "Filter shopping" },
  plural: { id: "shopping.plural", defaultMessage: "Shops" },
  search: { id: "shopping.search", defaultMessage: "Search shopping" },
  placeholder: { id: "shopping.searchPlaceholder", defaultMessage: "Books, linen, vintage…" },
  empty: { id: "shopping.previewEmpty", defaultMessage: "No shops yet" },
  hours: { id: "shopping.form.hours", defaultMessage: "Hours" },
  hoursPlaceholder: { id: "shopping.form.hoursPlaceholder", defaultMessage: "Mon-Sat: 9am-5pm" },
});

/** Shopping's words and paths (decision 4: shops live under /city/{city}/shop/). */
export const shopping: PlaceDirectory = {
  section: "shopping",
  api: "shops",
  // Saved lists keep restaurants and shops too (issue 35).
  saves: true,
  what: "shop",
  title: words.title,
  intro: words.intro,
  kindLabel: directoryWords.category,
  paths: sectionPaths("shopping", "shop"),
  messages: shoppingMessages,
  // One of the 8 categories and free-text hours (spec section 5), drawn by the kernel's form.
  form: {
    schema: () =>
      import("../../../contracts/shopping.ts").then(
        (m) => m.shopInputSchema as unknown as z.ZodType<object, Record<string, string>>,
      ),
    kindField: "category",
    kindOptions: categoryOptions,
    hours: { label: words.hours, placeholder: words.hoursPlaceholder },
    add: shoppingMessages.add,
  },
  list: placeList({
    api: "shops",
    words,
    addLabel: shoppingMessages.add,
    kindFilter: "category",
    kindField: (value, onChange, intl) => (
      <SelectField
        label={intl.formatMessage(directoryWords.category)}
        options={anyOptions(shopCategoryLabels, intl)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  }),
  preview: placePreview("shops", words.empty, categoryLabel),
};
