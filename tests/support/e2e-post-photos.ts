// Journeys that post a photo set (issue 35): three photos picked through the composer's
// "Add photos" file chooser, and the descriptions a journey gives them.
import type { Page } from "@playwright/test";
import { jpegWithGps, smallPng } from "./test-images.ts";

export const threeAlts = [
  "Surfers waiting for a wave",
  "The pier at low tide",
  "A pelican on a post",
];

/** Picks a landscape JPEG with GPS in its EXIF, a landscape PNG and a portrait PNG, in that order. */
export async function pickThreePhotos(page: Page) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles([
    { name: "surf.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps(1200, 800) },
    { name: "pier.png", mimeType: "image/png", buffer: await smallPng(900, 600) },
    { name: "pelican.png", mimeType: "image/png", buffer: await smallPng(600, 800) },
  ]);
}
