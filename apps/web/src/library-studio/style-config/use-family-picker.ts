import type { Asset } from "@framewise/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiError, apiRequest } from "../../api/http";
import { libraryFontsQuery, type LibraryFont } from "../../video-studio/content/library-fonts";
import { weightsOf } from "./template-fonts";
import type { FontChoices } from "./use-font-choices";

/** Refusals of one file of a family that leave its other files usable. */
const SKIPPABLE = new Set(["italic_font", "variable_font"]);

/** Makes the edit once the family can be used: `weights` are those it offers, lightest first. */
type ApplyFamily = (family: string, weights: string[]) => void;

export interface FamilyPicker {
  /** Uses `family` in `field`, adding the staff member's files of it to the library first when only their uploads have it. */
  pick(field: string, family: string, apply: ApplyFamily): void;
  /** The field whose family is being added to the library, while it is. */
  adding: string | undefined;
  /** Why the family last chosen in `field` was not used (the server's refusal). */
  errorOf(field: string): string | undefined;
}

/**
 * Choosing a family: a shipped or library one is used at once; an uploaded one goes into the
 * library's font store first (every file of it, one by one), since renders and other people's
 * previews can load only the library's fonts. A refusal leaves the family unchanged.
 */
export function useFamilyPicker(choices: FontChoices): FamilyPicker {
  const client = useQueryClient();
  const [refused, setRefused] = useState<{ field: string; message: string }>();
  const add = useMutation({
    mutationFn: async ({ files }: { field: string; files: Asset[] }) => {
      let added = 0;
      for (const file of files) {
        try {
          await apiRequest<{ data: LibraryFont }>("/api/v1/staff/library-fonts", { method: "POST", body: { asset_id: file.id } });
          added++;
        } catch (error) {
          // A family's italic or variable files are not the library's kind: its upright static files are enough.
          if (files.length === 1 || !(error instanceof ApiError && SKIPPABLE.has(error.code))) throw error;
        }
      }
      if (!added) throw new Error("none of its files is an upright, static font");
      // Read again (which declares the new files in the page) before the family is used, so the previews and the save know it.
      return client.fetchQuery({ ...libraryFontsQuery, staleTime: 0 });
    },
    // Files added before a refusal are in the library all the same.
    onError: () => client.invalidateQueries({ queryKey: libraryFontsQuery.queryKey }),
  });
  const { mutate } = add;

  const pick = useCallback(
    (field: string, family: string, apply: ApplyFamily) => {
      setRefused(undefined);
      const files = choices.uploads.get(family);
      if (!files) return apply(family, weightsOf(family, choices.library ?? []));
      mutate(
        { field, files },
        {
          onSuccess: (library) => apply(family, weightsOf(family, library)),
          onError: (error) => setRefused({ field, message: `${family} could not be added to the library: ${error.message}` }),
        },
      );
    },
    [choices, mutate],
  );
  const errorOf = useCallback((field: string) => (refused?.field === field ? refused.message : undefined), [refused]);
  return { pick, adding: add.isPending ? add.variables.field : undefined, errorOf };
}
