/**
 * Every query that shows what the viewer saved starts with this (the profile's Saved
 * list); a directory's Save button and writes refresh it.
 */
export const savedQueryKey = ["saved"] as const;
