import { useMutation } from "@tanstack/react-query";
import { MailPlus } from "lucide-react";
import { useState } from "react";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { isRefusal } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { resendVerificationEmail } from "./auth-api.ts";
import { loadAuthSchemas } from "./load-auth-schemas.ts";

const messages = defineMessages({
  resend: { id: "auth.resend.resend", defaultMessage: "Resend email" },
});

type Outcome = { tone: "success" | "info" | "error"; text: string };

// Spec section 8: the three outcomes of a resend.
function outcomeOfFailure(error: Error): Outcome {
  if (isRefusal(error, errorCodes.RESEND_RATE_LIMITED)) {
    return { tone: "info", text: authMessages.resendRateLimited };
  }
  return { tone: "error", text: authMessages.resendFailed };
}

/** The "Resend email" button for a verification link, with its outcome below it. */
export function ResendVerification({ email }: { email: string }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () => setOutcome({ tone: "success", text: authMessages.resendSent }),
    onError: (error) => setOutcome(outcomeOfFailure(error)),
  });

  // A button, not a form: the address is the one typed above it, checked by the same schema.
  const send = async () => {
    const { mailedLinkSchema } = await loadAuthSchemas();
    const checked = mailedLinkSchema.safeParse({ email });
    if (!checked.success) {
      const text = checked.error.issues[0]?.message ?? authMessages.invalidEmail;
      return setOutcome({ tone: "error", text });
    }
    setOutcome(null);
    resend.mutate(checked.data.email);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" busy={resend.isPending} onClick={send} className="w-full">
        {!resend.isPending && <MailPlus aria-hidden="true" className="size-4" />}
        {intl.formatMessage(messages.resend)}
      </Button>
      {outcome && <Alert tone={outcome.tone}>{translatedText(intl, outcome.text)}</Alert>}
    </div>
  );
}
