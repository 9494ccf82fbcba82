import type { ReactNode } from "react";

/**
 * What the dining and shopping pages differ in (decision 027): their words,
 * their paths and the one field that differs (cuisine or category). The pages
 * themselves are the shared components in this folder.
 */
export interface Directory {
  /** The API's collection: /api/cities/{city}/restaurants, /api/restaurants/{id}. */
  api: "restaurants" | "shops";
  /** "restaurant", "shop": for labels ("Manage your restaurant"). */
  what: string;
  /** "Restaurants", "Shops": the results' heading for screen readers. */
  plural: string;
  /** The section's title: "Dining", "Shopping". */
  title: string;
  /** The banner's line under the title. */
  intro: string;
  searchPlaceholder: string;
  /** "Cuisine", "Category": the card badge's and the filter's label. */
  kindLabel: string;
  /** The list's filter parameter for the kind ("cuisine", "category"). */
  kindFilter: "cuisine" | "category";
  /** The kind filter's field, given the draft value. */
  renderKindFilter: (value: string, onChange: (value: string) => void) => ReactNode;
  paths: {
    list: (city: string) => string;
    detail: (city: string, id: string) => string;
    edit: (city: string, id: string) => string;
    create: (city: string) => string;
  };
  messages: {
    add: string;
    loginToCreate: string;
    cityNotFound: string;
    fetchError: string;
    noItems: string;
    notFound: string;
    loadError: string;
    notOwner: string;
    created: string;
    updated: string;
    createError: string;
    updateError: string;
    deleteConfirm: string;
  };
}

export const cityPath = (city: string) => `/city/${encodeURIComponent(city)}`;
