import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { stopServingApi } from "./fake-api.ts";

afterEach(() => {
  cleanup();
  stopServingApi();
});
