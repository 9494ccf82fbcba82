import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { listingForm } from "./form/listing-kind-form.tsx";
import { properties } from "./properties.tsx";
import { propertyListing } from "./property-basics.ts";

// A property's create and edit pages, drawn by the kernel from propertyListing: the spec's
// fields and up to 8 photos; the listing type is fixed once created; back to the list once listed.

const form = listingForm(propertyListing);

/** /city/:city/property/new */
export const NewPropertyPage = () => <NewEntryPage directory={properties} form={form} />;

/** /city/:city/property/:id/edit */
export const EditPropertyPage = () => <EditEntryPage directory={properties} form={form} />;
