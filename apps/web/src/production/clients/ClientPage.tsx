import { Alert, Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { CampaignsPanel } from "../campaigns/CampaignsPanel";
import { ClientPipelinesPanel } from "../pipelines/ClientPipelinesPanel";
import { StaffPlanPanel } from "../../workspace/plans/StaffPlanPanel";
import { WebhookDeliveriesPanel } from "../webhooks/WebhookDeliveriesPanel";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { BrandKitEditor } from "./BrandKitEditor";
import { ClientSettingsForm } from "./ClientSettingsForm";
import { useClient, type Client } from "../shared/clients-api";
import { DangerZone } from "./DangerZone";
import { MembersPanel } from "./MembersPanel";
import { RendersPanel } from "./RendersPanel";
import { TemplatesPanel } from "./TemplatesPanel";
import { UsageHistory } from "./UsageHistory";

/** The page's tabs, in order: each a panel of its own, drawn only while open. */
const TABS: { id: string; label: string; panel: (client: Client) => React.ReactNode }[] = [
  {
    id: "overview",
    label: "Overview",
    panel: (client) => (
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ClientSettingsForm client={client} />
        <BrandKitEditor client={client} />
      </SimpleGrid>
    ),
  },
  { id: "templates", label: "Templates", panel: (client) => <TemplatesPanel client={client} /> },
  { id: "keys", label: "API keys", panel: (client) => <ApiKeysPanel clientId={client.id} /> },
  { id: "members", label: "Members", panel: (client) => <MembersPanel clientId={client.id} /> },
  {
    id: "quota",
    label: "Quota and usage",
    panel: (client) => (
      <Stack>
        <StaffPlanPanel ownerKind="client" ownerId={client.id} />
        <UsageHistory clientId={client.id} />
      </Stack>
    ),
  },
  { id: "renders", label: "Renders", panel: (client) => <RendersPanel clientId={client.id} /> },
  { id: "pipelines", label: "Pipelines", panel: (client) => <ClientPipelinesPanel clientId={client.id} /> },
  { id: "campaigns", label: "Campaigns", panel: (client) => <CampaignsPanel clientId={client.id} /> },
  { id: "webhooks", label: "Webhooks", panel: (client) => <WebhookDeliveriesPanel clientId={client.id} /> },
  { id: "danger", label: "Danger zone", panel: (client) => <DangerZone client={client} /> },
];

/** `prod/clients/:clientId`: one client's settings and brand kit, templates, keys, members, plan, renders, pipelines, campaigns and webhooks, a tab each (the tab is in the address). */
export default function ClientPage() {
  const { clientId = "" } = useParams();
  const client = useClient(clientId);
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find(({ id }) => id === search.get("tab"))?.id ?? "overview";

  if (client.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the client" />
      </Center>
    );
  if (client.error)
    return (
      <Alert color="red" title="The client could not be loaded">
        {client.error.message}{" "}
        <Anchor component={Link} to="/prod/clients">
          All clients
        </Anchor>
      </Alert>
    );
  const data = client.data;
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to="/prod/clients" size="sm">
          ← All clients
        </Anchor>
        <Group gap="sm">
          <Title order={1} size="h2">
            {data.name}
          </Title>
          <Badge color={data.status === "active" ? "green" : "orange"} variant="light">
            {data.status}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Its videos, projects and files are kept in an account of its own, which nobody signs in as (
          <Anchor component={Link} to={`/firestore-dashboard/user/${encodeURIComponent(data.account_user_id)}`} size="xs">
            open it in the database browser
          </Anchor>
          ).
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next && next !== "overview" ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ id, panel }) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {panel(data)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
