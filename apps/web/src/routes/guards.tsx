import { Navigate, Outlet, useLocation } from "react-router";
import { isImageBrandHost } from "../app-config";
import { FullPageSpinner } from "./FullPageSpinner";
import { useSession } from "../session/session-context";

const isUnderImageGen = (pathname: string) => pathname === "/image-gen" || pathname.startsWith("/image-gen/");

/** Signed-out users go to /login with the path and query kept as `from` (spec section 4). */
export function RequireSignIn() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate replace to={`/login?from=${encodeURIComponent(pathname + search)}`} />;
  if (isImageBrandHost() && !isUnderImageGen(pathname)) return <Navigate replace to="/image-gen" />;
  return <Outlet />;
}

/** Spec section 5: a signed-in user who is not staff goes to /; the server checks again. */
export function RequireStaff() {
  const { userInfo } = useSession();
  if (!userInfo?.is_staff) return <Navigate replace to="/" />;
  return <Outlet />;
}
