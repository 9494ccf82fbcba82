import { MemberProfilePage as ProfilePage } from "../../features/profiles/member-profile-page.tsx";
import { WithMessageMember } from "./message-member.tsx";

/** /city/:city/members/:username (issue 28) with "Message" for the member (issue 32). */
export function MemberProfilePage() {
  return (
    <WithMessageMember>
      <ProfilePage />
    </WithMessageMember>
  );
}
