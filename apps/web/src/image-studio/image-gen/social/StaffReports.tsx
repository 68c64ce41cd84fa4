import { Alert, Button, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useOpenReports, useResolveReport } from "./staff-api";

/** Staff only: reported images, hidden from trending until dismissed (back in the feed) or removed (made private). */
export function StaffReports() {
  const reports = useOpenReports();
  const resolve = useResolveReport();
  if (!reports.data?.length && !reports.error) return null;
  return (
    <Card withBorder component="section" aria-labelledby="reports-title">
      <Title order={2} size="h4" id="reports-title" mb="sm">
        Reports to review ({reports.data?.length ?? 0})
      </Title>
      {reports.error && <Alert color="red">{reports.error.message}</Alert>}
      {resolve.error && <Alert color="red">{resolve.error.message}</Alert>}
      <Stack gap="sm">
        {reports.data?.map((report) => (
          <Group key={report.id} wrap="nowrap" align="flex-start" data-testid="image-report">
            <Image src={report.thumbnail} alt="Reported image" w={80} h={80} radius="sm" fit="cover" />
            <Stack gap={4} style={{ flex: 1 }}>
              <Text size="sm">{report.reason}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => resolve.mutate({ id: report.id, action: "dismiss" })}>
                  Dismiss
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => resolve.mutate({ id: report.id, action: "remove" })}>
                  Remove from public
                </Button>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
