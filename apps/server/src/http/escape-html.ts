/** Text made safe to place in HTML, between tags or inside a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
