import { useMutation } from "@tanstack/react-query";
import type { ImageGeneration } from "@framewise/contracts";
import { apiRequest } from "../../../api/http";
import { IMAGE_GEN_API, useAcceptGeneration } from "../image-gen-api";

export type EditSubmission =
  | { mode: "instruction"; prompt: string }
  | { mode: "inpaint"; prompt: string; mask: Blob }
  | { mode: "crop"; crop: { left: number; top: number; width: number; height: number } }
  | { mode: "extend"; extend: { top: number; right: number; bottom: number; left: number }; prompt?: string };

function editForm(edit: EditSubmission): FormData {
  const form = new FormData();
  form.append("mode", edit.mode);
  if ("prompt" in edit && edit.prompt) form.append("prompt", edit.prompt);
  if (edit.mode === "inpaint") form.append("mask", edit.mask, "mask.png");
  if (edit.mode === "crop") form.append("crop", JSON.stringify(edit.crop));
  if (edit.mode === "extend") form.append("extend", JSON.stringify(edit.extend));
  return form;
}

/** Sends an edit as multipart (the mask as a PNG file); answers the generation it started. */
const postEdit = async (imageId: string, edit: EditSubmission) =>
  (await apiRequest<{ data: ImageGeneration }>(`${IMAGE_GEN_API}/images/${imageId}/edits`, { method: "POST", body: editForm(edit) })).data;

/** Starts an edit of one of the caller's images; the generation it starts is followed like any other (listed as active). */
export function useSubmitEdit(imageId: string) {
  const accept = useAcceptGeneration();
  return useMutation({ mutationFn: (edit: EditSubmission) => postEdit(imageId, edit), onSuccess: accept });
}
