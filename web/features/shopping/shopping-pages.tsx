import { BusinessDetailPage } from "../../components/business/business-detail-page.tsx";
import {
  EditBusinessPage,
  NewBusinessPage,
} from "../../components/business/business-form-pages.tsx";
import { BusinessListPage } from "../../components/business/business-list-page.tsx";
import { ShopForm } from "./shop-form.tsx";
import { shopping } from "./shopping.tsx";

/** /city/:city/shopping: the city's shops, A to Z. */
export const ShoppingPage = () => <BusinessListPage directory={shopping} />;

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
