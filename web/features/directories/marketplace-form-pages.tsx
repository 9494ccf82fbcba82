import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { listingForm } from "./form/listing-kind-form.tsx";
import { marketplace } from "./marketplace.tsx";
import { marketplaceListing } from "./marketplace-basics.ts";

// A marketplace item's create and edit pages, drawn by the kernel from marketplaceListing:
// title, description, category, condition, price and up to 8 photos; back to the list once listed.

const form = listingForm(marketplaceListing);

/** /city/:city/marketplace/new */
export const NewMarketplaceItemPage = () => <NewEntryPage directory={marketplace} form={form} />;

/** /city/:city/marketplace/:id/edit */
export const EditMarketplaceItemPage = () => <EditEntryPage directory={marketplace} form={form} />;
