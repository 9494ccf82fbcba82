import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 27, item 1: an event titled "Party\r\nATTENDEE:…" wrote raw lines into the
// public .ics, through the calendar's NAME and X-WR-CALNAME. Whatever people type,
// a calendar app reads back exactly the events that were created, nothing more.

const injection = "Party\r\nATTENDEE:mailto:evil@x.test\r\nEND:VEVENT\r\nBEGIN:VALARM";
const hostileCityName = "Evil\r\nX-INJECTED:1\nEND:VCALENDAR\r; Bay, \\ 🌊";

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Hostile = { title: string; description: string; venue: string; address: string };
const hostileEvents: Hostile[] = [
  {
    title: injection,
    description: "Line one\r\nSUMMARY:forged\r\n\r\nBEGIN:VTODO\r\nEND:VTODO",
    venue: "Hall\rDTSTART:19700101T000000Z",
    address: "1 Main St\nLOCATION:elsewhere",
  },
  {
    title: "semi; colon, comma \\ backslash \\n not a break \\; \\,",
    description: `${"a;b,c\\d ".repeat(55)}\n${"🏄‍♀️🌊".repeat(60)}`,
    venue: "Bar; Grill, \\ Co",
    address: "x".repeat(300),
  },
  {
    title: "🌊".repeat(60),
    description: `${"é".repeat(500)}\r${"😀".repeat(250)}`,
    venue: "Tab\there, bell\u0007 escape\u001b delete\u007f c1\u0085",
    address: "Beach Rd \u2028 sep",
  },
];

// What a calendar can carry: line breaks as "\n", no other control character but tab.
const carried = (value: string) =>
  value
    .trim()
    .replace(/\r\n|\r/g, "\n")
    .replace(/[^\P{Cc}\t\n]/gu, "");

// ical.js reads properties it has no definition for (RFC 7986's NAME, the X-WR- names)
// raw; calendar apps read them as TEXT, and so does this test.
for (const name of ["name", "x-wr-calname", "x-wr-caldesc"]) {
  ICAL.design.icalendar.property[name] = { defaultType: "text" };
}

let t: TestApp;
let member: TestClient;
let citySlug: string;
const created: { id: string; event: Hostile }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t);
  const city = await admin.client.post("/api/admin/cities", {
    name: hostileCityName,
    timeZone: "Australia/Brisbane",
  });
  expect(city.statusCode, city.body).toBe(201);
  citySlug = city.json().slug;
  member = (await signUpMember(t, admin.client, citySlug)).client;
  for (const [index, event] of hostileEvents.entries()) {
    const response = await member.post(`/api/cities/${citySlug}/events`, {
      ...event,
      startsAt: `${dayFromNow(10 + index)}T09:00`,
      endsAt: `${dayFromNow(10 + index)}T11:30`,
    });
    expect(response.statusCode, response.body).toBe(201);
    created.push({ id: response.json().id, event });
  }
});
afterAll(() => t.close());

/** Every line of the file as sent: CRLF-terminated, at most 75 octets, no bare CR or LF. */
function expectWellFormedLines(body: string) {
  expect(body.endsWith("END:VCALENDAR")).toBe(true);
  const lines = body.split("\r\n");
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  // A property starts each unfolded line; only BEGIN/END open or close a component.
  const unfolded = body.replace(/\r\n /g, "").split("\r\n");
  const structure = unfolded.filter((line) => /^(BEGIN|END):/.test(line));
  return { unfolded, structure };
}

const calendarProperties = ["version", "prodid", "name", "x-wr-calname"];
const eventProperties = [
  "uid",
  "sequence",
  "dtstamp",
  "dtstart",
  "dtend",
  "status",
  "summary",
  "location",
  "description",
  "url",
  "created",
  "last-modified",
];
const names = (component: ICAL.Component) =>
  component.getAllProperties().map((property) => property.name);

/** The parsed VEVENT holds the created event's words, as entered, and nothing else. */
function expectEvent(vevent: ICAL.Component, id: string, event: Hostile) {
  expect(names(vevent).sort()).toEqual([...eventProperties].sort());
  expect(vevent.getAllSubcomponents()).toHaveLength(0);
  expect(vevent.getFirstPropertyValue("uid")).toBe(`${id}@coastal`);
  expect(vevent.getFirstPropertyValue("summary")).toBe(carried(event.title));
  expect(vevent.getFirstPropertyValue("description")).toBe(carried(event.description));
  expect(vevent.getFirstPropertyValue("location")).toBe(
    carried(`${event.venue.trim()}, ${event.address.trim()}`),
  );
}

describe("calendars written from hostile text", () => {
  it("give one event's .ics exactly that event, its name escaped and folded", async () => {
    for (const { id, event } of created) {
      const response = await new TestClient(t.app).get(`/api/events/${id}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      const { structure } = expectWellFormedLines(response.body);
      expect(structure).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      expect(names(calendar).sort()).toEqual([...calendarProperties].sort());
      expect(calendar.getFirstPropertyValue("name")).toBe(carried(event.title));
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(carried(event.title));
      const components = calendar.getAllSubcomponents();
      expect(components.map((component) => component.name)).toEqual(["vevent"]);
      expectEvent(components[0] as ICAL.Component, id, event);
    }
  });

  it("give the city's feed exactly its events, under the city's name escaped", async () => {
    const response = await new TestClient(t.app).get(`/api/cities/${citySlug}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const { structure } = expectWellFormedLines(response.body);
    expect(structure).toEqual([
      "BEGIN:VCALENDAR",
      ...created.flatMap(() => ["BEGIN:VEVENT", "END:VEVENT"]),
      "END:VCALENDAR",
    ]);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(names(calendar).sort()).toEqual(
      [...calendarProperties, "url", "x-wr-caldesc", "refresh-interval", "x-published-ttl"].sort(),
    );
    const cityName = carried(hostileCityName);
    expect(calendar.getFirstPropertyValue("name")).toBe(`${cityName} events on Coastal`);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${cityName} events on Coastal`);
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(`Upcoming events in ${cityName}`);
    const components = calendar.getAllSubcomponents();
    expect(components.map((component) => component.name)).toEqual(created.map(() => "vevent"));
    for (const [index, { id, event }] of created.entries()) {
      expectEvent(components[index] as ICAL.Component, id, event);
    }
  });
});
