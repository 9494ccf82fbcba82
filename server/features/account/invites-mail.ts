import type { Language } from "../../../contracts/i18n/languages.ts";
import { inviteLimits, inviteMessages } from "../../../contracts/invites-rules.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import { linkMail, type Mail } from "../../platform/mail/mail.ts";

/** The invitation mail, in the language the admin chose for it. */
export function inviteMail(to: string, city: string, url: string, language: Language): Mail {
  const intl = intlFor(language);
  return linkMail({
    to,
    subject: intl.formatMessage(inviteMessages.mailSubject, { city }),
    intro: intl.formatMessage(inviteMessages.mailIntro, { city }),
    action: intl.formatMessage(inviteMessages.mailAction),
    url,
    outro: intl.formatMessage(inviteMessages.mailOutro, { days: inviteLimits.days }),
  });
}
