import { Button, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { AccountSection } from "../ui/AccountSection";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { EmailSection } from "./EmailSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SessionsSection } from "./SessionsSection";

/** `/account`: name, email, password, signed-in devices, and deleting the account. */
export default function AccountPage() {
  const [deleting, { open, close }] = useDisclosure();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        Account settings
      </Title>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <AccountSection id="account-delete" title="Danger zone" danger>
        <Text size="sm">
          Deletes your account with all its videos, renders, assets, landing pages and files. You will see exactly what before confirming.
        </Text>
        <div>
          <Button color="red" variant="outline" onClick={open}>
            Delete account…
          </Button>
        </div>
      </AccountSection>
      <DeleteAccountDialog opened={deleting} onClose={close} />
    </Stack>
  );
}
