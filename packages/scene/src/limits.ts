/** Size bounds every document must respect: they keep parsing, storage and rendering bounded. */
export const LIMITS = {
  documentBytes: 2_000_000,
  depth: 32,
  scenes: 200,
  elements: 100,
  groupDepth: 6,
  keyframes: 100,
  variables: 100,
  /** Choices one text variable offers. */
  variableOptions: 50,
  /** Slot values in a scene, and slots in a layout: a scene fills one layout's slots. */
  slots: 20,
  listItems: 20,
  textLength: 5_000,
  nameLength: 200,
  sourceLength: 2_048,
  sceneSeconds: 120,
} as const;
