import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IMAGE_GEN_LIMITS, type GeneratedImageSummary } from "@framewise/contracts";
import { useState } from "react";
import { useReportImage } from "./social-api";

/** Asks why an image is reported; once sent it leaves the feed until staff look at it. */
export function ReportModal({ image, onClose }: { image: GeneratedImageSummary | null; onClose: () => void }) {
  return (
    <Modal opened={Boolean(image)} onClose={onClose} title="Report this image">
      {image && <ReportForm key={image.id} image={image} onDone={onClose} />}
    </Modal>
  );
}

function ReportForm({ image, onDone }: { image: GeneratedImageSummary; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const report = useReportImage();
  const send = async () => {
    await report.mutateAsync({ id: image.id, reason: reason.trim() });
    onDone();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">It is hidden from trending at once, until our staff review it.</Text>
      <Textarea
        label="What is wrong with it?"
        required
        rows={2}
        maxLength={IMAGE_GEN_LIMITS.reportReason}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {report.error && <Alert color="red">{report.error.message}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="red" loading={report.isPending} disabled={!reason.trim()} onClick={() => void send().catch(() => undefined)}>
          Report
        </Button>
      </Group>
    </Stack>
  );
}
