/** A chat's title until its first question names it. */
export const NEW_CHAT_TITLE = "New chat";

const TITLE_WORDS = 8;
const TITLE_LENGTH = 80;

/** The first words of a chat's first question, as its title (rename changes it later). */
export function titleFromQuestion(text: string): string {
  const words = text
    .replace(/[#*_`>[\]]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const title = words.slice(0, TITLE_WORDS).join(" ");
  if (!title) return NEW_CHAT_TITLE;
  if (title.length <= TITLE_LENGTH) return words.length > TITLE_WORDS ? `${title}…` : title;
  return `${title.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}
