import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { authText } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthHeading, AuthLayout } from "./auth-layout.tsx";
import { NewPasswordForm } from "./new-password-form.tsx";

const messages = defineMessages({
  title: { id: "auth.resetPage.title", defaultMessage: "Reset your password" },
  back: { id: "auth.resetPage.back", defaultMessage: "Back to sign in" },
});

/**
 * /reset-password: the reset mail's link lands here with ?token=, or with
 * ?error=INVALID_TOKEN when the server already knows the link is bad.
 */
export function ResetPasswordPage() {
  usePageTitle(messages.title);
  const [params] = useSearchParams();
  const token = params.get("token");
  const [refused, setRefused] = useState(false);
  const usable = token && !params.has("error") && !refused;

  return (
    <AuthLayout>
      {usable ? (
        <NewPasswordForm token={token} onLinkRefused={() => setRefused(true)} />
      ) : (
        <ResetLinkInvalid />
      )}
    </AuthLayout>
  );
}

function ResetLinkInvalid() {
  const intl = useIntl();
  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)} />
      <div className="flex flex-col gap-6">
        <Alert tone="error">{intl.formatMessage(authText.resetLinkInvalid)}</Alert>
        <Link to="/auth" className={`${buttonClasses("primary", "lg")} w-full`}>
          {intl.formatMessage(messages.back)}
        </Link>
      </div>
    </>
  );
}
