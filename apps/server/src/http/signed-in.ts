import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Viewer, ViewerResolver } from "../platform/auth/viewer.ts";

const viewers = new WeakMap<FastifyRequest, Viewer>();

/**
 * Every route of `app` (a route plugin) is for signed-in callers: the caller is resolved before
 * the request's schemas run, so a signed-out caller hears 401 whatever it sent, as before the
 * schemas, and the handler reads it with `signedIn(request)`.
 */
export function requireSignIn(app: FastifyInstance, resolver: ViewerResolver) {
  app.addHook("preValidation", async (request) => {
    viewers.set(request, await resolver.requireUser(request));
  });
}

/** The caller `requireSignIn` resolved for this request. */
export function signedIn(request: FastifyRequest): Viewer {
  const viewer = viewers.get(request);
  if (!viewer) throw new Error(`${request.routeOptions.url} reads the viewer without requireSignIn`);
  return viewer;
}

const staffMembers = new WeakMap<FastifyRequest, Viewer>();

/**
 * The staff gate: every route of `app` (the staff API) answers 401 to signed-out callers and 403
 * to non-staff before anything else runs; handlers read the member with `staffMember(request)`.
 */
export function requireStaffGate(app: FastifyInstance, resolver: ViewerResolver) {
  app.addHook("onRequest", async (request) => {
    staffMembers.set(request, await resolver.requireStaff(request));
  });
}

/** The staff member the staff gate let through; a route outside the gate fails loudly instead of trusting anyone. */
export function staffMember(request: FastifyRequest): Viewer {
  const staff = staffMembers.get(request);
  if (!staff) throw new Error(`${request.routeOptions.url} reads the staff member outside the staff gate`);
  return staff;
}
