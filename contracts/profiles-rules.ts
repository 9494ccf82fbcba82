// The profile's words and limits without zod: the city switcher and the profile page import
// these, and contracts/profiles.ts (which re-exports them) the server and the profile form
// (decision 037).

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

export const profileMessages = defineMessages({
  usernameEmpty: { id: "profiles.usernameEmpty", defaultMessage: "Username cannot be empty" },
  usernameFailed: {
    id: "profiles.usernameFailed",
    defaultMessage: "Failed to update username. Please try again.",
  },
  bioFailed: {
    id: "profiles.bioFailed",
    defaultMessage: "Failed to update bio. Please try again.",
  },
  profileNotFound: { id: "profiles.profileNotFound", defaultMessage: "Profile not found" },
  noImage: { id: "profiles.noImage", defaultMessage: "You must select an image to upload." },
  avatarFailed: {
    id: "profiles.avatarFailed",
    defaultMessage: "Error uploading avatar: {problem}",
  },
  usernameReserved: {
    id: "profiles.usernameReserved",
    defaultMessage: "This username is reserved. Please choose another one.",
  },
  usernameTaken: {
    id: "profiles.usernameTaken",
    defaultMessage: "That username is taken. Please choose another one.",
  },
});

export const profileLimits = { usernameMax: 40, bioMax: 500 } as const;
