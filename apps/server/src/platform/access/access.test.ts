import { describe, expect, it } from "vitest";
import { requireOwned } from "./access.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../auth/viewer.ts";

const viewer = (id: string): Viewer => ({
  id,
  email: `${id}@example.com`,
  name: id,
  image: null,
  emailVerified: true,
  createdAt: new Date(0),
  isStaff: false,
  onStaffDomain: false,
  sessionId: "s1",
  viaCookie: true,
});

describe("requireOwned", () => {
  const video = { id: "v1", userId: "alice" };

  it("returns the owner's row", () => {
    expect(requireOwned(video, viewer("alice"), "That video")).toBe(video);
  });

  it("answers another user's row and a missing row with the same 404", () => {
    const errors = [() => requireOwned(video, viewer("bob"), "That video"), () => requireOwned(undefined, viewer("bob"), "That video")].map(
      (check) => {
        try {
          check();
        } catch (error) {
          return error;
        }
        return undefined;
      },
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: "not_found", code: "not_found", message: "That video was not found." });
    }
  });
});
