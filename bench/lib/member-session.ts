// A real account through the real HTTP API: sign up, follow the mailed link, sign in.
const password = "Bench-Waves-2026";

export async function signUp(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password, name: "bench", callbackURL: "/auth?verified=true" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
}

export async function followLink(link: string) {
  const response = await fetch(link, { redirect: "manual" });
  if (!(response.headers.get("location") ?? "").includes("verified=true")) {
    throw new Error(`verification failed: ${response.status}`);
  }
}

/** Signs in and returns the Cookie header that carries the session. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export const verificationLinkIn = (text: string) =>
  text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
