import { Navigate, useParams } from "react-router";
import { BusinessDetailPage } from "./detail/business-detail-page.tsx";
import { dining } from "./dining.tsx";
import { EditBusinessPage, NewBusinessPage } from "./form/business-form-pages.tsx";
import { RestaurantForm } from "./form/restaurant-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";

/** /city/:city/dining: the city's restaurants, A to Z. */
export const DiningPage = () => <DirectoryListPage directory={dining} />;

/** /city/:city/dining/restaurant/:id: the canonical detail (decision 3). */
export const RestaurantDetailPage = () => <BusinessDetailPage directory={dining} />;

/** /city/:city/restaurant/:id goes to the canonical detail (decision 3). */
export function RestaurantRedirect() {
  const { city = "", id = "" } = useParams();
  return <Navigate to={dining.paths.detail(city, id)} replace />;
}

/** /city/:city/restaurant/new */
export const NewRestaurantPage = () => (
  <NewBusinessPage directory={dining} renderForm={(slot) => <RestaurantForm {...slot} />} />
);

/** /city/:city/dining/restaurant/:id/edit: the owner or an admin. */
export const EditRestaurantPage = () => (
  <EditBusinessPage directory={dining} renderForm={(slot) => <RestaurantForm {...slot} />} />
);
