import { describe, expect, it } from "vitest";
import { createCommentSchema, postLimits } from "./posts.ts";
import { checkComment } from "./posts-rules.ts";
import { changesMessageSchema } from "./realtime.ts";
import { readChangesMessage } from "./realtime-rules.ts";

// The web checks a comment and reads the live stream without zod (decision 037); the
// server uses the schemas. Both must say the same thing about the same input.

describe("The comment box's check", () => {
  const comments = [
    "",
    "   ",
    "\n\t",
    "Nice one",
    "  padded  ",
    "x".repeat(postLimits.commentMax),
    ` ${"x".repeat(postLimits.commentMax)} `,
    "x".repeat(postLimits.commentMax + 1),
  ];
  it.each(
    comments.map((text) => [
      text.length > 40 ? `${text.length} characters` : JSON.stringify(text),
      text,
    ]),
  )("answers %s as createCommentSchema does", (_name, text) => {
    const parsed = createCommentSchema.safeParse({ content: text });
    const checked = checkComment(text);
    if (parsed.success) {
      expect(checked).toEqual({ content: parsed.data.content, problem: null });
    } else {
      expect(checked).toEqual({ content: null, problem: parsed.error.issues[0]?.message });
    }
  });
});

describe("Reading a live message", () => {
  const event = { city: "miami", type: "post.created", id: "p1" };
  const messages: [string, unknown][] = [
    ["one event", { events: [event] }],
    ["no events", { events: [] }],
    ["an event with its post and actor", { events: [{ ...event, postId: "p1", actorId: "u1" }] }],
    ["an unknown field, left out", { events: [{ ...event, extra: true }] }],
    ["an unknown type", { events: [{ ...event, type: "post.exploded" }] }],
    ["a number for an id", { events: [{ ...event, id: 7 }] }],
    ["a null postId", { events: [{ ...event, postId: null }] }],
    ["one bad event among good ones", { events: [event, { city: "miami" }] }],
    ["no events field", { changes: [] }],
    ["events that are not a list", { events: "p1" }],
    ["null", null],
    ["a string", "changes"],
  ];
  it.each(messages)("reads %s as changesMessageSchema does", (_name, message) => {
    const parsed = changesMessageSchema.safeParse(message);
    expect(readChangesMessage(message)).toEqual(parsed.success ? parsed.data.events : null);
  });
});
