import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityWithMembers, type TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { create, dayFromNow, endInThePast } from "./events-test-support.ts";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, alice, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

describe("calendars", () => {
  it("gives an event as an .ics file a calendar app can read", async () => {
    const { id } = await create(alice, { title: "Sunset paddle, Currumbin" });
    const response = await new TestClient(t.app).get(`/api/events/${id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("Sunset paddle, Currumbin");
    expect(event.uid).toBe(`${id}@coastal`);
    expect(event.location).toBe("Burleigh Heads surf club, Goodwin Terrace, Burleigh Heads QLD");
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(`${dayFromNow(10)}T09:00:00+10:00`).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      new Date(`${dayFromNow(10)}T11:30:00+10:00`).toISOString(),
    );
    expect(vevent?.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect((await alice.get(`/api/events/${crypto.randomUUID()}/calendar.ics`)).statusCode).toBe(
      404,
    );
  });

  it("serves each city's upcoming events as a public feed, cancelled ones marked", async () => {
    const coming = await create(bob, { title: "Feed: market day" });
    const called = await create(bob, { title: "Feed: called off" });
    await bob.post(`/api/events/${called.id}/cancel`);
    const over = await create(bob, { title: "Feed: already over" });
    await endInThePast(t, over.id);

    const response = await new TestClient(t.app).get("/api/cities/gold-coast/calendar.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Gold Coast events on Coastal");
    const byTitle = new Map(
      calendar
        .getAllSubcomponents("vevent")
        .map((vevent) => [vevent.getFirstPropertyValue("summary"), vevent]),
    );
    expect(byTitle.get("Feed: market day")?.getFirstPropertyValue("uid")).toBe(
      `${coming.id}@coastal`,
    );
    expect(byTitle.get("Feed: called off")?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(byTitle.has("Feed: already over")).toBe(false);
    expect((await alice.get("/api/cities/atlantis/calendar.ics")).statusCode).toBe(404);
  });

  it("names the city's feed in the request's language", async () => {
    const response = await new TestClient(t.app).request(
      "GET",
      "/api/cities/gold-coast/calendar.ics",
      undefined,
      { "accept-language": "es-US,es;q=0.9" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain("accept-language");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Eventos de Gold Coast en Coastal");
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe("Próximos eventos en Gold Coast");
  });
});
