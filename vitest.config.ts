import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "api",
          include: ["server/**/*.test.ts", "contracts/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // The PostgreSQL server every API test file makes its own database on.
          globalSetup: ["tests/support/vitest-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
