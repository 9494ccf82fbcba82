import { cuisineSuggestions, diningMessages } from "../../../contracts/dining.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { cityPath, type PlaceDirectory } from "./directory.ts";
import { placeList, placePreview } from "./places.tsx";

const enc = encodeURIComponent;
export const cuisineListId = "cuisine-suggestions";

/** Dining's words and paths (decision 3: the canonical detail is under /dining/restaurant/). */
export const dining: PlaceDirectory = {
  section: "dining",
  api: "restaurants",
  what: "restaurant",
  title: "Dining",
  intro: "Cafés and restaurants your neighbours recommend.",
  kindLabel: "Cuisine",
  paths: {
    list: (city) => `${cityPath(city)}/dining`,
    detail: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/restaurant/new`,
  },
  messages: diningMessages,
  list: placeList({
    api: "restaurants",
    title: "Dining",
    plural: "Restaurants",
    addLabel: diningMessages.add,
    searchPlaceholder: "Tacos, brunch, sushi…",
    kindFilter: "cuisine",
    kindField: (value, onChange) => (
      <>
        <TextField
          label="Cuisine"
          placeholder="Any"
          list={cuisineListId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <CuisineSuggestions />
      </>
    ),
  }),
  preview: placePreview("restaurants"),
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
