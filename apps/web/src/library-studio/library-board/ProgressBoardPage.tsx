import { Alert, Anchor, Center, Loader, SimpleGrid, Stack } from "@mantine/core";
import { LIBRARY_STAGES } from "@framewise/contracts";
import { Link } from "react-router";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { useLibraryBoard } from "./board-api";
import { BoardCard } from "./BoardCard";
import { BoardColumn } from "./BoardColumn";
import { MoveModal } from "./MoveModal";
import { useStageMove } from "./use-stage-move";
import { PageHeader } from "../../ui/PageHeader";

/**
 * `layouts/progress` (staff): the layouts as a board by stage. Drag a card to another column (or
 * use its "Move to…" menu from the keyboard); the server enforces the stage rules and the
 * checklist, and a refusal is shown on the card, which stays where it was.
 */
export default function ProgressBoardPage() {
  const board = useLibraryBoard("layout");
  const templates = useTemplates();
  const fontsReady = useRendererFonts();
  const moves = useStageMove("layout");
  const items = board.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Layouts in progress"
        intro="Every layout by the stage of its latest version. Drag a card to move it, or use its Move to… menu. Publishing needs review and a green checklist, or a written override; back to draft needs a reason."
      >
        <Anchor component={Link} to="/layout-tracker" size="sm">
          Tracker and this week&apos;s changes
        </Anchor>
      </PageHeader>
      {board.error && (
        <Alert color="red" title="The board could not be loaded">
          {board.error.message}
        </Alert>
      )}
      {board.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the board" />
        </Center>
      ) : (
        board.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {LIBRARY_STAGES.map((stage) => {
              const cards = items.filter((item) => item.stage === stage);
              return (
                <BoardColumn
                  key={stage}
                  stage={stage}
                  count={cards.length}
                  blocked={cards.filter((item) => item.blocked).length}
                  onDropCard={(id) => {
                    const item = items.find((candidate) => candidate.id === id);
                    if (item) moves.move(item, stage);
                  }}
                >
                  {cards.map((item) => (
                    <BoardCard
                      key={item.id}
                      item={item}
                      templates={templates.data}
                      fontsReady={fontsReady}
                      error={moves.errors[item.id]}
                      moving={moves.moving.has(item.id)}
                      onMove={(to) => moves.move(item, to)}
                    />
                  ))}
                </BoardColumn>
              );
            })}
          </SimpleGrid>
        )
      )}
      <MoveModal move={moves.pending} onCancel={moves.cancel} onConfirm={moves.confirm} />
    </Stack>
  );
}
