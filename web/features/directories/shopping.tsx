import { shopCategories, shoppingMessages } from "../../../contracts/shopping.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { cityPath, type PlaceDirectory } from "./directory.ts";
import { anyOptions } from "./list/filter-fields.tsx";
import { placeList, placePreview } from "./places.tsx";

const enc = encodeURIComponent;

/** The spec's 8 categories, each its own label. */
export const categoryOptions = shopCategories.map((value) => ({ value, label: value }));

/** Shopping's words and paths (decision 4: shops live under /city/{city}/shop/). */
export const shopping: PlaceDirectory = {
  section: "shopping",
  api: "shops",
  what: "shop",
  title: "Shopping",
  intro: "Local shops, boutiques and makers worth a visit.",
  kindLabel: "Category",
  paths: {
    list: (city) => `${cityPath(city)}/shopping`,
    detail: (city, id) => `${cityPath(city)}/shop/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/shop/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/shop/new`,
  },
  messages: shoppingMessages,
  list: placeList({
    api: "shops",
    title: "Shopping",
    plural: "Shops",
    addLabel: shoppingMessages.add,
    searchPlaceholder: "Books, linen, vintage…",
    kindFilter: "category",
    kindField: (value, onChange) => (
      <SelectField
        label="Category"
        options={anyOptions(Object.fromEntries(shopCategories.map((c) => [c, c])))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  }),
  preview: placePreview("shops"),
};
