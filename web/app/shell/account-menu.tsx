import { lazy, Suspense } from "react";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { useMenuOnFirstUse } from "../../components/ui/menu-on-first-use.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  label: { id: "shell.accountMenuButton.label", defaultMessage: "Account menu" },
});

const loadMenu = () => import("./account-menu-content.tsx");
const AccountMenuContent = lazy(() =>
  loadMenu().then((module) => ({ default: module.AccountMenuContent })),
);

/**
 * The avatar button; the menu behind it (Radix, a tenth of a city page's script)
 * loads on its first open (decision 037).
 */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const { firstOpen, triggerProps } = useMenuOnFirstUse(loadMenu);
  const trigger = (props: object) => (
    <button
      type="button"
      aria-label={intl.formatMessage(messages.label)}
      className="rounded-full p-0.5 ring-offset-2 transition hover:ring-2 hover:ring-ocean-200 data-[state=open]:ring-2 data-[state=open]:ring-ocean-600"
      {...props}
    >
      <Avatar name={viewer.username} src={viewer.avatarUrl} loading="eager" />
    </button>
  );
  return (
    <Suspense fallback={trigger(triggerProps)}>
      {firstOpen ? (
        <AccountMenuContent viewer={viewer} trigger={trigger({})} firstOpen={firstOpen} />
      ) : (
        trigger(triggerProps)
      )}
    </Suspense>
  );
}
