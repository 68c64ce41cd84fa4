/** Body of GET /api/v1/user-info/ (spec section 7: the client reads `data.user_id`). */
export interface UserInfo {
  user_id: string;
  email: string;
  name: string;
  image: string | null;
  is_staff: boolean;
  /** The address is on a staff domain: verifying it gives staff access. */
  staff_domain: boolean;
  created_at: string;
}
