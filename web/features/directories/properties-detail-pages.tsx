import { ListingDetailPage } from "./detail/listing-detail-page.tsx";
import { propertyListing } from "./property-basics.ts";

// A property's page, drawn by the kernel from propertyListing. It loads no list code
// (decision 092), so it has a module of its own beside properties-form-pages.tsx.

/** /city/:city/property/:id: public; contact details for signed-in viewers only (decision 9). */
export const PropertyDetailPage = () => <ListingDetailPage directory={propertyListing} />;
