import { KeyRound, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type IdentityKind,
  linkErrorParam,
  linkedMessages,
  linkedParam,
  linkFailureMessages,
} from "../../../contracts/account-linked-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { ApiError } from "../../lib/api.ts";
import { couldNotLoadText } from "../../lib/api-error-text.ts";
import { formatDayIn } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useIdentities, useStartLink, useUnlink } from "./use-linked-sign-ins.ts";
import { useRecentProof } from "./use-recent-proof.tsx";

const messages = defineMessages({
  title: { id: "account.linked.title", defaultMessage: "Ways to sign in" },
  intro: {
    id: "account.linked.intro",
    defaultMessage: "Link {provider} to sign in with it as well as with your password.",
  },
  what: { id: "account.linked.what", defaultMessage: "your ways to sign in" },
  loading: { id: "account.linked.loading", defaultMessage: "Loading your ways to sign in" },
  password: { id: "account.linked.password", defaultMessage: "Password" },
  since: { id: "account.linked.since", defaultMessage: "Added {date}" },
  notLinked: { id: "account.linked.notLinked", defaultMessage: "Not linked" },
  link: { id: "account.linked.link", defaultMessage: "Link" },
  linkNamed: { id: "account.linked.linkNamed", defaultMessage: "Link {provider}" },
  unlink: { id: "account.linked.unlink", defaultMessage: "Unlink" },
  unlinkNamed: { id: "account.linked.unlinkNamed", defaultMessage: "Unlink {provider}" },
  confirmTitle: { id: "account.linked.confirm.title", defaultMessage: "Unlink {provider}?" },
  confirmText: {
    id: "account.linked.confirm.text",
    defaultMessage:
      "You will no longer be able to sign in with {provider}. You can link it again later.",
  },
  linked: {
    id: "account.linked.linked",
    defaultMessage: "{provider} is linked. You can now sign in with it.",
  },
});

/** Link or unlink the provider's sign-in (issue 31, scope 7). */
export function LinkedSignIns() {
  const intl = useIntl();
  const identities = useIdentities();
  const startLink = useStartLink();
  const unlink = useUnlink();
  const proof = useRecentProof();
  const [confirming, setConfirming] = useState<string | null>(null);
  const outcome = useLinkOutcome();
  const provider = identities.data?.provider ?? null;
  const items = identities.data?.items ?? [];
  const linked = items.find((item) => item.kind === "provider");
  const providerName = provider?.name ?? "";

  const link = async () => {
    startLink.reset();
    if (!(await proof.ensure())) return;
    startLink.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: async (error) => {
        // The ten minutes ran out between the check and the request: ask, then try again.
        if (error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED") {
          if (await proof.ensure())
            startLink.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
        }
      },
    });
  };

  const askUnlink = async (id: string) => {
    unlink.reset();
    if (await proof.ensure()) setConfirming(id);
  };
  const confirmUnlink = () => {
    if (!confirming) return;
    unlink.mutate(confirming, { onSuccess: () => setConfirming(null) });
  };

  return (
    <section aria-labelledby="account-linked-title" className="flex flex-col gap-3">
      <h3 id="account-linked-title" className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      {provider && (
        <p className="text-sm text-slate-600">
          {intl.formatMessage(messages.intro, { provider: providerName })}
        </p>
      )}
      {outcome.linked && provider && (
        <Alert tone="success">
          {intl.formatMessage(messages.linked, { provider: providerName })}
        </Alert>
      )}
      {outcome.failure && <Alert tone="error">{intl.formatMessage(outcome.failure)}</Alert>}
      {identities.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-14" />
        </div>
      ) : identities.isError ? (
        <LoadFailed
          size="sm"
          message={couldNotLoadText(intl, intl.formatMessage(messages.what), identities.error)}
          retrying={identities.isFetching}
          onRetry={() => void identities.refetch()}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items
            .filter((item) => item.kind === "password")
            .map((item) => (
              <WayRow
                key={item.id}
                kind="password"
                name={intl.formatMessage(messages.password)}
                detail={intl.formatMessage(messages.since, {
                  date: formatDayIn(new Date(item.linkedAt), { language: intl.locale }),
                })}
              />
            ))}
          {provider && (
            <WayRow
              kind="provider"
              name={providerName}
              detail={
                linked
                  ? intl.formatMessage(messages.since, {
                      date: formatDayIn(new Date(linked.linkedAt), { language: intl.locale }),
                    })
                  : intl.formatMessage(messages.notLinked)
              }
              action={
                linked ? (
                  items.length > 1 ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={intl.formatMessage(messages.unlinkNamed, {
                        provider: providerName,
                      })}
                      onClick={() => void askUnlink(linked.id)}
                    >
                      {intl.formatMessage(messages.unlink)}
                    </Button>
                  ) : (
                    <span className="text-sm text-slate-600">
                      {intl.formatMessage(linkedMessages.single)}
                    </span>
                  )
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={startLink.isPending}
                    aria-label={intl.formatMessage(messages.linkNamed, { provider: providerName })}
                    onClick={() => void link()}
                  >
                    {intl.formatMessage(messages.link)}
                  </Button>
                )
              }
            />
          )}
        </ul>
      )}
      <MutationError error={startLink.error} />
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(messages.confirmTitle, { provider: providerName })}
        description={intl.formatMessage(messages.confirmText, { provider: providerName })}
        confirmLabel={intl.formatMessage(messages.unlink)}
        busy={unlink.isPending}
        error={unlink.error}
        onConfirm={confirmUnlink}
        onClose={() => setConfirming(null)}
      />
      {proof.dialog}
    </section>
  );
}

function WayRow({
  kind,
  name,
  detail,
  action,
}: {
  kind: IdentityKind;
  name: string;
  detail: string;
  action?: React.ReactNode;
}) {
  const Icon = kind === "password" ? KeyRound : Link2;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium break-words text-slate-900" translate="no">
          {name}
        </p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      {action}
    </li>
  );
}

/**
 * How the trip to the provider ended (?linked=1 or ?linkError=CODE on the way back),
 * kept after the address is cleaned so a reload does not say it again.
 */
function useLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => {
    const code = params.get(linkErrorParam);
    return {
      linked: params.get(linkedParam) === "1",
      failure: code
        ? (linkFailureMessages[code as keyof typeof linkFailureMessages] ??
          linkFailureMessages.LINK_FAILED)
        : null,
    };
  });
  useEffect(() => {
    if (!params.has(linkedParam) && !params.has(linkErrorParam)) return;
    const next = new URLSearchParams(params);
    next.delete(linkedParam);
    next.delete(linkErrorParam);
    setParams(next, { replace: true });
  }, [params, setParams]);
  return outcome;
}
