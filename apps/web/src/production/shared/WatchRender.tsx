import { Anchor, Button, Group, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconPlayerPlay } from "@tabler/icons-react";

/** Watch a finished render in place, or download its MP4. */
export function WatchRender({ videoUrl, posterUrl, title }: { videoUrl: string; posterUrl: string | null; title: string }) {
  const [open, modal] = useDisclosure(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconPlayerPlay size={12} />}
        onClick={modal.open}
        aria-label={`Watch ${title}`}
      >
        Watch
      </Button>
      <Anchor href={`${videoUrl}?download`} size="xs" aria-label={`Download ${title}`}>
        <IconDownload size={12} style={{ verticalAlign: "middle" }} /> MP4
      </Anchor>
      <Modal opened={open} onClose={modal.close} title={title} size="lg" centered>
        {/* The player loads the file only once opened. */}
        {open && (
          <video
            src={videoUrl}
            poster={posterUrl ?? undefined}
            controls
            autoPlay
            style={{ width: "100%", maxHeight: "70vh", background: "#000" }}
          />
        )}
      </Modal>
    </Group>
  );
}
