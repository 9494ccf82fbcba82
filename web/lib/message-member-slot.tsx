import { type ComponentType, createContext, useContext } from "react";

/** What the member list and a member's page tell the "Message" button about the member. */
export interface MessageMemberProps {
  /** Their user id: the conversation's `toUserId`; the viewer gets no button for themselves. */
  userId: string;
  username: string;
  /** "row": a small button in a list (the member list); "page": a member's own page. */
  look: "row" | "page";
}

/**
 * The messages feature's member button (issue 32), handed to the communities' member list
 * and the profiles' member page by web/app: web features never import each other.
 */
export const MessageMemberSlot = createContext<ComponentType<MessageMemberProps> | null>(null);

/** The button when the app provides one, else nothing. */
export function MessageMember(props: MessageMemberProps) {
  const Button = useContext(MessageMemberSlot);
  return Button ? <Button {...props} /> : null;
}
