import { type ComponentType, createContext, useContext } from "react";
import type { DirectoryKind } from "../../contracts/directory-kinds.ts";

/** What a directory's detail page tells the "Message seller" button about its entry. */
export interface MessageOwnerProps {
  kind: DirectoryKind;
  id: string;
  title: string;
  /** The seller's or owner's user id: they get no button on their own entry. */
  ownerId: string;
  /** "Message seller" (a listing, a property) or "Message owner" (a restaurant, a shop). */
  who: "seller" | "owner";
}

/**
 * The messages feature's button, handed to the directories' detail pages by web/app
 * (root-layout.tsx): web features never import each other (adding-a-feature.md, step 7).
 */
export const MessageOwnerSlot = createContext<ComponentType<MessageOwnerProps> | null>(null);

/** The button when the app provides one, else nothing. */
export function MessageOwner(props: MessageOwnerProps) {
  const Button = useContext(MessageOwnerSlot);
  return Button ? <Button {...props} /> : null;
}
