import { defineMessages } from "../../lib/i18n/use-intl.ts";

// The Edit control's words, apart from the form so the control needs none of its code.
export const editMessages = defineMessages({
  edit: { id: "postEdits.edit", defaultMessage: "Edit" },
  editPost: { id: "postEdits.editPost", defaultMessage: "Edit post" },
  editComment: { id: "postEdits.editComment", defaultMessage: "Edit comment" },
});
