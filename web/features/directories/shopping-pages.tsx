import { BusinessDetailPage } from "./detail/business-detail-page.tsx";
import { EditBusinessPage, NewBusinessPage } from "./form/business-form-pages.tsx";
import { ShopForm } from "./form/shop-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";
import { shopping } from "./shopping.tsx";

/** /city/:city/shopping: the city's shops, A to Z. */
export const ShoppingPage = () => <DirectoryListPage directory={shopping} />;

/** /city/:city/shop/:id (decision 4). */
export const ShopDetailPage = () => <BusinessDetailPage directory={shopping} />;

/** /city/:city/shop/new */
export const NewShopPage = () => (
  <NewBusinessPage directory={shopping} renderForm={(slot) => <ShopForm {...slot} />} />
);

/** /city/:city/shop/:id/edit: the owner or an admin. */
export const EditShopPage = () => (
  <EditBusinessPage directory={shopping} renderForm={(slot) => <ShopForm {...slot} />} />
);
