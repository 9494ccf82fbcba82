import { emailCodeLimits, emailCodeText } from "../../contracts/email-code.ts";
import type { Language } from "../../contracts/i18n/languages.ts";
import { intlFor } from "../platform/i18n/intl.ts";
import { type Mail, noticeMail } from "../platform/mail/mail.ts";

/** The sign-in code mail, in `language` (chosen as the other auth mails choose it). */
export function emailCodeMail(to: string, code: string, language: Language): Mail {
  const intl = intlFor(language);
  return noticeMail({
    to,
    subject: intl.formatMessage(emailCodeText.mailSubject),
    body: intl.formatMessage(emailCodeText.mailBody, {
      code,
      minutes: emailCodeLimits.codeMinutes,
    }),
  });
}
