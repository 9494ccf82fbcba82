import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneMessages } from "../../../contracts/phone-rules.ts";
import {
  createTestApp,
  joinApproved,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 28: "Text Seller" could never appear because nothing set a phone number.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setPhone = (client: TestClient, phone: string | null) =>
  client.request("PATCH", "/api/profile", { phone });

describe("A member's phone number", () => {
  it("is optional, kept in E.164, and can be removed again", async () => {
    const { client } = await signUpVerified(t);
    expect((await client.get("/api/profile")).json().phone).toBeNull();
    const saved = await setPhone(client, "+61412345678");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: "+61412345678", phoneCountry: "AU" });
    expect((await setPhone(client, "")).json().phone).toBeNull();
    expect((await setPhone(client, "+13055550123")).json()).toMatchObject({
      phone: "+13055550123",
      phoneCountry: "US",
    });
    // Any country's number, checked against that country's numbering plan.
    expect((await setPhone(client, "+447400123456")).json()).toMatchObject({
      phone: "+447400123456",
      phoneCountry: "GB",
    });
    expect((await setPhone(client, null)).json().phone).toBeNull();
  });

  it("refuses what is not a number of the country, leaving the old one", async () => {
    const { client } = await signUpVerified(t);
    await setPhone(client, "+27821234567");
    for (const [phone, message] of [
      ["0412 345 678", phoneMessages.invalid.defaultMessage],
      ["+6141234", phoneMessages.invalid.defaultMessage],
      ["+614123456789", phoneMessages.invalid.defaultMessage],
      ["+61012345678", phoneMessages.invalid.defaultMessage],
      ["+11305555012", phoneMessages.invalid.defaultMessage],
      ["+44 7911 123456", phoneMessages.invalid.defaultMessage],
      ["+4479111234", phoneMessages.invalid.defaultMessage],
      ["call me", phoneMessages.invalid.defaultMessage],
    ] as const) {
      const refused = await setPhone(client, phone);
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().message, phone).toBe(message);
    }
    expect((await client.get("/api/profile")).json().phone).toBe("+27821234567");
  });

  it("starts the country picker at the member's city", async () => {
    const admin = (await signUpAdmin(t)).client;
    const miamian = await signUpMember(t, admin, "miami");
    expect((await miamian.client.get("/api/profile")).json().phoneCountry).toBe("US");
    // The newest membership is the active city (decision 13).
    await joinApproved(admin, miamian, "cape-town");
    expect((await miamian.client.get("/api/profile")).json().phoneCountry).toBe("ZA");
  });

  it("is shown with the member's listings to signed-in viewers only", async () => {
    const seller = await signUpVerified(t);
    const buyer = await signUpVerified(t);
    await setPhone(seller.client, "+61755501234");
    const listing = (
      await seller.client.post("/api/cities/gold-coast/marketplace-items", {
        title: "Longboard, 9'1",
        description: "Single fin, a ding on the rail, fixed.",
        category: "sports",
        condition: "good",
        price: 350,
      })
    ).json();
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/marketplace-items/${listing.id}`)).json().contact).toBeNull();
    expect((await buyer.client.get(`/api/marketplace-items/${listing.id}`)).json().contact).toEqual(
      {
        email: seller.email,
        phone: "+61755501234",
      },
    );
  });
});
