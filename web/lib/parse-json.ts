/** JSON.parse for text from elsewhere (a reply, a stream): null when it is not JSON. */
export function parseJsonOrNull(text: unknown): unknown {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
