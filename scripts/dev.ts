// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173.
import { spawn } from "node:child_process";

const children = [
  // Settings default to production; development adds Vite's origin and the open /dev/mail page.
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
console.log("Open http://localhost:5173 (API on http://localhost:3000)");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
