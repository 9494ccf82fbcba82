import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutDashboard, LogOut, type LucideIcon, UserRound } from "lucide-react";
import type { ReactElement } from "react";
import { Link } from "react-router";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { type FirstOpen, useFirstOpenFocus } from "../../components/ui/menu-on-first-use.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useSignOut } from "./use-sign-out.ts";

const messages = defineMessages({
  adminDashboard: { id: "shell.accountMenu.adminDashboard", defaultMessage: "Admin Dashboard" },
  personalProfile: { id: "shell.accountMenu.personalProfile", defaultMessage: "Personal Profile" },
  moderation: { id: "shell.accountMenu.moderation", defaultMessage: "Moderation" },
  profileSettings: { id: "shell.accountMenu.profileSettings", defaultMessage: "Profile Settings" },
  logout: { id: "shell.accountMenu.logout", defaultMessage: "Logout" },
});

const itemClasses =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-ocean-50 data-[highlighted]:text-ocean-900 data-[disabled]:cursor-default data-[disabled]:opacity-60";

function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The account menu itself, loaded on its first open (decision 037; the button is
 * in account-menu.tsx). Spec: Admin Dashboard and Personal Profile for admins,
 * Profile Settings for others, and Logout.
 */
export function AccountMenuContent({
  viewer,
  trigger,
  firstOpen,
}: {
  viewer: Viewer;
  trigger: ReactElement;
  firstOpen: FirstOpen;
}) {
  const intl = useIntl();
  const { signOut, signingOut } = useSignOut();
  const content = useFirstOpenFocus(firstOpen);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the nav landmark, where screen readers expect it. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={10}
        ref={content}
        className="z-50 w-64 origin-top-right animate-menu-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <DropdownMenu.Label className="flex items-center gap-3 px-2.5 py-2">
          <Avatar name={viewer.username} src={viewer.avatarUrl} size="sm" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {viewer.username}
            </span>
            <span className="block truncate text-xs text-slate-600">{viewer.email}</span>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {viewer.isAdmin ? (
          <>
            <MenuLink
              to="/admin"
              icon={LayoutDashboard}
              label={intl.formatMessage(messages.adminDashboard)}
            />
            <MenuLink
              to="/profile"
              icon={UserRound}
              label={intl.formatMessage(messages.personalProfile)}
            />
          </>
        ) : (
          <>
            {viewer.moderates.length > 0 && (
              <MenuLink
                to="/admin"
                icon={LayoutDashboard}
                label={intl.formatMessage(messages.moderation)}
              />
            )}
            <MenuLink
              to="/profile"
              icon={UserRound}
              label={intl.formatMessage(messages.profileSettings)}
            />
          </>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={itemClasses}
          disabled={signingOut}
          onSelect={() => void signOut()}
        >
          <LogOut aria-hidden="true" className="size-4 text-slate-500" />
          {intl.formatMessage(messages.logout)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
