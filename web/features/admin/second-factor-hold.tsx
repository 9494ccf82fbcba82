import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

const messages = defineMessages({
  title: { id: "account.staff.holdTitle", defaultMessage: "Set up a second factor first" },
  body: {
    id: "account.staff.holdBody",
    defaultMessage:
      "Admins and moderators see other people's addresses, answers and reports, so Coastal asks them for more than a password. Add an authenticator app or a passkey in the Security section of your profile; your admin and moderator tools open as soon as you have one.",
  },
  action: { id: "account.staff.holdAction", defaultMessage: "Set up a second factor" },
});

/** Where the Security section of /profile is (web/features/account/security-section.tsx). */
export const securityHref = "/profile#security";

/**
 * What an admin or moderator without a second factor sees instead of their tools
 * (decision 067); the server refuses those tools to them too.
 */
export function SecondFactorHold() {
  const intl = useIntl();
  usePageTitle(messages.title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="text-slate-700">{intl.formatMessage(messages.body)}</p>
        <div>
          <Link to={securityHref} className={buttonClasses("primary", "md")}>
            {intl.formatMessage(messages.action)}
          </Link>
        </div>
      </Card>
    </div>
  );
}
