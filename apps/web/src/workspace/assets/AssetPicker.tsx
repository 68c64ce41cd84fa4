import { Modal, Tabs } from "@mantine/core";
import { IconLibraryPhoto, IconPhotoSearch, IconUpload } from "@tabler/icons-react";
import { ASSET_KINDS, type Asset, type AssetKind } from "@framewise/contracts";
import { useCallback, useState } from "react";
import { PickerLibrary } from "./PickerLibrary";
import { PickerStock } from "./PickerStock";
import { PickerUpload } from "./PickerUpload";

export interface AssetPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The asset chosen (always ready); the picker closes itself after. */
  onPick: (asset: Asset) => void;
  /** The kinds that may be chosen; all by default. */
  kinds?: readonly AssetKind[];
  title?: string;
}

/** A dialog to choose one asset from the library, to upload files or copy stock media, and choose the new one. */
export function AssetPicker({ opened, onClose, onPick, kinds = ASSET_KINDS, title = "Choose an asset" }: AssetPickerProps) {
  const [tab, setTab] = useState<string | null>("library");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Changed after an upload to start the library afresh (no search, no filter), so the new asset is in view.
  const [libraryRun, setLibraryRun] = useState(0);

  const close = () => {
    setSelectedId(null);
    setTab("library");
    onClose();
  };
  const pick = (asset: Asset) => {
    onPick(asset);
    close();
  };
  // Stock services offer photos and videos only.
  const stock = kinds.includes("image") || kinds.includes("video");
  const showUploaded = useCallback((asset: Asset) => {
    setSelectedId(asset.id);
    setLibraryRun((run) => run + 1);
    setTab("library");
  }, []);

  return (
    <Modal opened={opened} onClose={close} title={title} size="xl">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="library" leftSection={<IconLibraryPhoto size={16} />}>
            Library
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} />}>
            Upload
          </Tabs.Tab>
          {stock && (
            <Tabs.Tab value="stock" leftSection={<IconPhotoSearch size={16} />}>
              Stock
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="library">
          <PickerLibrary
            key={libraryRun}
            kinds={kinds}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onPick={pick}
            onUploadInstead={() => setTab("upload")}
            onCancel={close}
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <PickerUpload kinds={kinds} onUploaded={showUploaded} />
        </Tabs.Panel>
        {stock && (
          <Tabs.Panel value="stock">
            <PickerStock kinds={kinds} onImported={showUploaded} onCancel={close} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
