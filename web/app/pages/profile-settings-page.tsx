import { SecuritySection } from "../../features/account/security-section.tsx";
import { YourDataSection } from "../../features/account/your-data-section.tsx";
import { MessageSettingSection } from "../../features/messages/message-setting-section.tsx";
import { ProfilePage } from "../../features/profiles/profile-page.tsx";
import { SavedList } from "../../features/saved/saved-list.tsx";
import { SavedSearchesSection } from "../../features/saved-searches/saved-searches-section.tsx";

/** /profile: the member's own profile, who may message them (issue 32), then the account's Security and Your data sections (issue 31). */
export function ProfileSettingsPage() {
  return (
    <ProfilePage saved={<SavedList />}>
      <MessageSettingSection />
      <SavedSearchesSection />
      <SecuritySection />
      <YourDataSection />
    </ProfilePage>
  );
}
