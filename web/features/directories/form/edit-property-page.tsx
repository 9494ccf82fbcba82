import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { type Property, propertyMessages } from "../../../../contracts/properties.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { isMissing } from "../../../lib/api.ts";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { ListingNotFound } from "../detail/entry-not-found.tsx";
import type { FlashState } from "../list/flash-notice.tsx";
import { useProperty, useWriteProperty } from "../use-properties.ts";
import { FormRefusal, ListingFormFrame } from "./form-frame.tsx";
import { keptPhotos } from "./photos-field.tsx";
import { PropertyForm, type PropertyFormValues } from "./property-form.tsx";
import { updatePropertyProblem } from "./property-problems.ts";

/** The form's starting values: the property as it is, features back on one line. */
const formValues = (property: Property): PropertyFormValues => ({
  title: property.title,
  description: property.description,
  price: property.price,
  listingType: property.listingType,
  propertyType: property.propertyType,
  bedrooms: property.bedrooms,
  bathrooms: property.bathrooms,
  parkingSpaces: property.parkingSpaces,
  floorAreaSqm: property.floorAreaSqm,
  landAreaSqm: property.landAreaSqm,
  streetAddress: property.streetAddress,
  suburb: property.suburb ?? "",
  postalCode: property.postalCode ?? "",
  features: property.features.join(", "),
  contactPhone: property.contact?.phone ?? "",
  contactEmail: property.contact?.email ?? "",
});

/** /city/:city/property/:id/edit: the owner or an admin (decision 5); others are told why not. */
export function EditPropertyPage() {
  return <PublicCity>{(found) => <EditProperty {...found} />}</PublicCity>;
}

function EditProperty({ city, viewer }: PublicCityView) {
  const { id = "" } = useParams();
  const property = useProperty(id);
  const write = useWriteProperty(city.slug, id);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const listPath = `/city/${encodeURIComponent(city.slug)}/property`;
  const detailPath = `${listPath}/${encodeURIComponent(id)}`;

  if (property.isPending) return <PageSpinner />;
  if (property.isError) {
    if (isMissing(property.error)) {
      return <ListingNotFound message={propertyMessages.notFound} listPath={listPath} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={couldNotLoad("the property", property.error)}
          retrying={property.isFetching}
          onRetry={() => property.refetch()}
        />
      </div>
    );
  }
  const { data } = property;
  return (
    <ListingFormFrame
      title="Edit Property"
      intro={data.title}
      backPath={detailPath}
      backLabel="Back to the property"
    >
      {!viewer ? (
        <FormRefusal message={propertyMessages.loginToCreate} signIn />
      ) : !data.canEdit ? (
        <FormRefusal message={propertyMessages.notOwner} signIn={false} />
      ) : (
        <PropertyForm
          initial={formValues(data)}
          initialPhotos={keptPhotos(data.photos)}
          listingTypeFixed
          submitLabel="Save Changes"
          busy={write.isPending}
          progress={write.progress}
          problem={problem}
          onSubmit={(
            { listingType: _fixed, contactEmail, contactPhone, ...values },
            photos,
            changed,
          ) => {
            setProblem(null);
            // The page shows the lister's own address when the property has none; it
            // becomes the property's only if the owner typed it.
            const contact = {
              ...(changed.contactEmail ? { contactEmail } : {}),
              ...(changed.contactPhone ? { contactPhone } : {}),
            };
            write.mutate(
              { data: { ...values, ...contact }, photos },
              {
                onSuccess: () =>
                  navigate(detailPath, {
                    state: { notice: propertyMessages.updated } satisfies FlashState,
                  }),
                onError: (error) => setProblem(updatePropertyProblem(error)),
              },
            );
          }}
        />
      )}
    </ListingFormFrame>
  );
}
