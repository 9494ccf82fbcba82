// The profile's words without zod: the city switcher imports these, and
// contracts/profiles.ts (which re-exports them) the server and the profile form (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

export const activeCityMessages = defineMessages({
  chooseCity: { id: "profiles.chooseCity", defaultMessage: "Choose one of your communities." },
  notMember: {
    id: "profiles.notMember",
    defaultMessage: "You can only switch to a community you are an active member of.",
  },
  switchFailed: {
    id: "profiles.switchFailed",
    defaultMessage: "Could not switch community. Please try again.",
  },
});
