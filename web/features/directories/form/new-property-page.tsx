import { useState } from "react";
import { useNavigate } from "react-router";
import { propertyMessages } from "../../../../contracts/properties.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import type { FlashState } from "../list/flash-notice.tsx";
import { useWriteProperty } from "../use-properties.ts";
import { FormRefusal, ListingFormFrame } from "./form-frame.tsx";
import { PropertyForm } from "./property-form.tsx";
import { createPropertyProblem } from "./property-problems.ts";

/** /city/:city/property/new: any signed-in user may list (spec section 6). */
export function NewPropertyPage() {
  return (
    <PublicCity notFound={propertyMessages.cityNotFound}>
      {(found) => <NewProperty {...found} />}
    </PublicCity>
  );
}

function NewProperty({ city, cityName, viewer }: PublicCityView) {
  const listPath = `/city/${encodeURIComponent(city.slug)}/property`;
  const write = useWriteProperty(city.slug);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ListingFormFrame
      title="List Property"
      intro={`Sell or rent out a home in ${cityName}.`}
      backPath={listPath}
      backLabel={`Properties in ${cityName}`}
    >
      {viewer ? (
        <PropertyForm
          submitLabel="List Property"
          busy={write.isPending}
          progress={write.progress}
          problem={problem}
          onSubmit={(data, photos) => {
            setProblem(null);
            write.mutate(
              { data, photos },
              {
                onSuccess: () =>
                  navigate(listPath, {
                    state: { notice: propertyMessages.created } satisfies FlashState,
                  }),
                onError: (error) => setProblem(createPropertyProblem(error)),
              },
            );
          }}
        />
      ) : (
        <FormRefusal message={propertyMessages.loginToCreate} signIn />
      )}
    </ListingFormFrame>
  );
}
