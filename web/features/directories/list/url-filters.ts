import { useSearchParams } from "react-router";

/**
 * A list's filters kept in the address (decision 023): a filtered list can be
 * shared as a link, survives a reload, and the back button undoes "Apply Filters".
 * Empty values ("Any", a blank bound) leave the address altogether.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const applied = appliedFilters(params, keys);
  const apply = (values: Partial<Record<Key, string>>) => {
    const next = new URLSearchParams(params);
    for (const key of keys) {
      if (!(key in values)) continue;
      const value = values[key]?.trim() ?? "";
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { applied, apply };
}

/** The filters `params` apply, every key present ("" when unset): the list's query key holds them so. */
export const appliedFilters = <Key extends string>(params: URLSearchParams, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<Key, string>;

/** The query string the API takes for the applied filters (only the filled ones). */
export function filterQuery(applied: Readonly<Record<string, string>>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(applied)) if (value) query.set(key, value);
  return query;
}
