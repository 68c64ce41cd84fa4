import { Alert, AppShell, Avatar, Burger, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconLogout, IconMailForward, IconSettings } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { useResendVerification } from "../account/account-api";
import { imageBrandHere } from "../app-config";
import { BrandMark } from "../brand/BrandMark";
import { VerifiedNotice } from "../account/VerifiedNotice";
import { VerifyEmailBanner } from "../account/VerifyEmailBanner";
import { useSession } from "../session/session-context";
import { navSections } from "./navigation";

type Resend = ReturnType<typeof useResendVerification>;

function UserMenu({ resend }: { resend: Resend }) {
  const { user, userInfo, signOut } = useSession();
  const label = user?.name || user?.email || "Account";
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Group gap={6}>
            <Avatar src={user?.image ?? null} radius="xl" size="sm" name={label} color="initials" />
            <Text size="sm" visibleFrom="sm">
              {label}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user?.email}
          {userInfo?.is_staff ? " · staff" : ""}
        </Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
          Account settings
        </Menu.Item>
        {user && !user.emailVerified && (
          // The banner above the screen shows how the sending went.
          <Menu.Item leftSection={<IconMailForward size={16} />} disabled={resend.isPending} onClick={() => resend.mutate(user.email)}>
            Resend verification email
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in shell: header with the user menu, the navigation, the screen. Loaded on demand. */
export default function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { userInfo, reconnecting } = useSession();
  const { pathname } = useLocation();
  const resend = useResendVerification();
  const brand = imageBrandHere();
  // On an image-brand host the whole app is the image studio, so only its section is offered.
  const sections = navSections.filter((s) => (!s.staffOnly || userInfo?.is_staff) && (!brand || s.label === "Images"));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <BrandMark brand={brand} />
          </Group>
          <UserMenu resend={resend} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <ScrollArea>
          <Stack gap="md">
            {sections.map((s) => (
              <Stack key={s.label} gap={2}>
                {s.label !== "Home" && (
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm">
                    {s.label}
                  </Text>
                )}
                {s.links.map((link) => (
                  <NavLink
                    key={link.to}
                    component={Link}
                    to={link.to}
                    label={link.label}
                    title={link.hint}
                    active={pathname === link.to}
                    onClick={close}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {reconnecting && (
          <Alert color="gray" mb="md" role="status">
            Can't reach the server. Retrying…
          </Alert>
        )}
        <VerifiedNotice />
        <VerifyEmailBanner resend={resend} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
