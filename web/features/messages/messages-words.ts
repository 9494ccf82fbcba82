import { defineMessages } from "../../lib/i18n/use-intl.ts";

/** The messages screens' words (issue 32); Spanish in contracts/i18n/es/messages-web.json. */
export const messagesWords = defineMessages({
  inboxTitle: { id: "messages.web.inboxTitle", defaultMessage: "Messages" },
  inboxEmpty: {
    id: "messages.web.inboxEmpty",
    defaultMessage:
      "No conversations yet. Ask about a listing with Message seller, and the replies will arrive here.",
  },
  inboxLoadError: {
    id: "messages.web.inboxLoadError",
    defaultMessage: "Could not load your messages.",
  },
  conversationLoadError: {
    id: "messages.web.conversationLoadError",
    defaultMessage: "Could not load this conversation.",
  },
  conversationNotFound: {
    id: "messages.web.conversationNotFound",
    defaultMessage: "This conversation is not there any more.",
  },
  tryAgain: { id: "messages.web.tryAgain", defaultMessage: "Try again" },
  loading: { id: "messages.web.loading", defaultMessage: "Loading messages" },
  loadMore: { id: "messages.web.loadMore", defaultMessage: "Load more" },
  loadOlder: { id: "messages.web.loadOlder", defaultMessage: "Show earlier messages" },
  unread: {
    id: "messages.web.unread",
    defaultMessage: "{count, plural, one {# unread message} other {# unread messages}}",
  },
  backToInbox: { id: "messages.web.backToInbox", defaultMessage: "All messages" },
  log: { id: "messages.web.log", defaultMessage: "Messages with {name}" },
  you: { id: "messages.web.you", defaultMessage: "You" },
  noMessages: {
    id: "messages.web.noMessages",
    defaultMessage: "No messages yet. Say hello.",
  },
  messageLabel: { id: "messages.web.messageLabel", defaultMessage: "Message" },
  send: { id: "messages.web.send", defaultMessage: "Send" },
  sendFailed: {
    id: "messages.web.sendFailed",
    defaultMessage: "Your message was not sent.",
  },
  quickReplies: { id: "messages.web.quickReplies", defaultMessage: "Quick replies" },
  dialogDescription: {
    id: "messages.web.dialogDescription",
    defaultMessage: "About “{title}”. Your email address and phone number stay private.",
  },
  cancel: { id: "messages.web.cancel", defaultMessage: "Cancel" },
  threadMenu: { id: "messages.web.threadMenu", defaultMessage: "Conversation options" },
  block: { id: "messages.web.block", defaultMessage: "Block {name}" },
  blockTitle: { id: "messages.web.blockTitle", defaultMessage: "Block {name}?" },
  blockText: {
    id: "messages.web.blockText",
    defaultMessage: "Neither of you will be able to message the other. {name} will not be told.",
  },
  blockConfirm: { id: "messages.web.blockConfirm", defaultMessage: "Block" },
  blocked: {
    id: "messages.web.blocked",
    defaultMessage: "You blocked {name}. Neither of you can send messages here.",
  },
  report: { id: "messages.web.report", defaultMessage: "Report conversation" },
  reportTitle: { id: "messages.web.reportTitle", defaultMessage: "Report this conversation?" },
  reportText: {
    id: "messages.web.reportText",
    defaultMessage: "The city's moderators will read this conversation's messages.",
  },
  reportReason: { id: "messages.web.reportReason", defaultMessage: "What is wrong?" },
  chooseReason: { id: "messages.web.chooseReason", defaultMessage: "Choose a reason" },
  reportDetails: { id: "messages.web.reportDetails", defaultMessage: "Description" },
  reportPrivate: {
    id: "messages.web.reportPrivate",
    defaultMessage: "Your report is private.",
  },
  close: { id: "messages.web.close", defaultMessage: "Close" },
  reportConfirm: { id: "messages.web.reportConfirm", defaultMessage: "Report" },
  reported: {
    id: "messages.web.reported",
    defaultMessage: "Thank you. The moderators will look at it.",
  },
  leave: { id: "messages.web.leave", defaultMessage: "Leave conversation" },
  leaveTitle: { id: "messages.web.leaveTitle", defaultMessage: "Leave this conversation?" },
  leaveText: {
    id: "messages.web.leaveText",
    defaultMessage: "Neither of you will be able to send messages in it any more.",
  },
  leaveConfirm: { id: "messages.web.leaveConfirm", defaultMessage: "Leave" },
  markReserved: { id: "messages.web.markReserved", defaultMessage: "Mark reserved" },
  markSold: { id: "messages.web.markSold", defaultMessage: "Mark sold" },
  markAvailable: { id: "messages.web.markAvailable", defaultMessage: "Mark available" },
  soldTitle: { id: "messages.web.soldTitle", defaultMessage: "Mark “{title}” sold?" },
  soldText: {
    id: "messages.web.soldText",
    defaultMessage: "Everyone else who asked about it will be told it has been sold.",
  },
  itemGone: { id: "messages.web.itemGone", defaultMessage: "This item was removed." },
  aboutItem: { id: "messages.web.aboutItem", defaultMessage: "About {title}" },
  settingTitle: { id: "messages.web.settingTitle", defaultMessage: "Messages" },
  settingLegend: {
    id: "messages.web.settingLegend",
    defaultMessage: "Who may message you",
  },
  settingSaved: { id: "messages.web.settingSaved", defaultMessage: "Saved." },
  settingHint: {
    id: "messages.web.settingHint",
    defaultMessage: "Whatever you choose, members you block cannot message you.",
  },
});
