import { Anchor, Group, List, Text } from "@mantine/core";
import type { FindAssetsOutput, FindLibraryOutput, FindVideosOutput, RenderToolOutput, SearchHelpOutput } from "@framewise/contracts";
import { Link } from "react-router";
import { DraftVideoResult } from "./DraftVideoResult";
import { GeneratedImages, ImageApproval } from "./GeneratedImages";
import { RenderApproval, RenderResult } from "./RenderResult";
import type { OnApproval, ToolPart } from "./ToolCard";

const MAX_LISTED = 5;

/** A few names of a list, and how many more there are. */
function Names({ names, none }: { names: string[]; none: string }) {
  if (!names.length)
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  const more = names.length - MAX_LISTED;
  return (
    <Text size="sm">
      {names.slice(0, MAX_LISTED).join(", ")}
      {more > 0 ? ` and ${more} more` : ""}
    </Text>
  );
}

/** What came of a tool call, shown on its card without opening it (each tool its own way). */
export function ToolResult({ name, part, onApproval }: { name: string; part: ToolPart; onApproval: OnApproval }) {
  if (name === "render_video" && part.state === "approval-requested")
    return <RenderApproval input={part.input as { content_id: string }} onAnswer={(approved) => onApproval(part.approval.id, approved)} />;
  if (name === "generate_image" && part.state === "approval-requested")
    return (
      <ImageApproval
        input={part.input as { prompt?: string; count?: number }}
        onAnswer={(approved) => onApproval(part.approval.id, approved)}
      />
    );
  if (part.state !== "output-available") return null;
  const output = part.output;
  switch (name) {
    case "draft_video":
      return <DraftVideoResult output={output as never} />;
    case "render_video":
    case "render_status":
      return <RenderResult output={output as RenderToolOutput} />;
    case "generate_image":
      return <GeneratedImages output={output as never} />;
    case "find_videos": {
      const { videos } = output as FindVideosOutput;
      return videos.length ? (
        <List size="sm" spacing={2}>
          {videos.slice(0, MAX_LISTED).map((video) => (
            <List.Item key={video.id}>
              <Anchor component={Link} to={video.edit_path} size="sm">
                {video.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          No videos found.
        </Text>
      );
    }
    case "find_assets":
      return <Names names={(output as FindAssetsOutput).assets.map((asset) => asset.name)} none="No assets found." />;
    case "find_library": {
      const { templates, layouts } = output as FindLibraryOutput;
      return (
        <Names
          names={[...templates.map((each) => each.name), ...layouts.map((each) => each.name)]}
          none="Nothing in the library matches."
        />
      );
    }
    case "search_help": {
      const { source, results } = output as SearchHelpOutput;
      return (
        <Group gap={4}>
          <Names names={results.map((result) => `${result.file} — ${result.heading}`)} none="Nothing in the documentation matches." />
          <Text size="xs" c="dimmed">
            From {source}.
          </Text>
        </Group>
      );
    }
    default:
      return null;
  }
}
