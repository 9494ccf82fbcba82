// The membership decision's email, said in the applicant's language when it is sent
// (notifications/notification-mail.ts formats these per recipient; issue 30).
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Words } from "../../platform/i18n/intl.ts";

export const decisionMessages = defineMessages({
  approvedSubject: {
    id: "communities.mail.approvedSubject",
    defaultMessage: "Welcome to {city} on Coastal",
  },
  approvedBody: {
    id: "communities.mail.approvedBody",
    defaultMessage:
      "Good news: your request to join {city} was approved.\n\nOpen your community: {url}",
  },
  rejectedSubject: {
    id: "communities.mail.rejectedSubject",
    defaultMessage: "Your request to join {city}",
  },
  rejectedBody: {
    id: "communities.mail.rejectedBody",
    defaultMessage:
      "Your request to join {city} on Coastal was not approved this time.\n\nYou are welcome to apply again: {url}",
  },
  rejectedBodyWithReason: {
    id: "communities.mail.rejectedBodyWithReason",
    defaultMessage:
      "Your request to join {city} on Coastal was not approved this time.\n\nReason: {reason}\n\nYou are welcome to apply again: {url}",
  },
});

/** The decision's subject and body, as messages with their values. */
export function decisionMail(input: {
  approved: boolean;
  city: string;
  citySlug: string;
  baseUrl: string;
  reason?: string | null;
}): { subject: Words; body: Words } {
  const { city, reason } = input;
  if (input.approved) {
    const url = `${input.baseUrl}/city/${input.citySlug}/profile`;
    return {
      subject: { descriptor: decisionMessages.approvedSubject, values: { city } },
      body: { descriptor: decisionMessages.approvedBody, values: { city, url } },
    };
  }
  const url = `${input.baseUrl}/city/${input.citySlug}`;
  return {
    subject: { descriptor: decisionMessages.rejectedSubject, values: { city } },
    body: reason
      ? { descriptor: decisionMessages.rejectedBodyWithReason, values: { city, reason, url } }
      : { descriptor: decisionMessages.rejectedBody, values: { city, url } },
  };
}
