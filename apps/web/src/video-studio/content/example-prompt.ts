/**
 * The placeholder's example, one of each thing the text planner knows: a title sentence, a
 * number, a list under a line ending in ":", and a closing call to action. The end-to-end test
 * plans this very text, so the example shown is known to give that storyboard.
 */
export const EXAMPLE_PROMPT = [
  "Meet Trail Runner 2.",
  "Sign-ups grew 40% after the beta.",
  "Why runners switch:",
  "- Grippy outsole",
  "- Waterproof mesh",
  "Try it free at example.com",
].join("\n");
