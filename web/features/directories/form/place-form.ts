import type { ReactNode } from "react";
import type { PlaceEntry } from "../../../../contracts/business-parts.ts";
import { defineMessages } from "../../../lib/i18n/use-intl.ts";
import type { PlaceDirectory } from "../directory.ts";
import { usePlace, useWritePlace } from "../use-places.ts";
import type { EntryForm, FormSlot } from "./entry-form-pages.tsx";
import { writeProblem } from "./write-problem.ts";

/** A restaurant's or shop's write: the contract's input and, when one was picked, its photo. */
export interface PlaceWrite {
  data: object;
  photo: File | null;
}

export type PlaceFormSlot = FormSlot<PlaceEntry, PlaceWrite>;

const words = defineMessages({
  newIntro: {
    id: "directories.placeNewIntro",
    defaultMessage:
      "{what, select, restaurant {Share a favourite restaurant in {city}.} shop {Share a favourite shop in {city}.} other {Share a favourite place in {city}.}}",
  },
});

/**
 * Dining's and shopping's create and edit pages (decision 027): one photo, required
 * to create; a new place opens on its own page; a refused photo says why.
 */
export const placeForm = (
  directory: PlaceDirectory,
  render: (slot: PlaceFormSlot) => ReactNode,
): EntryForm<PlaceEntry, PlaceWrite> => ({
  useEntry: (id) => usePlace(directory.api, id),
  useWrite: (city, id) => useWritePlace(directory.api, city, id),
  newIntro: (city, intl) => intl.formatMessage(words.newIntro, { what: directory.what, city }),
  name: (place) => place.name,
  afterCreate: "detail",
  problem: writeProblem(directory.messages, "server words"),
  loadError: (_, intl) => intl.formatMessage(directory.messages.loadError),
  render,
});
