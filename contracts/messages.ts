import { z } from "zod";
import { directoryKinds } from "./directory-kinds.ts";
import { messageKinds, messageLimits, messageMessages, messageSettings } from "./messages-rules.ts";
import { pageOf } from "./paged.ts";
import { reportMessages, reportReasons } from "./reports-rules.ts";

export * from "./messages-rules.ts";

const text = z
  .string(messageMessages.textRequired)
  .trim()
  .min(1, messageMessages.textRequired)
  .max(messageLimits.textMax, messageMessages.textTooLong);

export const subjectRefSchema = z.object({
  kind: z.enum(directoryKinds, messageMessages.subjectNotFound),
  id: z.string(messageMessages.subjectNotFound).trim().min(1).max(100),
});
export type SubjectRef = z.infer<typeof subjectRefSchema>;

/** Start (or continue) a conversation: with a member (`toUserId`) or about an item (`subject`). */
export const startConversationSchema = z
  .object({
    toUserId: z.string().trim().min(1).max(100).optional(),
    subject: subjectRefSchema.optional(),
    text,
  })
  .refine((body) => Boolean(body.toUserId) !== Boolean(body.subject), {
    message: messageMessages.chooseRecipient,
    path: ["toUserId"],
  });
export type StartConversation = z.infer<typeof startConversationSchema>;

export const sendMessageSchema = z.object({ text });
export type SendMessage = z.infer<typeof sendMessageSchema>;

/**
 * The "data" field of a message sent with photos (multipart): the text may be empty
 * when there are photos; `alts[i]` is the sender's description of photo i ("" none).
 */
export const sendMessageFormSchema = z.object({
  text: z
    .string(messageMessages.textOrPhotoRequired)
    .trim()
    .max(messageLimits.textMax, messageMessages.textTooLong)
    .default(""),
  alts: z
    .array(z.string().trim().max(messageLimits.altMax, messageMessages.altTooLong))
    .max(messageLimits.photosMax, messageMessages.tooManyPhotos)
    .default([]),
});
export type SendMessageForm = z.infer<typeof sendMessageFormSchema>;

/** A message's photo: URLs answered only to those who may read the conversation. */
export const messagePhotoSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The sender's description, null when they gave none. */
  alt: z.string().nullable(),
});
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

/** A participant as others see them; a deleted member is `deleted: true`, "Deleted user". */
export const participantSchema = z.object({
  id: z.string().nullable(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  deleted: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

/** The item a conversation is about, as it is now (title kept when it was removed). */
export const conversationSubjectSchema = z.object({
  kind: z.enum(directoryKinds),
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Its page, e.g. /city/{slug}/marketplace/{id}; null once removed. */
  path: z.string().nullable(),
  /** Its directory status ("Available", "Reserved", "Sold", ...), null when it has none. */
  status: z.string().nullable(),
  /** The viewer owns it: the web offers Reserved / Sold (on the directory's status route). */
  mine: z.boolean(),
  removed: z.boolean(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  kind: z.enum(messageKinds),
  /** null for a "sold" notice; `deleted` for a deleted member's tombstoned message. */
  author: participantSchema.nullable(),
  fromMe: z.boolean(),
  /** For kind "sold" the English notice; the web shows messageWords.itemSold. "" when tombstoned. */
  text: z.string(),
  createdAt: z.string(),
  /** Up to 4, in the order sent; [] for none (and for a tombstone). */
  photos: z.array(messagePhotoSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  other: participantSchema,
  subject: conversationSubjectSchema.nullable(),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
  /** When the other participant last read (ISO), for "Seen". */
  otherReadAt: z.string().nullable(),
  /** The other participant's account was deleted: no more messages can be sent in it. */
  ended: z.boolean(),
  /** The viewer may send here now (not ended, not blocked either way, setting allows). */
  canSend: z.boolean(),
  blockedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(messageLimits.pageSizeMax)
    .default(messageLimits.pageSize),
});
export const messagesQuerySchema = conversationsQuerySchema;

export const conversationPageSchema = pageOf(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const startedConversationSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
  created: z.boolean(),
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const messageSettingSchema = z.object({
  setting: z.enum(messageSettings, messageMessages.chooseSetting),
});
export type MessageSettingBody = z.infer<typeof messageSettingSchema>;

export const blockedMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export const blockListSchema = z.object({ items: z.array(blockedMemberSchema) });

export const reportConversationSchema = z.object({
  reason: z.enum(reportReasons, reportMessages.required),
  description: z
    .string(reportMessages.required)
    .trim()
    .min(1, reportMessages.required)
    .max(1000, reportMessages.tooLong),
});
export type ReportConversation = z.infer<typeof reportConversationSchema>;

/** `event: message` data on /api/me/live. */
export const messageLiveSchema = z.object({ conversationId: z.string(), message: messageSchema });
/** `event: messageRead` data on /api/me/live. */
export const messageReadLiveSchema = z.object({
  conversationId: z.string(),
  readerId: z.string(),
  readAt: z.string(),
});
