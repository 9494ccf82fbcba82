import { cuisineSuggestions, diningMessages } from "../../../contracts/dining-rules.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { cityPath, type PlaceDirectory } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";
import { placeList, placePreview } from "./places.tsx";

const enc = encodeURIComponent;
export const cuisineListId = "cuisine-suggestions";

const words = defineMessages({
  title: { id: "dining.title", defaultMessage: "Dining" },
  intro: { id: "dining.intro", defaultMessage: "Cafés and restaurants your neighbours recommend." },
  cuisine: { id: "dining.cuisineLabel", defaultMessage: "Cuisine" },
  filterLabel: { id: "dining.filterLabel", defaultMessage: "Filter dining" },
  plural: { id: "dining.plural", defaultMessage: "Restaurants" },
  search: { id: "dining.search", defaultMessage: "Search dining" },
  placeholder: { id: "dining.searchPlaceholder", defaultMessage: "Tacos, brunch, sushi…" },
  empty: { id: "dining.previewEmpty", defaultMessage: "No restaurants yet" },
});

/** Dining's words and paths (decision 3: the canonical detail is under /dining/restaurant/). */
export const dining: PlaceDirectory = {
  section: "dining",
  api: "restaurants",
  // Saved lists keep restaurants and shops too (issue 35).
  saves: true,
  what: "restaurant",
  title: words.title,
  intro: words.intro,
  kindLabel: words.cuisine,
  paths: {
    list: (city) => `${cityPath(city)}/dining`,
    detail: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/restaurant/new`,
  },
  messages: diningMessages,
  list: placeList({
    api: "restaurants",
    words,
    addLabel: diningMessages.add,
    kindFilter: "cuisine",
    kindField: (value, onChange, intl) => (
      <>
        <TextField
          label={intl.formatMessage(words.cuisine)}
          placeholder={intl.formatMessage(directoryWords.any)}
          list={cuisineListId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <CuisineSuggestions />
      </>
    ),
  }),
  // A cuisine is the owner's own word ("Thai", "Braai"), shown as typed.
  preview: placePreview("restaurants", words.empty),
};

/** The common cuisines offered as the field is typed in; any cuisine may be typed. */
export function CuisineSuggestions() {
  return (
    <datalist id={cuisineListId}>
      {cuisineSuggestions.map((cuisine) => (
        <option key={cuisine} value={cuisine} />
      ))}
    </datalist>
  );
}
