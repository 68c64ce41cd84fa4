import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPhotoPlus, IconX } from "@tabler/icons-react";
import type { Asset } from "@framewise/contracts";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/http";
import { AssetPicker } from "../../workspace/assets/AssetPicker";
import { AssetThumb } from "../../workspace/assets/AssetThumb";
import { useStartVideo } from "./create-api";
import { PlannerNote } from "../shared/PlannerNote";
import { usePrefetchEditor } from "../content/prefetch-editor";

const MAX_PHOTOS = 6;
const IMAGES_ONLY = ["image"] as const;

/** Product to video: name, photos from the library (or uploaded on the spot), price, benefits and audience become an ad. */
export default function ProductPage() {
  usePrefetchEditor();
  const navigate = useNavigate();
  const start = useStartVideo();
  const [picking, picker] = useDisclosure(false);
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [photos, setPhotos] = useState<Asset[]>([]);
  const [benefits, setBenefits] = useState("");
  const [audience, setAudience] = useState("");
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");
  const fields = start.error instanceof ApiError ? start.error.fields : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const product = {
      name: name.trim(),
      photos: photos.map((photo) => `asset:${photo.id}`),
      benefits: benefits
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      ...(price.trim() ? { price: price.trim() } : {}),
      ...(audience.trim() ? { audience: audience.trim() } : {}),
    };
    const video = await start.mutateAsync({ from: "product", product, aspectRatio }).catch(() => null);
    if (video) void navigate(`/content/${video.id}/edit`);
  };

  return (
    <Stack gap="md" maw={760} component="form" onSubmit={(event) => void submit(event)}>
      <Title order={1} size="h2">
        Product to video
      </Title>
      <PlannerNote textPlan="the ad is planned from your answers: the first photo opens it with the name, the price gets a product scene, each benefit a photo scene, and a call to action closes it." />
      <Group grow align="flex-start">
        <TextInput
          label="Product name"
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fields?.["product.name"]}
        />
        <TextInput
          label="Price"
          placeholder="€129"
          maxLength={20}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
      </Group>
      <Stack gap={6}>
        <Text fw={500} size="sm">
          Photos ({photos.length} of {MAX_PHOTOS})
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          {photos.map((photo, index) => (
            <Card key={`${photo.id}-${index}`} withBorder padding={0} radius="sm" pos="relative" data-testid="product-photo">
              <AssetThumb asset={photo} size="small" height={90} />
              <ActionIcon
                size="sm"
                variant="white"
                aria-label={`Remove ${photo.name}`}
                onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                pos="absolute"
                top={4}
                right={4}
              >
                <IconX size={12} />
              </ActionIcon>
            </Card>
          ))}
        </SimpleGrid>
        {photos.length < MAX_PHOTOS && (
          <Button variant="light" w="fit-content" leftSection={<IconPhotoPlus size={16} />} onClick={picker.open}>
            Add a photo
          </Button>
        )}
        {fields?.["product.photos"] && (
          <Text size="xs" c="red">
            {fields["product.photos"]}
          </Text>
        )}
      </Stack>
      <Textarea
        label="Benefits"
        description="One per line; each gets a scene."
        autosize
        minRows={3}
        value={benefits}
        onChange={(event) => setBenefits(event.currentTarget.value)}
      />
      <TextInput
        label="Who it is for"
        placeholder="trail runners"
        maxLength={120}
        value={audience}
        onChange={(event) => setAudience(event.currentTarget.value)}
      />
      <SegmentedControl aria-label="Aspect ratio" data={[...ASPECT_RATIOS]} value={aspectRatio} onChange={setAspectRatio} w="fit-content" />
      {start.isError && !fields && <Alert color="red">{start.error.message}</Alert>}
      <Button type="submit" w="fit-content" loading={start.isPending} disabled={!name.trim() || !photos.length}>
        Make my ad
      </Button>
      <AssetPicker
        opened={picking}
        onClose={picker.close}
        kinds={IMAGES_ONLY}
        title="Choose a product photo"
        onPick={(asset) => setPhotos((current) => [...current, asset])}
      />
    </Stack>
  );
}
