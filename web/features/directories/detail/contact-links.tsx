import { LogIn, Mail, MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Contact } from "../../../../contracts/listing-parts.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";

const disabledLink = "pointer-events-none opacity-50";

const words = defineMessages({ logIn: { id: "directories.logIn", defaultMessage: "Log in" } });

/**
 * Email and Text buttons (spec: Email enabled only with an email, Text only
 * with a phone). Product decision 9: visitors get no details, only a way to sign in.
 */
export function ContactLinks({
  contact,
  subject,
  emailLabel,
  phoneLabel,
  phoneLink = "sms",
  loginText,
  first,
}: {
  /** null for visitors. */
  contact: Contact | null;
  /** The email's subject line: the listing's title. */
  subject: string;
  emailLabel: string;
  phoneLabel: string;
  /** "sms" for Text Seller (spec), "tel" for a property's phone. */
  phoneLink?: "sms" | "tel";
  loginText: string;
  /** "Message seller" (issue 32), before Email and Text, which keep the spec's behaviour. */
  first?: ReactNode;
}) {
  const intl = useIntl();
  if (!contact) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-4">
        {first}
        <p className="text-sm text-slate-700">{loginText}</p>
        <Link to="/auth" className={buttonClasses("primary")}>
          <LogIn aria-hidden="true" className="size-4" />
          {intl.formatMessage(words.logIn)}
        </Link>
      </div>
    );
  }
  const { email, phone } = contact;
  return (
    <div className="flex flex-wrap gap-3">
      {first}
      {email ? (
        <a
          href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
          className={buttonClasses("primary")}
        >
          <Mail aria-hidden="true" className="size-4" />
          {emailLabel}
        </a>
      ) : (
        <span aria-disabled="true" className={`${buttonClasses("primary")} ${disabledLink}`}>
          <Mail aria-hidden="true" className="size-4" />
          {emailLabel}
        </span>
      )}
      {phone && (
        <a href={`${phoneLink}:${phone}`} className={buttonClasses("secondary")}>
          {phoneLink === "sms" ? (
            <MessageSquare aria-hidden="true" className="size-4" />
          ) : (
            <Phone aria-hidden="true" className="size-4" />
          )}
          {phoneLabel}
        </a>
      )}
      {(email || phone) && (
        <p className="w-full text-sm text-slate-600">
          {[email, phone].filter(Boolean).join(" · ")}
        </p>
      )}
    </div>
  );
}
