import { createRequire } from "node:module";
import type compromise from "compromise";

export type NlpView = ReturnType<typeof compromise>;

const requireCommonJs = createRequire(import.meta.url);
let parser: typeof compromise | undefined;

/**
 * compromise's English parser, loaded the first time a text is read: building its lexicon took
 * a second of every start otherwise. Its bundled CommonJS build loads synchronously, so callers
 * stay synchronous.
 */
export function nlp(text: string): NlpView {
  parser ??= requireCommonJs("compromise") as typeof compromise;
  return parser(text);
}
