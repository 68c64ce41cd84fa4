/** A part of the product's documentation under one heading. */
export interface HelpSection {
  file: string;
  heading: string;
  text: string;
}

export interface HelpPassage {
  file: string;
  heading: string;
  excerpt: string;
}

const EXCERPT_LENGTH = 400;
/** Words too common to say anything about what someone looks for. */
const COMMON = new Set(["the", "and", "for", "how", "what", "with", "can", "does", "you", "your", "are", "from", "this", "that", "into"]);

/** A Markdown file cut at its headings, each part under the nearest heading above it (the file's name before any). */
export function helpSections(file: string, markdown: string): HelpSection[] {
  const sections: HelpSection[] = [];
  let heading = file;
  let lines: string[] = [];
  const close = () => {
    const text = lines.join("\n").trim();
    if (text) sections.push({ file, heading, text });
  };
  for (const line of markdown.split("\n")) {
    const match = /^#{1,4}\s+(.+)$/.exec(line);
    if (!match) {
      lines.push(line);
      continue;
    }
    close();
    heading = match[1]!.trim();
    lines = [];
  }
  close();
  return sections;
}

const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((word) => word.length > 1 && !COMMON.has(word));

/** Around the first place a word occurs, cut at spaces, with "…" where it was cut. */
function excerpt(text: string, words: string[]): string {
  const flat = text.replace(/\s+/g, " ");
  const lower = flat.toLowerCase();
  const at = Math.max(0, Math.min(...words.map((word) => lower.indexOf(word)).filter((index) => index >= 0)));
  const start = Math.max(0, flat.lastIndexOf(" ", Math.max(0, at - EXCERPT_LENGTH / 4)));
  const end = Math.min(flat.length, start + EXCERPT_LENGTH);
  const cut = flat.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${cut}${end < flat.length ? "…" : ""}`;
}

/**
 * The sections that best match the words asked: each occurrence of a word counts, a word in the
 * heading counts three times. A keyword search, not a judgement of meaning.
 */
export function searchHelp(sections: HelpSection[], query: string, limit = 3): HelpPassage[] {
  const words = [...new Set(wordsOf(query))];
  if (!words.length) return [];
  const scored = sections.map((section) => {
    const heading = wordsOf(section.heading);
    const body = wordsOf(section.text);
    const score = words.reduce(
      (sum, word) => sum + body.filter((each) => each.startsWith(word)).length + 3 * heading.filter((each) => each.startsWith(word)).length,
      0,
    );
    return { section, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ section }) => ({ file: section.file, heading: section.heading, excerpt: excerpt(section.text, words) }));
}
