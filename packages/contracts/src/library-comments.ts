/**
 * Comments on a library version (issue 21): threads of one level of answers, optionally pinned
 * to a moment and a point of one aspect ratio's frame, mentioning staff (each told by mail).
 */
import type { ChecklistAspect } from "./library-studio.ts";

export const LIBRARY_COMMENT_LIMITS = {
  bodyChars: 5_000,
  mentions: 20,
  /** A version keeps at most this many comments (answers included), so its thread list stays one bounded read. */
  perVersion: 1_000,
} as const;

/** Where a comment points: an aspect ratio's preview, seconds into it, and a point in fractions (0–1) of its frame. */
export interface LibraryCommentPin {
  aspect: ChecklistAspect;
  time: number;
  x: number;
  y: number;
}

/** A staff account as pickers and mentions show it. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

export interface LibraryComment {
  id: string;
  parent_id: string | null;
  /** Null once the author's account is gone. */
  author: StaffMember | null;
  body: string;
  pin: LibraryCommentPin | null;
  mentions: StaffMember[];
  created_at: string;
}

/** A top-level comment with its answers (oldest first) and whether the thread is resolved. */
export interface LibraryCommentThread extends LibraryComment {
  resolved_at: string | null;
  answers: LibraryComment[];
}

/** What `POST …/comments` takes: mentions by staff email. */
export interface NewLibraryComment {
  body: string;
  parent_id?: string;
  pin?: LibraryCommentPin;
  mentions?: string[];
}
