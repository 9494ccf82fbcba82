import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// API tests run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (npm test provides one), so both engines stay honest.
const engines = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineConfig({
  test: {
    projects: [
      ...engines.map((engine) => ({
        test: {
          name: `api-${engine}`,
          include: ["server/**/*.test.ts", "contracts/**/*.test.ts"],
          environment: "node",
          env: { COASTAL_TEST_ENGINE: engine },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["tests/support/web-setup.ts"],
        },
      },
    ],
  },
});
