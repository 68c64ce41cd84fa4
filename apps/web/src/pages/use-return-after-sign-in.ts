import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeReturnPath } from "../routes/public-paths";
import { useSession } from "../session/session-context";

/** Once signed in, sign-in pages send the user back to `from` (or home). */
export function useReturnAfterSignIn() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get("from");
  useEffect(() => {
    if (user) void navigate(safeReturnPath(from), { replace: true });
  }, [user, from, navigate]);
  return from;
}
