import type { Asset } from "@framewise/contracts";
import { ApiError } from "../../api/http";

/**
 * Uploads one file as multipart/form-data, reporting progress (0..1) as it goes: fetch cannot
 * report upload progress, XMLHttpRequest can. Resolves with the new asset (still processing).
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/assets");
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as { data?: Asset; error?: { code: string; message: string } } | null;
      if (request.status === 201 && body?.data) resolve(body.data);
      else
        reject(
          new ApiError(body?.error?.message ?? `The upload failed (${request.status}).`, request.status, body?.error?.code ?? "http_error"),
        );
    };
    request.onerror = () => reject(new ApiError("The upload was interrupted. Check your connection and try again.", 0, "network"));
    request.onabort = () => reject(new ApiError("Upload cancelled.", 0, "cancelled"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
