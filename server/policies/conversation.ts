import { messageWords } from "../../contracts/messages-rules.ts";
import { isSelf, isSignedIn, moderates } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A conversation as its policy needs it (issue 32, decision 072). */
export type ConversationSubject = {
  /** The two participants' ids; null for a deleted one. */
  participants: readonly (string | null)[];
  /** The city its reports go to: the item's, else one the two share. */
  cityId: string | null;
  /** Someone reported it: only then may a moderator of its city read it. */
  reported: boolean;
};

const takesPart = (actor: { id: string } | null, c: ConversationSubject) =>
  actor !== null && c.participants.includes(actor.id);

/** The participant who is not `who` (null once deleted). */
export const otherOf = (c: ConversationSubject, who: { id: string }) =>
  c.participants.find((id) => !isSelf(who, id)) ?? null;

/**
 * Private messages are the two participants' own. A moderator or admin reads a
 * conversation ONLY once it was reported, and only in the city it was reported to
 * (a privacy promise, issue 32 scope 6); they never write in it. Whether a member
 * may be messaged at all (settings, blocks) is recipientPolicy's question.
 */
export const conversationPolicy = definePolicy({
  rules: {
    read: (actor, c: ConversationSubject) =>
      takesPart(actor, c) || (c.reported && moderates(actor, c.cityId)),
    send: (actor, c: ConversationSubject) => takesPart(actor, c),
    leave: (actor, c: ConversationSubject) => takesPart(actor, c),
    report: (actor, c: ConversationSubject) => takesPart(actor, c),
  },
  refusal: messageWords.conversationNotFound,
});

/** A member about to be messaged, with the facts their setting and blocks need. */
export type RecipientSubject = {
  recipientId: string;
  setting: "cities" | "nobody" | "listings";
  /** Either side blocked the other. */
  blocked: boolean;
  sharesCity: boolean;
  /** The conversation is about an item the recipient owns. */
  aboutTheirItem: boolean;
  /** The recipient started this conversation: they can always be answered. */
  theyStarted: boolean;
};

/**
 * Anyone signed in may ask an owner about their item; otherwise the recipient's
 * setting decides (members of their cities by default, nobody, only about their
 * listings). A block either way refuses with the same words as a setting, so the
 * blocked person is not told.
 */
export const recipientPolicy = definePolicy({
  rules: {
    message: (actor, r: RecipientSubject) => {
      if (!isSignedIn(actor) || actor.id === r.recipientId || r.blocked) return false;
      if (r.aboutTheirItem || r.theyStarted) return true;
      if (r.setting === "cities") return r.sharesCity;
      return false;
    },
  },
  refusal: messageWords.notAccepting,
});
