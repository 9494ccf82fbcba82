import { defineMessages } from "./i18n/use-intl.ts";

/** Save and Saved, the same words on a listing, a post and an event (product decision 22). */
export const saveWords = defineMessages({
  logInToSave: { id: "saved.logInToSave", defaultMessage: "Log in to save" },
  saved: { id: "saved.saved", defaultMessage: "Saved" },
  save: { id: "saved.save", defaultMessage: "Save" },
});
