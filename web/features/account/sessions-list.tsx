import { Monitor, MonitorSmartphone, Smartphone, Tablet, Tv } from "lucide-react";
import { useState } from "react";
import type { AccountSession, DeviceKind } from "../../../contracts/account-sessions.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoadText } from "../../lib/api-error-text.ts";
import { formatLongDateTime, formatRelativeIn } from "../../lib/format-date.ts";
import { defineMessages, type IntlShape, useIntl } from "../../lib/i18n/use-intl.ts";
import { useAccountSessions, useEndSession, useLogout } from "./use-account-sessions.ts";

const messages = defineMessages({
  title: { id: "account.sessions.title", defaultMessage: "Where you're signed in" },
  intro: {
    id: "account.sessions.intro",
    defaultMessage: "Sign out any device you don't recognise, then change your password.",
  },
  what: { id: "account.sessions.what", defaultMessage: "your devices" },
  loading: { id: "account.sessions.loading", defaultMessage: "Loading your devices" },
  empty: { id: "account.sessions.empty", defaultMessage: "You are not signed in anywhere else." },
  browserOnSystem: { id: "account.sessions.browserOnSystem", defaultMessage: "{browser} on {os}" },
  unknownDevice: { id: "account.sessions.unknownDevice", defaultMessage: "Unknown browser" },
  desktop: { id: "account.sessions.kind.desktop", defaultMessage: "Computer" },
  mobile: { id: "account.sessions.kind.mobile", defaultMessage: "Phone" },
  tablet: { id: "account.sessions.kind.tablet", defaultMessage: "Tablet" },
  tv: { id: "account.sessions.kind.tv", defaultMessage: "TV" },
  unknown: { id: "account.sessions.kind.unknown", defaultMessage: "Device" },
  network: { id: "account.sessions.network", defaultMessage: "Network {network}" },
  noNetwork: { id: "account.sessions.noNetwork", defaultMessage: "Network unknown" },
  lastActive: { id: "account.sessions.lastActive", defaultMessage: "Active {when}" },
  activeNow: { id: "account.sessions.activeNow", defaultMessage: "Active now" },
  thisDevice: { id: "account.sessions.thisDevice", defaultMessage: "This device" },
  signOut: { id: "account.sessions.signOut", defaultMessage: "Sign out" },
  signOutNamed: { id: "account.sessions.signOutNamed", defaultMessage: "Sign out {device}" },
  signOutOthers: {
    id: "account.sessions.signOutOthers",
    defaultMessage: "Sign out all other devices",
  },
  signOutEverywhere: {
    id: "account.sessions.signOutEverywhere",
    defaultMessage: "Sign out everywhere",
  },
  confirmOneTitle: {
    id: "account.sessions.confirmOne.title",
    defaultMessage: "Sign out {device}?",
  },
  confirmOneText: {
    id: "account.sessions.confirmOne.text",
    defaultMessage: "That device will have to sign in again. Pages open on it close at once.",
  },
  confirmHereText: {
    id: "account.sessions.confirmHere.text",
    defaultMessage: "This is the device you are using: you will be signed out here.",
  },
  confirmOthersTitle: {
    id: "account.sessions.confirmOthers.title",
    defaultMessage: "Sign out all other devices?",
  },
  confirmOthersText: {
    id: "account.sessions.confirmOthers.text",
    defaultMessage: "Every device except this one will have to sign in again.",
  },
  confirmEverywhereTitle: {
    id: "account.sessions.confirmEverywhere.title",
    defaultMessage: "Sign out everywhere?",
  },
  confirmEverywhereText: {
    id: "account.sessions.confirmEverywhere.text",
    defaultMessage: "Every device, this one too, will have to sign in again.",
  },
});

const kindIcons = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  tv: Tv,
  unknown: MonitorSmartphone,
} satisfies Record<DeviceKind, unknown>;

/** "Chrome 131 on macOS", or as much of it as the browser told. */
const deviceName = (intl: IntlShape, item: AccountSession) =>
  item.browser && item.os
    ? intl.formatMessage(messages.browserOnSystem, { browser: item.browser, os: item.os })
    : (item.browser ?? item.os ?? intl.formatMessage(messages.unknownDevice));

type Confirming = { scope: "one"; item: AccountSession } | { scope: "others" | "global" } | null;

/** Signed-in devices: end one, all others, or all (issue 31, scope 3). */
export function SessionsList() {
  const intl = useIntl();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const logout = useLogout();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = sessions.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;

  const ask = (next: Confirming) => {
    endOne.reset();
    logout.reset();
    setConfirming(next);
  };
  const close = () => setConfirming(null);
  const confirm = () => {
    if (!confirming) return;
    if (confirming.scope === "one") {
      const { id, current } = confirming.item;
      endOne.mutate({ id, current }, { onSuccess: close });
    } else {
      logout.mutate(confirming.scope, { onSuccess: close });
    }
  };

  return (
    <section aria-labelledby="account-sessions-title" className="flex flex-col gap-3">
      <h3 id="account-sessions-title" className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      {sessions.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <LoadFailed
          size="sm"
          message={couldNotLoadText(intl, intl.formatMessage(messages.what), sessions.error)}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item) => (
            <SessionRow key={item.id} item={item} onSignOut={() => ask({ scope: "one", item })} />
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {others > 0 && (
            <Button variant="secondary" onClick={() => ask({ scope: "others" })}>
              {intl.formatMessage(messages.signOutOthers)}
            </Button>
          )}
          <Button variant="secondary" onClick={() => ask({ scope: "global" })}>
            {intl.formatMessage(messages.signOutEverywhere)}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={dialogTitle(intl, confirming)}
        description={dialogText(intl, confirming)}
        confirmLabel={intl.formatMessage(
          confirming?.scope === "global" ? messages.signOutEverywhere : messages.signOut,
        )}
        busy={endOne.isPending || logout.isPending}
        error={confirming?.scope === "one" ? endOne.error : logout.error}
        onConfirm={confirm}
        onClose={close}
      />
    </section>
  );
}

function dialogTitle(intl: IntlShape, confirming: Confirming) {
  if (confirming?.scope === "one") {
    return intl.formatMessage(messages.confirmOneTitle, {
      device: deviceName(intl, confirming.item),
    });
  }
  return intl.formatMessage(
    confirming?.scope === "global" ? messages.confirmEverywhereTitle : messages.confirmOthersTitle,
  );
}

function dialogText(intl: IntlShape, confirming: Confirming) {
  if (confirming?.scope === "one") {
    return intl.formatMessage(
      confirming.item.current ? messages.confirmHereText : messages.confirmOneText,
    );
  }
  return intl.formatMessage(
    confirming?.scope === "global" ? messages.confirmEverywhereText : messages.confirmOthersText,
  );
}

function SessionRow({ item, onSignOut }: { item: AccountSession; onSignOut: () => void }) {
  const intl = useIntl();
  const Icon = kindIcons[item.deviceKind];
  const name = deviceName(intl, item);
  const lastActive = new Date(item.lastActiveAt);
  const details = [
    item.deviceModel ?? intl.formatMessage(messages[item.deviceKind]),
    item.network
      ? intl.formatMessage(messages.network, { network: item.network })
      : intl.formatMessage(messages.noNetwork),
  ];
  return (
    <li className="flex items-start gap-3 p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
      {/* On a phone the button goes under the words instead of squeezing them. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            <span className="break-words">{name}</span>
            {item.current && <Badge tone="ocean">{intl.formatMessage(messages.thisDevice)}</Badge>}
          </p>
          <p className="text-sm break-words text-slate-600">{details.join(" · ")}</p>
          <p className="text-sm text-slate-600">
            {item.current ? (
              intl.formatMessage(messages.activeNow)
            ) : (
              <time dateTime={item.lastActiveAt} title={formatLongDateTime(lastActive)}>
                {intl.formatMessage(messages.lastActive, {
                  when: formatRelativeIn(lastActive, intl.locale),
                })}
              </time>
            )}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.signOutNamed, { device: name })}
          onClick={onSignOut}
        >
          {intl.formatMessage(messages.signOut)}
        </Button>
      </div>
    </li>
  );
}
