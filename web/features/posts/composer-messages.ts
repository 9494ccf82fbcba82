import { defineMessages } from "../../lib/i18n/use-intl.ts";

// The composer's words that its stand-in (composer.tsx) shows before the form's code is
// here, shared with the form so both say the same (issue 30).
export const composerMessages = defineMessages({
  prompt: { id: "posts.prompt", defaultMessage: "What's happening in {city}?" },
  placeholder: {
    id: "posts.placeholder",
    defaultMessage: "Share news, ask a question or post a photo for your neighbours…",
  },
  post: { id: "posts.post", defaultMessage: "Post" },
  addPhotos: { id: "posts.addPhotos", defaultMessage: "Add photos" },
  addWarning: { id: "posts.addWarning", defaultMessage: "Add a content warning" },
});

/** The composer's text box, as the stand-in and the form draw it. */
export const composerTextClasses =
  "field-sizing-content max-h-96 min-h-24 w-full resize-y rounded-xl border border-slate-300 bg-slate-50/60 px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 focus:bg-white focus:ring-2 focus:ring-ocean-600/20 focus:outline-none";
