import { PlaceDetailPage } from "./detail/place-detail-page.tsx";
import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { placeForm } from "./form/place-form.ts";
import { PlaceKindForm } from "./form/place-kind-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";
import { shopping } from "./shopping.tsx";

const shopForm = placeForm(shopping, (slot) =>
  shopping.form ? <PlaceKindForm fields={shopping.form} slot={slot} /> : null,
);

/** /city/:city/shopping: the city's shops, A to Z. */
export const ShoppingPage = () => <DirectoryListPage directory={shopping} />;

/** /city/:city/shop/:id (decision 4). */
export const ShopDetailPage = () => <PlaceDetailPage directory={shopping} />;

/** /city/:city/shop/new */
export const NewShopPage = () => <NewEntryPage directory={shopping} form={shopForm} />;

/** /city/:city/shop/:id/edit: the owner or an admin. */
export const EditShopPage = () => <EditEntryPage directory={shopping} form={shopForm} />;
