// Issue 31: filled in by its part.
export {};
