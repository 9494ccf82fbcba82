// Messages' limits, settings and words without zod: the nav badge and the inbox import
// these, and contracts/messages.ts (which re-exports them) the server (decision 037, issue 32).

import { defineMessages, englishOf } from "./i18n/define-messages.ts";

/*
 * Messages (issue 32, decision 072). A conversation has two participants and an
 * optional subject (a directory entry: kind + id). Routes (all signed in):
 *
 *   GET  /api/me/conversations               query conversationsQuerySchema -> 200 conversationPageSchema (newest first)
 *   GET  /api/me/conversations/unread-count  -> 200 unreadCountSchema
 *   POST /api/conversations                  body startConversationSchema -> 201 startedConversationSchema
 *                                            (200 with created:false when it reused an open conversation)
 *   GET  /api/conversations/:id              -> 200 conversationSchema (participants only; 404 to anyone else)
 *   GET  /api/conversations/:id/messages     query messagesQuerySchema -> 200 messagePageSchema (NEWEST FIRST; nextCursor pages to older)
 *   POST /api/conversations/:id/messages     body sendMessageSchema, optional Idempotency-Key -> 201 messageSchema
 *                                            or multipart/form-data: a JSON "data" field (sendMessageFormSchema:
 *                                            text may be empty, alts[i] describes photo i) and up to 4 "photos"
 *   GET  /api/conversations/:id/photos/:key  a message photo or its thumbnail (whoever may read the conversation)
 *   POST /api/conversations/:id/read         -> 200 unreadCountSchema (the viewer's total unread)
 *   POST /api/conversations/:id/leave        -> 204 (it leaves the viewer's inbox; a new message from the other brings it back)
 *   POST /api/conversations/:id/report       body reportConversationSchema -> 201 { id, message } (reaches the city's moderators)
 *   PUT  /api/blocks/:userId | DELETE /api/blocks/:userId -> 204 (idempotent)
 *   GET  /api/me/blocks                      -> 200 { items: blockedMemberSchema[] }
 *   GET  /api/me/message-setting | PUT       body messageSettingSchema -> 200 messageSettingSchema
 *
 * Marking the subject Reserved or Sold stays on its directory's status route.
 *
 * Live (GET /api/me/live, decision 034): SSE `event: message` with messageLiveSchema data
 * when a message arrives in one of the user's conversations (also their own, from another
 * tab), and `event: messageRead` with messageReadLiveSchema when a participant read.
 */

export const messageLimits = {
  textMax: 2000,
  /** Photos per message, through the uploads pipeline (issue 32 scope 1). */
  photosMax: 4,
  /** A photo's description for screen readers. */
  altMax: 200,
  pageSize: 30,
  pageSizeMax: 50,
} as const;

/** Who may message a member: members of their cities (default), nobody, only about their listings. */
export const messageSettings = ["cities", "nobody", "listings"] as const;
export type MessageSetting = (typeof messageSettings)[number];
export const defaultMessageSetting: MessageSetting = "cities";

/** A message's kind: a member's text, or the notice that the subject was sold. */
export const messageKinds = ["text", "sold"] as const;
export type MessageKind = (typeof messageKinds)[number];

/** SSE event names on the user's own stream. */
export { messageEventName, messageReadEventName } from "./user-stream-rules.ts";

export const messageSettingWords = defineMessages({
  cities: { id: "messages.setting.cities", defaultMessage: "Members of my cities" },
  nobody: { id: "messages.setting.nobody", defaultMessage: "Nobody" },
  listings: { id: "messages.setting.listings", defaultMessage: "Only about my listings" },
}) satisfies Record<MessageSetting, unknown>;

export const quickReplyWords = defineMessages({
  available: { id: "messages.quick.available", defaultMessage: "Is this still available?" },
  weekend: { id: "messages.quick.weekend", defaultMessage: "Can I see it this weekend?" },
});

export const messageWords = defineMessages({
  /** Said for a refused setting AND for a block (the blocked person is not told). */
  notAccepting: {
    id: "messages.notAccepting",
    defaultMessage: "This member does not accept messages.",
  },
  cannotMessageYourself: {
    id: "messages.cannotMessageYourself",
    defaultMessage: "You cannot message yourself.",
  },
  cannotBlockYourself: {
    id: "messages.cannotBlockYourself",
    defaultMessage: "You cannot block yourself.",
  },
  textRequired: { id: "messages.textRequired", defaultMessage: "Write a message." },
  textOrPhotoRequired: {
    id: "messages.textOrPhotoRequired",
    defaultMessage: "Write a message or add a photo.",
  },
  tooManyPhotos: {
    id: "messages.tooManyPhotos",
    defaultMessage: "A message can have at most 4 photos.",
  },
  altTooLong: {
    id: "messages.altTooLong",
    defaultMessage: "Please keep a photo description under 200 characters.",
  },
  textTooLong: {
    id: "messages.textTooLong",
    defaultMessage: "Please keep a message under 2000 characters.",
  },
  chooseRecipient: {
    id: "messages.chooseRecipient",
    defaultMessage: "Choose a member or an item to ask about.",
  },
  conversationNotFound: {
    id: "messages.conversationNotFound",
    defaultMessage: "That conversation is not here.",
  },
  memberNotFound: { id: "messages.memberNotFound", defaultMessage: "That member is not here." },
  subjectNotFound: {
    id: "messages.subjectNotFound",
    defaultMessage: "That item is no longer here.",
  },
  conversationEnded: {
    id: "messages.conversationEnded",
    defaultMessage: "This conversation has ended.",
  },
  loginToMessage: {
    id: "messages.loginToMessage",
    defaultMessage: "Please log in to send a message.",
  },
  tooManyConversations: {
    id: "messages.tooManyConversations",
    defaultMessage:
      "You have started as many conversations as you can today. Please try again tomorrow.",
  },
  chooseSetting: {
    id: "messages.chooseSetting",
    defaultMessage: "Choose who may message you.",
  },
  itemSold: { id: "messages.itemSold", defaultMessage: "This item has been sold" },
  deletedUser: { id: "messages.deletedUser", defaultMessage: "Deleted user" },
});

/** The English words: zod's messages and the server's refusals (translated by their words). */
export const messageMessages = englishOf(messageWords);
