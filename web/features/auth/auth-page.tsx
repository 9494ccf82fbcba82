import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { AuthForms } from "./auth-forms.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { readStored } from "./auth-storage.ts";
import { useContinueWhenSignedIn } from "./use-continue-when-signed-in.ts";

const messages = defineMessages({
  signingIn: { id: "auth.page.signingIn", defaultMessage: "Signing you in" },
});

/** /auth: sign in or sign up (spec sections 2 and 4). */
export function AuthPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const { signedIn, resolving } = useContinueWhenSignedIn();
  const returning = params.get("verified") === "true";
  // After verifying (or with an expired link) the user signs in with the address
  // they signed up with; the email field starts with it.
  const [email, setEmail] = useState(() =>
    returning || params.get("error_code") === "otp_expired"
      ? (readStored("pendingEmail") ?? "")
      : "",
  );

  // Coming back from the identity provider there may be a session: wait for it
  // rather than flash the sign-in form.
  if (signedIn || (returning && resolving)) {
    return (
      <AuthLayout>
        <div className="flex justify-center py-12 text-ocean-700">
          <Spinner size="lg" label={intl.formatMessage(messages.signingIn)} />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {/* Each navigation (mode switch, links) starts the forms afresh; the email carries over. */}
      <AuthForms key={location.key} email={email} onEmailChange={setEmail} />
    </AuthLayout>
  );
}
