import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import type { ReactElement } from "react";
import type { Viewer } from "../../../contracts/profiles.ts";
import { type FirstOpen, useFirstOpenFocus } from "../../components/ui/menu-on-first-use.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  yours: { id: "shell.citySwitcherMenu.yours", defaultMessage: "Your communities" },
});

const itemClasses =
  "flex cursor-pointer items-center gap-2.5 rounded-lg py-2 pr-2.5 pl-8 text-sm font-medium text-slate-700 outline-none select-none relative data-[highlighted]:bg-ocean-50 data-[highlighted]:text-ocean-900 data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[state=checked]:text-ocean-800";

/**
 * The city switcher's menu, loaded on its first open (decision 037; the button and
 * the switch itself are in city-switcher.tsx). A menu of radio items: arrow keys
 * move, Enter picks, screen readers hear which is checked.
 */
export function CitySwitcherMenu({
  viewer,
  activeSlug,
  stretch,
  busy,
  trigger,
  firstOpen,
  onPick,
}: {
  viewer: Viewer;
  activeSlug: string;
  /** As wide as the button (the mobile panel). */
  stretch: boolean;
  busy: boolean;
  trigger: ReactElement;
  firstOpen: FirstOpen;
  onPick: (citySlug: string) => void;
}) {
  const intl = useIntl();
  const content = useFirstOpenFocus(firstOpen);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the nav landmark, like the account menu. */}
      <DropdownMenu.Content
        ref={content}
        align="start"
        sideOffset={8}
        className={`z-50 min-w-56 origin-top-left animate-menu-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 ${stretch ? "w-[var(--radix-dropdown-menu-trigger-width)]" : ""}`}
      >
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {intl.formatMessage(messages.yours)}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={activeSlug} onValueChange={onPick}>
          {viewer.memberships.map((membership) => (
            <DropdownMenu.RadioItem
              key={membership.citySlug}
              value={membership.citySlug}
              disabled={busy}
              className={itemClasses}
            >
              <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
                <Check aria-hidden="true" className="size-4 text-ocean-700" />
              </DropdownMenu.ItemIndicator>
              {membership.cityName}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
