import { cuisineSuggestions, diningMessages } from "../../../contracts/dining.ts";
import { cityPath, type Directory } from "../../components/business/directory.ts";
import { TextField } from "../../components/ui/text-field.tsx";

const enc = encodeURIComponent;
export const cuisineListId = "cuisine-suggestions";

/** Dining's words and paths (decision 3: the canonical detail is under /dining/restaurant/). */
export const dining: Directory = {
  api: "restaurants",
  what: "restaurant",
  plural: "Restaurants",
  title: "Dining",
  intro: "Cafés and restaurants your neighbours recommend.",
  searchPlaceholder: "Tacos, brunch, sushi…",
  kindLabel: "Cuisine",
  kindFilter: "cuisine",
  renderKindFilter: (value, onChange) => (
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
  paths: {
    list: (city) => `${cityPath(city)}/dining`,
    detail: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/dining/restaurant/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/restaurant/new`,
  },
  messages: diningMessages,
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
