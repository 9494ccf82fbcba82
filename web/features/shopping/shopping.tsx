import { shopCategories, shoppingMessages } from "../../../contracts/shopping.ts";
import { cityPath, type Directory } from "../../components/business/directory.ts";
import { anyOptions } from "../../components/listing/filter-fields.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";

const enc = encodeURIComponent;

/** The spec's 8 categories, each its own label. */
export const categoryOptions = shopCategories.map((value) => ({ value, label: value }));

/** Shopping's words and paths (decision 4: shops live under /city/{city}/shop/). */
export const shopping: Directory = {
  api: "shops",
  what: "shop",
  plural: "Shops",
  title: "Shopping",
  intro: "Local shops, boutiques and makers worth a visit.",
  searchPlaceholder: "Books, linen, vintage…",
  kindLabel: "Category",
  kindFilter: "category",
  renderKindFilter: (value, onChange) => (
    <SelectField
      label="Category"
      options={anyOptions(Object.fromEntries(shopCategories.map((c) => [c, c])))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
  paths: {
    list: (city) => `${cityPath(city)}/shopping`,
    detail: (city, id) => `${cityPath(city)}/shop/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/shop/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/shop/new`,
  },
  messages: shoppingMessages,
};
