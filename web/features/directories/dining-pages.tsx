import { Navigate, useParams } from "react-router";
import { PlaceDetailPage } from "./detail/place-detail-page.tsx";
import { dining } from "./dining.tsx";
import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { placeForm } from "./form/place-form.ts";
import { RestaurantForm } from "./form/restaurant-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";

const restaurantForm = placeForm(dining, (slot) => <RestaurantForm {...slot} />);

/** /city/:city/dining: the city's restaurants, A to Z. */
export const DiningPage = () => <DirectoryListPage directory={dining} />;

/** /city/:city/dining/restaurant/:id: the canonical detail (decision 3). */
export const RestaurantDetailPage = () => <PlaceDetailPage directory={dining} />;

/** /city/:city/restaurant/:id goes to the canonical detail (decision 3). */
export function RestaurantRedirect() {
  const { city = "", id = "" } = useParams();
  return <Navigate to={dining.paths.detail(city, id)} replace />;
}

/** /city/:city/restaurant/new */
export const NewRestaurantPage = () => <NewEntryPage directory={dining} form={restaurantForm} />;

/** /city/:city/dining/restaurant/:id/edit: the owner or an admin. */
export const EditRestaurantPage = () => <EditEntryPage directory={dining} form={restaurantForm} />;
