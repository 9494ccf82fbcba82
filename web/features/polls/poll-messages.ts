import { defineMessages } from "../../lib/i18n/use-intl.ts";

/** The polls pages' words (decision 063); the contract's refusals are in contracts/polls.ts. */
export const pollWords = defineMessages({
  open: { id: "polls.open", defaultMessage: "Open" },
  closed: { id: "polls.closedBadge", defaultMessage: "Closed" },
  closesIn: { id: "polls.closesIn", defaultMessage: "Closes {when}" },
  ended: { id: "polls.ended", defaultMessage: "Ended {date}" },
  votes: { id: "polls.votes", defaultMessage: "{count, plural, one {# vote} other {# votes}}" },
  voteFailed: {
    id: "polls.voteFailed",
    defaultMessage: "Your vote could not be saved. Please try again.",
  },
  cancel: { id: "polls.cancel", defaultMessage: "Cancel" },
  viewResults: { id: "polls.viewResults", defaultMessage: "View Results" },
  results: { id: "polls.results", defaultMessage: "Results" },
  yourVote: { id: "polls.yourVote", defaultMessage: "Your vote" },
  resultRow: {
    id: "polls.resultRow",
    defaultMessage: "{option}: {votes}, {percent}%{mine, select, yes {, your vote} other {}}",
  },
  noVotes: { id: "polls.noVotes", defaultMessage: "No votes yet" },
  totalVotes: {
    id: "polls.totalVotes",
    defaultMessage: "{count, plural, one {# vote in total} other {# votes in total}}",
  },
  changeVote: { id: "polls.changeVote", defaultMessage: "Change vote" },
  hiddenUntilVoted: {
    id: "polls.hiddenUntilVoted",
    defaultMessage:
      "Vote to see the results. Your neighbours' answers stay hidden until you have given yours.",
  },
  beFirst: {
    id: "polls.beFirst",
    defaultMessage: "No votes yet. Be the first to vote, then watch the results come in.",
  },
  backToVoting: { id: "polls.backToVoting", defaultMessage: "Back to voting" },
  closePollLabel: { id: "polls.closePollLabel", defaultMessage: "Close poll: {question}" },
  close: { id: "polls.close", defaultMessage: "Close" },
  closeTitle: { id: "polls.closeTitle", defaultMessage: "Close this poll?" },
  closeDescription: {
    id: "polls.closeDescription",
    defaultMessage:
      "Voting stops for everyone and the poll moves to Closed with its results. It cannot be reopened.",
  },
  closePoll: { id: "polls.closePoll", defaultMessage: "Close poll" },
  closeFailed: {
    id: "polls.closeFailed",
    defaultMessage: "Could not close the poll. Please try again.",
  },
  createPoll: { id: "polls.createPoll", defaultMessage: "Create Poll" },
  createTitle: { id: "polls.createTitle", defaultMessage: "Create a New Poll" },
  createDescription: {
    id: "polls.createDescription",
    defaultMessage: "Ask the community a question with two to ten answers to choose from.",
  },
  editPollLabel: { id: "polls.editPollLabel", defaultMessage: "Edit poll: {question}" },
  edit: { id: "polls.edit", defaultMessage: "Edit" },
  editTitle: { id: "polls.editTitle", defaultMessage: "Edit Poll" },
  editDescription: {
    id: "polls.editDescription",
    defaultMessage:
      "A poll can be reworded until the first vote; after that only its closing time can change.",
  },
  saveChanges: { id: "polls.saveChanges", defaultMessage: "Save Changes" },
  question: { id: "polls.question", defaultMessage: "Question" },
  questionPlaceholder: {
    id: "polls.questionPlaceholder",
    defaultMessage: "What should we decide?",
  },
  closes: { id: "polls.closes", defaultMessage: "Closes (optional)" },
  closesHint: {
    id: "polls.closesHint",
    defaultMessage:
      "In your time zone. Leave empty to keep the poll open until an admin closes it.",
  },
  clearClosing: { id: "polls.clearClosing", defaultMessage: "Clear the closing time" },
  clear: { id: "polls.clear", defaultMessage: "Clear" },
  activePolls: { id: "polls.activePolls", defaultMessage: "Active polls" },
  closedPolls: { id: "polls.closedPolls", defaultMessage: "Closed polls" },
  removeOption: { id: "polls.removeOption", defaultMessage: "Remove option {number}" },
  addOption: { id: "polls.addOption", defaultMessage: "Add option" },
  pageTitle: { id: "polls.pageTitle", defaultMessage: "Community Polls" },
  pageLead: {
    id: "polls.pageLead",
    defaultMessage: "Have your say on what matters in {city}. Results show once you have voted.",
  },
  backToCommunity: { id: "polls.backToCommunity", defaultMessage: "Back to the {city} community" },
  polls: { id: "polls.polls", defaultMessage: "Polls" },
  active: { id: "polls.active", defaultMessage: "Active" },
  noClosedPolls: { id: "polls.noClosedPolls", defaultMessage: "No closed polls yet." },
  options: { id: "polls.options", defaultMessage: "Options" },
  option: { id: "polls.option", defaultMessage: "Option" },
  remove: { id: "polls.remove", defaultMessage: "Remove" },
  upTo: { id: "polls.upTo", defaultMessage: "A poll can have up to {max} options." },
  couldNotLoad: { id: "polls.couldNotLoad", defaultMessage: "Could not load the polls. {why}" },
});
