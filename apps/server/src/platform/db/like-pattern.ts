/** A LIKE pattern that finds `text` anywhere, its wildcards escaped so a search for `50%` means the text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
