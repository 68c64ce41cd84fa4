import { describe, expect, it } from "vitest";
import { failureReason, NO_REASON } from "./failure-reason.ts";

describe("failureReason", () => {
  it("counts messages that differ only in their details, numbers and addresses as one reason", () => {
    expect(failureReason("The photo in scene 2 could not be prepared: HTTP 404")).toBe("The photo in scene N could not be prepared");
    expect(failureReason("The photo in scene 5 could not be prepared: timed out")).toBe("The photo in scene N could not be prepared");
    expect(failureReason("Could not fetch https://cdn.example.com/a.png?x=1")).toBe("Could not fetch <url>");
    expect(failureReason("This video is 12.5 minutes long; the limit is 10.")).toBe("This video is N minutes long; the limit is N");
  });

  it("keeps the first line only, and says when there is no message", () => {
    expect(failureReason("ffmpeg exited with code 1\nframe=  12 fps=0.0")).toBe("ffmpeg exited with code N");
    expect(failureReason(null)).toBe(NO_REASON);
    expect(failureReason("   ")).toBe(NO_REASON);
    expect(failureReason(": nothing before")).toBe(NO_REASON);
  });

  it("shortens a long reason", () => {
    const reason = failureReason("x".repeat(500));
    expect(reason).toHaveLength(160);
    expect(reason.endsWith("…")).toBe(true);
  });
});
