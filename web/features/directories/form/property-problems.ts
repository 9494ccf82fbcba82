import { propertyMessages } from "../../../../contracts/properties.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";

/** Spec: "Error creating property: ...", with sign-in and unknown-city problems in their own words. */
export const createPropertyProblem = (error: unknown) =>
  apiErrorText(error, {
    byStatus: { 401: propertyMessages.loginToCreate, 404: propertyMessages.cityNotFound },
    serverWords: "none",
    fallback: (message) => `${propertyMessages.createError}${message}`,
  });

export const updatePropertyProblem = (error: unknown) =>
  apiErrorText(error, {
    byStatus: { 403: propertyMessages.notOwner, 404: propertyMessages.notFound },
    serverWords: "none",
    fallback: (message) => `${propertyMessages.updateError}${message}`,
  });
