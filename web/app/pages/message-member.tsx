import { lazy, type ReactNode, Suspense } from "react";
import { type MessageMemberProps, MessageMemberSlot } from "../../lib/message-member-slot.tsx";

// "Message" beside a member (issue 32): the messages feature's button, loaded when a page
// first shows one, handed to the communities' member list and the profiles' member page.
const MessageMemberButton = lazy(() =>
  import("../../features/messages/message-member-button.tsx").then((module) => ({
    default: module.MessageMemberButton,
  })),
);

function MessageMemberLazily(props: MessageMemberProps) {
  return (
    <Suspense fallback={null}>
      <MessageMemberButton {...props} />
    </Suspense>
  );
}

/** Gives everything inside the "Message" button for members. */
export function WithMessageMember({ children }: { children: ReactNode }) {
  return <MessageMemberSlot value={MessageMemberLazily}>{children}</MessageMemberSlot>;
}
