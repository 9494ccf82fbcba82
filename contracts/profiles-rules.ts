// The profile's words without zod: the city switcher imports these, and
// contracts/profiles.ts (which re-exports them) the server and the profile form (decision 037).

export const activeCityMessages = {
  chooseCity: "Choose one of your communities.",
  notMember: "You can only switch to a community you are an active member of.",
  switchFailed: "Could not switch community. Please try again.",
} as const;
