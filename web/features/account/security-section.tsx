import { useEffect, useRef } from "react";
import { SectionCard } from "../../components/ui/section-card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { EmailChange } from "./email-change.tsx";
import { LinkedSignIns } from "./linked-sign-ins.tsx";
import { PasskeysSettings } from "./passkeys-settings.tsx";
import { PasswordChange } from "./password-change.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

const messages = defineMessages({
  title: { id: "account.security", defaultMessage: "Security" },
});

/** The Security section of /profile (issue 31): one part per file, in this order. */
export function SecuritySection() {
  const intl = useIntl();
  const section = useRef<HTMLDivElement>(null);
  // /profile#security (the staff hold screen's link, decision 067) lands here once drawn.
  useEffect(() => {
    if (window.location.hash === "#security") section.current?.scrollIntoView();
  }, []);
  return (
    <div id="security" ref={section} className="scroll-mt-20">
      <SectionCard title={intl.formatMessage(messages.title)}>
        <div className="flex flex-col gap-8 empty:hidden">
          <PasswordChange />
          <EmailChange />
          <TwoFactorSettings />
          <PasskeysSettings />
          <LinkedSignIns />
          <SessionsList />
        </div>
      </SectionCard>
    </div>
  );
}
