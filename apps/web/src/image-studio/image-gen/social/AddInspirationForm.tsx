import { Alert, Button, Card, Group, TextInput, Title } from "@mantine/core";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../../api/http";
import { useAddInspiration } from "./inspiration-staff-api";

/** An image's id, alone or inside its link (`/image-gen/<id>`, `/image-gen/edit?image=<id>`). */
const IMAGE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Staff only: puts a public image (its picture and recipe) at the end of the wall, from its link or id. */
export function AddInspirationForm() {
  const add = useAddInspiration();
  const [image, setImage] = useState("");
  const [title, setTitle] = useState("");
  const [unreadable, setUnreadable] = useState(false);
  const fields = add.error instanceof ApiError ? (add.error.fields ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = IMAGE_ID.exec(image)?.[0];
    setUnreadable(!id);
    if (!id) return;
    add.mutate(
      { title: title.trim(), from_image_id: id.toLowerCase() },
      {
        onSuccess: () => {
          setImage("");
          setTitle("");
        },
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="add-inspiration-title">
      <Title order={2} size="h4" id="add-inspiration-title" mb="sm">
        Add a public image
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Image link or id"
            placeholder="https://…/image-gen/…"
            value={image}
            onChange={(event) => setImage(event.currentTarget.value)}
            error={unreadable ? "Paste an image's link or its id." : fields.from_image_id}
            required
            style={{ flex: 2 }}
          />
          <TextInput
            label="Title"
            value={title}
            maxLength={IMAGE_GEN_LIMITS.inspirationTitle}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fields.title}
            required
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            Add to inspirations
          </Button>
        </Group>
        {add.error && !Object.keys(fields).length && (
          <Alert color="red" mt="sm">
            {add.error.message}
          </Alert>
        )}
      </form>
    </Card>
  );
}
