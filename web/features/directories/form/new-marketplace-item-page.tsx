import { useState } from "react";
import { useNavigate } from "react-router";
import { marketplaceMessages } from "../../../../contracts/marketplace-rules.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import type { FlashState } from "../list/flash-notice.tsx";
import { useWriteListing } from "../use-marketplace-items.ts";
import { FormRefusal, ListingFormFrame } from "./form-frame.tsx";
import { ListingForm } from "./marketplace-item-form.tsx";
import { createListingProblem } from "./marketplace-item-problems.ts";

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
