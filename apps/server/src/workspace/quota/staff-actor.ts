import { viewerActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";

/** A staff change to plans or credit, as the audit trail records it: through the staff screens, or the API with a token. */
export const staffActor = (viewer: Viewer, reason: string): AuditActor => viewerActor(viewer, viewer.viaCookie ? "browser" : "api", reason);
