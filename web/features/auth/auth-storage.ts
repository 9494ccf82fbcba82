// Browser storage can be disabled or full (private modes, strict policies);
// sign-in must keep working without it, so every access is guarded.

const keys = {
  /** The address a user signed up with, to prefill the expired-link and verified states. */
  pendingEmail: "coastal.pendingEmail",
  /** A city slug left by the membership flow; the next sign-in goes to its profile once. */
  approvedCommunity: "coastal.approvedCommunity",
} as const;

type StoredValue = keyof typeof keys;

export function readStored(name: StoredValue): string | null {
  try {
    return window.localStorage.getItem(keys[name]);
  } catch {
    return null;
  }
}

export function writeStored(name: StoredValue, value: string) {
  try {
    window.localStorage.setItem(keys[name], value);
  } catch {
    // Only a convenience is lost: the user types the address again.
  }
}

export function removeStored(name: StoredValue) {
  try {
    window.localStorage.removeItem(keys[name]);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
