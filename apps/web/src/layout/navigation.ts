import { staffRoutes, userRoutes, type Area, type ScreenRoute } from "../routes/route-table";

export interface NavSection {
  label: string;
  /** `hint`: what the screen is for, shown when the link is hovered. */
  links: { to: string; label: string; hint: string }[];
  staffOnly: boolean;
}

const section = (label: string, routes: ScreenRoute[], area: Area, staffOnly = false): NavSection => ({
  label,
  staffOnly,
  links: routes.filter((r) => r.nav && r.area === area).map((r) => ({ to: `/${r.path}`, label: r.title, hint: r.purpose })),
});

/** The navigation's sections, derived from the route table so a new screen shows up in one edit. */
export const navSections: NavSection[] = [
  { label: "Home", staffOnly: false, links: [{ to: "/", label: "Home", hint: "Your recent work and where to start." }] },
  section("Create", userRoutes, "create"),
  section("Library", userRoutes, "library"),
  section("Images", userRoutes, "image-gen"),
  section("Account", userRoutes, "account"),
  section("Staff", staffRoutes, "staff", true),
];
