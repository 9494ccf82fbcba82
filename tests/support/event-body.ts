// Test support: the JSON body that creates an event, ten days ahead (city wall-clock time).

export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const newEventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Sunset swim",
  description: "Meet at the lifeguard tower.",
  startsAt: `${dayFromNow(10)}T18:00`,
  endsAt: `${dayFromNow(10)}T19:00`,
  venue: "South Pointe",
  address: "1 Washington Ave",
  capacity: 20,
  ...overrides,
});
