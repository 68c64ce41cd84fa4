import { expect, it } from "vitest";
import { errorsOutside, errorsUnder } from "./field-errors";

const fields = {
  "definition.palette": "is missing a role",
  "definition.palette.text": "must be a colour",
  "definition.paletteExtra": "unknown key",
  "definition.id": 'Keep "clean".',
};

it("finds the server's problems under a section's path, and those no section shows", () => {
  expect(errorsUnder(fields, "definition.palette")).toEqual(["is missing a role", "text: must be a colour"]);
  expect(errorsOutside(fields, ["definition.palette"])).toEqual(["definition.paletteExtra: unknown key", 'definition.id: Keep "clean".']);
  expect(errorsUnder(undefined, "definition.palette")).toEqual([]);
});
