import { ActionIcon, Alert, Center, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { useTemplatesDashboard } from "./dashboard-api";
import { readParams, resolveDays, writeParams, type DashboardParams, type DashboardTab } from "./dashboard-params";
import { DashboardRangePicker } from "./DashboardRangePicker";
import { formatDay } from "./format";
import { UsageTable } from "./UsageTable";

/**
 * The templates dashboard (staff): how each template and layout of the library is used over a
 * range kept in the address, with the videos made, switches away, renders, failures and speed.
 */
export default function TemplatesDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  // "The last 12 weeks" ends on the day the range was chosen (or refreshed), so the answer stays put.
  const [now, setNow] = useState(() => Date.now());
  const days = resolveDays(params, now);
  const dashboard = useTemplatesDashboard(days);
  const templates = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();

  const change = (changes: Partial<DashboardParams>) => {
    if (changes.range) setNow(Date.now());
    setSearch(writeParams({ ...params, ...changes }));
  };
  const data = dashboard.data;
  const nothingMade = data && [...data.templates, ...data.layouts].every((item) => item.videos === 0 && item.renders === 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Templates dashboard
        </Title>
        <Text c="dimmed" size="sm">
          How the library is used: videos made with each template and layout, how often users switch away and to what, renders, their
          failures and speed. Days and weeks in UTC.
        </Text>
      </div>
      <Group justify="space-between" align="flex-end">
        <DashboardRangePicker params={params} shown={data ?? days} now={now} onChange={change} />
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={() => setNow(Date.now())} loading={dashboard.isFetching}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {dashboard.error && (
        <Alert color="red" title="The dashboard could not be loaded">
          {dashboard.error.message}
        </Alert>
      )}
      {!data ? (
        !dashboard.error && (
          <Center py="xl">
            <Loader aria-label="Loading the dashboard" />
          </Center>
        )
      ) : (
        <>
          <Text size="sm">
            {formatDay(data.from)} to {formatDay(data.to)}
          </Text>
          {nothingMade && (
            <Alert color="gray" title="Nothing was made in this range">
              No videos were made and no renders asked for between these days. Choose a longer range, or come back once people have used the
              library.
            </Alert>
          )}
          <Tabs value={params.tab} onChange={(tab) => tab && change({ tab: tab as DashboardTab })} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="templates">Templates ({data.templates.length})</Tabs.Tab>
              <Tabs.Tab value="layouts">Layouts ({data.layouts.length})</Tabs.Tab>
            </Tabs.List>
            {(["templates", "layouts"] as const).map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="sm">
                <UsageTable
                  kind={tab === "templates" ? "template" : "layout"}
                  items={data[tab]}
                  templates={templates.data ?? []}
                  layouts={layouts.data ?? {}}
                  fontsReady={fontsReady}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
