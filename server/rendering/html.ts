/** Text made safe to put inside HTML, element content or a quoted attribute alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
