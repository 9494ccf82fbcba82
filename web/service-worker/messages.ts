// The words of the installable app (issue 33): the banner of a page opened from this
// device's copy, the prompt to load a new version, and the offline page the service
// worker shows for a page never opened here (written at build time, one per language).
import { defineMessages } from "../lib/i18n/use-intl.ts";

export const appMessages = defineMessages({
  offlineSince: {
    id: "pwa.offlineBanner.lastUpdated",
    defaultMessage: "Offline — last updated {time}",
  },
  newVersion: {
    id: "pwa.update.ready",
    defaultMessage: "A new version of Coastal is ready.",
  },
  reload: { id: "pwa.update.reload", defaultMessage: "Reload" },
  offlineTitle: { id: "pwa.offlinePage.title", defaultMessage: "You are offline" },
  offlineBody: {
    id: "pwa.offlinePage.body",
    defaultMessage:
      "This page has not been opened on this device yet, so it needs a connection. Pages you have already visited open without one.",
  },
  tryAgain: { id: "pwa.offlinePage.tryAgain", defaultMessage: "Try again" },
});
