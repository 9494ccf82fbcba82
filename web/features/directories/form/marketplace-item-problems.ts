import { marketplaceMessages } from "../../../../contracts/marketplace-rules.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";

/** Spec: "Error creating listing: ...", with sign-in and unknown-city problems in their own words. */
export const createListingProblem = (error: unknown) =>
  apiErrorText(error, {
    byStatus: { 401: marketplaceMessages.loginToCreate, 404: marketplaceMessages.cityNotFound },
    serverWords: "none",
    fallback: (message) => `${marketplaceMessages.createError}${message}`,
  });

export const updateListingProblem = (error: unknown) =>
  apiErrorText(error, {
    byStatus: { 403: marketplaceMessages.notOwner, 404: marketplaceMessages.notFound },
    serverWords: "none",
    fallback: (message) => `${marketplaceMessages.updateError}${message}`,
  });
