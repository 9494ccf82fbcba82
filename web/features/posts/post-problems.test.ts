import { createIntl } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { photoProblem } from "./photo-picker.tsx";
import { createPostProblem } from "./use-create-post.ts";

// The words an English page says, as a page's useIntl() gives them.
const english = createIntl({ locale: "en", messages: {}, onError: () => {} });

const refused = (status: number, message: string) => new ApiError(status, "ERROR", message);

describe("What a member is told when a post fails", () => {
  it.each([
    [
      refused(400, "Only JPEG, PNG, WebP or GIF images can be uploaded."),
      "Error uploading image: Only JPEG, PNG, WebP or GIF images can be uploaded.",
    ],
    [refused(413, "Payload Too Large"), "Error uploading image: Images must be 10 MB or smaller."],
    [
      refused(401, "You must be logged in to post!"),
      "Authentication error. Please try logging in again.",
    ],
    [
      refused(403, "Forbidden"),
      "You must be an active member to post in this community. Please join the community first.",
    ],
    [
      refused(400, "Please write something to post."),
      "Error creating post: Please write something to post.",
    ],
    [refused(500, "Database unavailable"), "Error creating post. Please try again."],
    [refused(503, "Service unavailable"), "Error creating post. Please try again."],
    [new ApiError(0, "NETWORK", "Failed to fetch"), "Error creating post. Please try again."],
  ])("%s", (error, message) => {
    expect(createPostProblem(error, english)).toBe(message);
  });

  it("refuses a file the server would refuse before sending it", () => {
    expect(photoProblem(new File(["hi"], "notes.txt", { type: "text/plain" }), english)).toBe(
      "Error uploading image: Only JPEG, PNG, WebP or GIF images can be uploaded.",
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", {
      type: "image/jpeg",
    });
    expect(photoProblem(huge, english)).toBe(
      "Error uploading image: Images must be 10 MB or smaller.",
    );
    expect(photoProblem(new File(["x"], "ok.webp", { type: "image/webp" }), english)).toBeNull();
  });
});
