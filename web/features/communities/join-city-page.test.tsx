import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { communityMessages } from "../../../contracts/communities.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { serveApi, unreachable } from "../../../tests/support/fake-api.ts";
import { renderCityRoute } from "../../../tests/support/render-city-route.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { cityMembersQueryKey } from "./use-city-members.ts";

const joinPage = (city = aCity()) =>
  renderCityRoute(`/city/${city.slug}`, {
    viewer: aViewer(),
    cache: [[cityQueryKey(city.slug), city]],
  });

/** Answers every request with this status and body, and records what was asked. */
function serve(status: number, body: unknown) {
  return serveApi({ "GET *": { status, body }, "POST *": { status, body } });
}

async function answerEverything(user: ReturnType<typeof joinPage>["user"]) {
  await user.type(screen.getByLabelText("Why do you want to join?"), "I surf here every week.");
  await user.click(screen.getByRole("radio", { name: "I live here" }));
  await user.type(screen.getByLabelText("Your interests"), "Surfing, markets");
  await user.type(
    screen.getByLabelText("What do you hope to get from the community?"),
    "Meet neighbours",
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("The join page", () => {
  it("sends visitors to sign in", async () => {
    renderCityRoute("/city/gold-coast", { viewer: null });
    expect(await screen.findByText("Sign-in page")).toBeVisible();
  });

  it("sends members on to the community profile", async () => {
    renderCityRoute("/city/gold-coast", {
      viewer: aViewer(),
      cache: [
        [cityQueryKey("gold-coast"), aCity({ viewerStatus: "member" })],
        [cityMembersQueryKey("gold-coast"), []],
      ],
    });
    expect(await screen.findByRole("heading", { name: "Welcome to Gold Coast" })).toBeVisible();
  });

  it("titles the city from its address", () => {
    joinPage(aCity({ slug: "cape-town", name: "Cape Town" }));
    expect(screen.getByRole("heading", { level: 1, name: "Cape Town" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Submit Request" })).toBeVisible();
  });

  it("shows Membership Pending instead of the form after a request", () => {
    joinPage(aCity({ viewerStatus: "pending" }));
    expect(
      screen.getByRole("heading", { name: communityMessages.pendingTitle.defaultMessage }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Submit Request" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to communities" }).getAttribute("href")).toBe(
      "/communities",
    );
  });

  it("says City not found for an unknown city", async () => {
    serve(404, { code: errorCodes.NOT_FOUND, message: "City not found" });
    renderCityRoute("/city/atlantis", { viewer: aViewer() });
    expect(await screen.findByRole("heading", { name: "City not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See all communities" })).toBeVisible();
  });

  it("offers a retry when the membership status cannot be checked", async () => {
    serve(500, { message: "Database is down" });
    renderCityRoute("/city/gold-coast", { viewer: aViewer() });
    expect(await screen.findByText(communityMessages.checkFailed.defaultMessage)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

describe("Users asking to join a city", () => {
  it("are told to fill in all fields when they send an empty form", async () => {
    const requests = serve(201, { status: "pending" });
    const { user } = joinPage();
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    await expectAlert(communityMessages.emptyFields.defaultMessage);
    expect(screen.getByLabelText("Your interests").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("radiogroup", { name: "Your status" }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(requests).toEqual([]);
  });

  it("are told to fill in all fields when an answer is only spaces", async () => {
    const requests = serve(201, { status: "pending" });
    const { user } = joinPage();
    await answerEverything(user);
    await user.clear(screen.getByLabelText("Your interests"));
    await user.type(screen.getByLabelText("Your interests"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    await expectAlert(communityMessages.emptyFields.defaultMessage);
    expect(screen.getByLabelText("Your interests").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Your interests")).toBe(document.activeElement);
    expect(requests).toEqual([]);
  });

  it("see the server's words when a request is already pending", async () => {
    serve(409, {
      code: errorCodes.CONFLICT,
      message: communityMessages.pendingExists.defaultMessage,
    });
    const { user } = joinPage();
    await answerEverything(user);
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      communityMessages.pendingExists.defaultMessage,
    );
  });

  it("see a generic failure when the server refuses for another reason", async () => {
    serve(500, { message: "boom" });
    const { user } = joinPage();
    await answerEverything(user);
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      communityMessages.submitFailed.defaultMessage,
    );
  });

  it("see an error when the request never reaches the server", async () => {
    serveApi({ "GET *": unreachable, "POST *": unreachable });
    const { user } = joinPage();
    await answerEverything(user);
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      communityMessages.submitError.defaultMessage,
    );
  });

  it("send trimmed answers, see the success message and a countdown to the communities", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // After the request the page refreshes who the viewer is and the city's badge.
    const requests = serveApi({
      "POST /api/cities/gold-coast/membership-requests": {
        status: 201,
        body: { status: "pending" },
      },
      "GET /api/me": {
        status: 200,
        body: { viewer: aViewer({ pendingCitySlugs: ["gold-coast"] }) },
      },
      "GET *": { status: 200, body: aCity({ viewerStatus: "pending" }) },
    });
    const { user } = renderCityRoute("/city/gold-coast", {
      viewer: aViewer(),
      cache: [[cityQueryKey("gold-coast"), aCity()]],
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.type(screen.getByLabelText("Why do you want to join?"), "  I surf here.  ");
    await user.click(screen.getByRole("radio", { name: "I'm visiting" }));
    await user.type(screen.getByLabelText("Your interests"), "Surfing");
    await user.type(screen.getByLabelText("What do you hope to get from the community?"), "Tips");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText(communityMessages.requestSent.defaultMessage)).toBeVisible();
    expect(requests[0]).toEqual({
      route: "POST /api/cities/gold-coast/membership-requests",
      body: {
        reason: "I surf here.",
        residentStatus: "visitor",
        interests: "Surfing",
        expectations: "Tips",
      },
    });
    expect(screen.getByText(/Redirecting in/).textContent).toBe("Redirecting in 3…");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(/Redirecting in/).textContent).toBe("Redirecting in 2…");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(/Redirecting in/).textContent).toBe("Redirecting in 1…");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText("Communities page")).toBeVisible();
  });
});
