/**
 * What a generation's job needs besides its recipe, kept in its `params`: the prompt and negative
 * as the provider gets them (the vibe's fragments joined on when it was asked, so a vibe edited
 * later does not change it), the vibe's parameters, an upscale's factor and how it was done.
 * Edits keep their mode, instruction and mask here too.
 */
export interface GenerationParams {
  providerPrompt?: string;
  providerNegative?: string | null;
  vibeParams?: Record<string, number | string>;
  factor?: number;
  /** "native" (the provider's upscaler) or "resampled" (our Lanczos resample), once known. */
  upscaleMethod?: "native" | "resampled";
  instruction?: string;
  [key: string]: unknown;
}

/** The user's words with a vibe's fragment joined on (either may be empty). */
export const joinFragment = (text: string | null | undefined, fragment: string | null | undefined) =>
  [text?.trim(), fragment?.trim()].filter(Boolean).join(", ");
