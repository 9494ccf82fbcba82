import { useMutation, useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { fetchSignInOptions, signInOptionsQueryKey, startProviderSignIn } from "./auth-api.ts";

const messages = defineMessages({
  or: { id: "auth.provider.or", defaultMessage: "or" },
  continueWith: { id: "auth.provider.continueWith", defaultMessage: "Continue with {name}" },
});

/** "Continue with {name}", only when the server has an identity provider configured. */
export function ProviderSignIn() {
  const intl = useIntl();
  const options = useQuery({
    queryKey: signInOptionsQueryKey,
    queryFn: fetchSignInOptions,
    // Settings of the server; they change only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const start = useMutation({
    mutationFn: startProviderSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const provider = options.data?.oidc;
  if (!provider) return null;

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {intl.formatMessage(messages.or)}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <MutationError error={start.error} />
      <Button
        variant="secondary"
        size="lg"
        // Stays busy after success: the browser is leaving for the provider.
        busy={start.isPending || start.isSuccess}
        onClick={() => start.mutate(provider.providerId)}
        className="w-full"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.continueWith, { name: provider.name })}
      </Button>
    </div>
  );
}
