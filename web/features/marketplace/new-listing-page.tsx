import { useState } from "react";
import { useNavigate } from "react-router";
import { marketplaceMessages } from "../../../contracts/marketplace-rules.ts";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import type { FlashState } from "../../components/listing/flash-notice.tsx";
import { FormRefusal, ListingFormFrame } from "../../components/listing/listing-form-frame.tsx";
import { ListingForm } from "./listing-form.tsx";
import { createListingProblem } from "./listing-problems.ts";
import { useWriteListing } from "./use-listing.ts";

/** /city/:city/marketplace/new: any signed-in user may list (spec section 6). */
export function NewListingPage() {
  return (
    <PublicCity notFound={marketplaceMessages.cityNotFound}>
      {(found) => <NewListing {...found} />}
    </PublicCity>
  );
}

function NewListing({ city, cityName, viewer }: PublicCityView) {
  const listPath = `/city/${encodeURIComponent(city.slug)}/marketplace`;
  const write = useWriteListing(city.slug);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ListingFormFrame
      title="Create New Listing"
      intro={`Sell something to your neighbours in ${cityName}.`}
      backPath={listPath}
      backLabel={`Marketplace in ${cityName}`}
    >
      {viewer ? (
        <ListingForm
          submitLabel="Create Listing"
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
                    state: { notice: marketplaceMessages.created } satisfies FlashState,
                  }),
                onError: (error) => setProblem(createListingProblem(error)),
              },
            );
          }}
        />
      ) : (
        <FormRefusal message={marketplaceMessages.loginToCreate} signIn />
      )}
    </ListingFormFrame>
  );
}
