import { defineMessages } from "../../lib/i18n/use-intl.ts";

/** The event page's words (its refusals and states are eventMessages, in contracts/). */
export const eventDetailMessages = defineMessages({
  back: { id: "events.backToEvents", defaultMessage: "Events in {city}" },
  loading: { id: "events.loadingEvent", defaultMessage: "Loading event" },
  aMember: { id: "events.aMember", defaultMessage: "A member" },
  openMap: { id: "events.openMap", defaultMessage: "Open map" },
  newTab: { id: "events.opensInNewTab", defaultMessage: " (opens in a new tab)" },
  organisedBy: { id: "events.organisedBy", defaultMessage: "Organised by {name}" },
  interested: {
    id: "events.interestedCount",
    defaultMessage: "{count, plural, one {# interested} other {# interested}}",
  },
  waitingCount: {
    id: "events.waitingCount",
    defaultMessage: "{count, plural, one {# waiting} other {# waiting}}",
  },
  about: { id: "events.about", defaultMessage: "About this event" },
  logInToRsvp: { id: "events.logInToRsvp", defaultMessage: "<link>Log in</link> to RSVP." },
  joinToRsvp: { id: "events.joinToRsvp", defaultMessage: "<link>Join {city}</link> to RSVP." },
  nobodyGoing: { id: "events.nobodyGoing", defaultMessage: "Nobody has said they are going yet." },
  whoIsGoing: { id: "events.whoIsGoing", defaultMessage: "Who is going" },
});
