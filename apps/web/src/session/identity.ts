import type { UserInfo as UserInfoBody } from "@framewise/contracts";
import { apiRequest } from "../api/http";

export type UserInfo = UserInfoBody;

/** Spec section 9: delay before fetching user info after sign-in. */
export const USER_INFO_DELAY_MS = 1000;

/** Exchanges the sign-in session for the short-lived identity token (a signed JWT). */
export async function issueIdentityToken(): Promise<{ token: string; expiresIn: number }> {
  const { data } = await apiRequest<{ data: { token: string; expires_in: number } }>("/api/v1/auth/identity-token", {
    method: "POST",
  });
  return { token: data.token, expiresIn: data.expires_in };
}

/** Spec section 7: POST /api/v1/users/login/ with the bearer token and no body. */
export async function recordLogin(token: string): Promise<string> {
  const { data } = await apiRequest<{ data: { user_id: string } }>("/api/v1/users/login/", { method: "POST", bearer: token });
  return data.user_id;
}

/** Spec section 7: GET /api/v1/user-info/ with the bearer token. */
export async function fetchUserInfo(token: string): Promise<UserInfo> {
  const { data } = await apiRequest<{ data: UserInfo }>("/api/v1/user-info/", { bearer: token });
  return data;
}
