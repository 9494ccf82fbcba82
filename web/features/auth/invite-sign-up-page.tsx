import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthHeading, AuthLayout } from "./auth-layout.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { PasswordField } from "./password-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useInvitePreview, useSignUpFromInvite } from "./use-invite.ts";

const messages = defineMessages({
  pageTitle: { id: "account.invites.pageTitle", defaultMessage: "Your invitation" },
  title: { id: "account.invites.pageHeading", defaultMessage: "Join {city} on Coastal" },
  subtitle: {
    id: "account.invites.pageSubtitle",
    defaultMessage:
      "You were invited. Choose a password and you are a member of {city} at once: no form, no wait.",
  },
  email: { id: "account.invites.pageEmail", defaultMessage: "Email" },
  password: { id: "account.invites.pagePassword", defaultMessage: "Password" },
  submit: { id: "account.invites.pageSubmit", defaultMessage: "Create my account" },
  invalidTitle: { id: "account.invites.invalidTitle", defaultMessage: "Invitation link" },
  signIn: { id: "account.invites.signIn", defaultMessage: "Go to sign in" },
});

/** /invite/:token: the invitation mail's link; sign up with a password, land in the city's feed. */
export function InviteSignUpPage() {
  usePageTitle(messages.pageTitle);
  const { token = "" } = useParams();
  const preview = useInvitePreview(token);
  return (
    <AuthLayout>
      {preview.isPending ? (
        <PageSpinner />
      ) : preview.isError ? (
        <InviteInvalid error={preview.error} />
      ) : (
        <InviteSignUp token={token} email={preview.data.email} city={preview.data.city.name} />
      )}
    </AuthLayout>
  );
}

function InviteSignUp({ token, email, city }: { token: string; email: string; city: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const signUp = useSignUpFromInvite(token);
  const auth = useAuthForm({
    schema: () => loadAuthSchemas().then((schemas) => schemas.newPasswordFormSchema),
    defaultValues: { newPassword: "" },
    order: ["newPassword"],
    busy: signUp.isPending,
    onValid: ({ newPassword }) =>
      signUp.mutate(newPassword, {
        onSuccess: (joined) => navigate(`/city/${joined.slug}/feed`, { replace: true }),
        onError: (error) => auth.setProblem({ message: apiErrorText(error), fields: [] }),
      }),
  });
  return (
    <>
      <AuthHeading
        title={intl.formatMessage(messages.title, { city })}
        subtitle={intl.formatMessage(messages.subtitle, { city })}
      />
      <form noValidate onSubmit={auth.submit} className="flex flex-col gap-4">
        <FormProblemAlert id={auth.errorId} problem={auth.problem} />
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          value={email}
          readOnly
          autoComplete="username"
          translate="no"
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          isNew
          {...auth.fieldProps("newPassword")}
        />
        <Button
          type="submit"
          size="lg"
          busy={signUp.isPending || signUp.isSuccess}
          className="w-full"
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </>
  );
}

function InviteInvalid({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.invalidTitle)} />
      <div className="flex flex-col gap-6">
        <Alert tone="error">{translatedText(intl, apiErrorText(error))}</Alert>
        <Link to="/auth" className={`${buttonClasses("primary", "lg")} w-full`}>
          {intl.formatMessage(messages.signIn)}
        </Link>
      </div>
    </>
  );
}
