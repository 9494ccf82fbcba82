// Editing posts and comments (issue 35): the words and checks without zod, so the
// feed's edit form imports them at once; contracts/post-edits.ts adds the schemas.

import { defineMessages } from "./i18n/define-messages.ts";

export const postEditMessages = defineMessages({
  onlyAuthor: {
    id: "postEdits.onlyAuthor",
    defaultMessage: "Only its author can edit this, while a member of the community.",
  },
  staffOnly: {
    id: "postEdits.staffOnly",
    defaultMessage: "Only moderators of this community and admins can see earlier versions.",
  },
  editFailed: { id: "postEdits.editFailed", defaultMessage: "Could not save your edit." },
});
