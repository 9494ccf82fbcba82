import { ListingDetailPage } from "./detail/listing-detail-page.tsx";
import { marketplaceListing } from "./marketplace-basics.ts";

// A marketplace item's page, drawn by the kernel from marketplaceListing. It loads no list
// code (decision 092), so it has a module of its own beside marketplace-form-pages.tsx.

/** /city/:city/marketplace/:id: public; contact details for signed-in viewers only (decision 9). */
export const MarketplaceItemDetailPage = () => <ListingDetailPage directory={marketplaceListing} />;
