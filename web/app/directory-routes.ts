import type { RouteObject } from "react-router";
import { citySections } from "../../contracts/city-sections.ts";
import { page } from "./lazy-page.ts";

// The city's directories' pages (decisions 023, 061), a family of their own in the route
// table: router.tsx spreads them among its children. The build reads this list as it reads
// router.tsx (scripts/build/route-shells.ts, `routesIn`): each route is written as the
// router's are (a path string, then `...page` with its import), and this file stays beside it.

const standardPaths = { List: "", New: "/new", Detail: "/:id", Edit: "/:id/edit" } as const;

export const directoryRoutes: RouteObject[] = [
  // Marketplace and properties (issue 10; edit routes: product decision 5).
  {
    path: "/city/:city/marketplace",
    ...page(
      () => import("../features/directories/marketplace-pages.tsx"),
      (m) => m.MarketplacePage,
    ),
  },
  {
    path: "/city/:city/marketplace/new",
    ...page(
      () => import("../features/directories/marketplace-form-pages.tsx"),
      (m) => m.NewMarketplaceItemPage,
    ),
  },
  {
    path: "/city/:city/marketplace/:id",
    ...page(
      () => import("../features/directories/marketplace-detail-pages.tsx"),
      (m) => m.MarketplaceItemDetailPage,
    ),
  },
  {
    path: "/city/:city/marketplace/:id/edit",
    ...page(
      () => import("../features/directories/marketplace-form-pages.tsx"),
      (m) => m.EditMarketplaceItemPage,
    ),
  },
  {
    path: "/city/:city/property",
    ...page(
      () => import("../features/directories/properties-pages.tsx"),
      (m) => m.PropertiesPage,
    ),
  },
  {
    path: "/city/:city/property/new",
    ...page(
      () => import("../features/directories/properties-form-pages.tsx"),
      (m) => m.NewPropertyPage,
    ),
  },
  {
    path: "/city/:city/property/:id",
    ...page(
      () => import("../features/directories/properties-detail-pages.tsx"),
      (m) => m.PropertyDetailPage,
    ),
  },
  {
    path: "/city/:city/property/:id/edit",
    ...page(
      () => import("../features/directories/properties-form-pages.tsx"),
      (m) => m.EditPropertyPage,
    ),
  },
  // Dining and shopping (issue 11; paths: product decisions 3 and 4).
  {
    path: "/city/:city/dining",
    ...page(
      () => import("../features/directories/dining-pages.tsx"),
      (m) => m.DiningPage,
    ),
  },
  {
    path: "/city/:city/dining/restaurant/:id",
    ...page(
      () => import("../features/directories/dining-pages.tsx"),
      (m) => m.RestaurantDetailPage,
    ),
  },
  {
    path: "/city/:city/dining/restaurant/:id/edit",
    ...page(
      () => import("../features/directories/dining-pages.tsx"),
      (m) => m.EditRestaurantPage,
    ),
  },
  {
    path: "/city/:city/restaurant/new",
    ...page(
      () => import("../features/directories/dining-pages.tsx"),
      (m) => m.NewRestaurantPage,
    ),
  },
  {
    path: "/city/:city/restaurant/:id",
    ...page(
      () => import("../features/directories/dining-pages.tsx"),
      (m) => m.RestaurantRedirect,
    ),
  },
  {
    path: "/city/:city/shopping",
    ...page(
      () => import("../features/directories/shopping-pages.tsx"),
      (m) => m.ShoppingPage,
    ),
  },
  {
    path: "/city/:city/shop/new",
    ...page(
      () => import("../features/directories/shopping-pages.tsx"),
      (m) => m.NewShopPage,
    ),
  },
  {
    path: "/city/:city/shop/:id",
    ...page(
      () => import("../features/directories/shopping-pages.tsx"),
      (m) => m.ShopDetailPage,
    ),
  },
  {
    path: "/city/:city/shop/:id/edit",
    ...page(
      () => import("../features/directories/shopping-pages.tsx"),
      (m) => m.EditShopPage,
    ),
  },
  // Every directory whose section has `standardPages` (contracts/city-sections.ts): its
  // list, new, detail and edit pages, drawn from its web config.
  ...citySections.flatMap((section) =>
    "standardPages" in section
      ? (["List", "New", "Detail", "Edit"] as const).map((name) => ({
          path: `/city/:city/${section.slug}${standardPaths[name]}`,
          ...page(
            () =>
              import("../features/directories/standard-pages.tsx").then((m) =>
                m.standardPages(section.slug),
              ),
            (pages) => pages[name],
          ),
        }))
      : [],
  ),
];
