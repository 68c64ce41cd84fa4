import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SourceError } from "./source-item.ts";

/** Elements that may repeat: always read as lists, so one item and many look the same. */
const REPEATED = new Set(["item", "entry", "link", "category", "enclosure", "media:content", "media:thumbnail", "g:additional_image_link"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The parser's own bounds on a DOCTYPE's entities (count, size, expansions) stop a "billion laughs".
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

/**
 * Parses an XML document; malformed XML is a `SourceError` naming the line. Blank lines or a byte
 * order mark before the XML declaration are skipped, as every common feed reader does.
 */
export function parseXml(text: string): XmlNode {
  const leading = /^[\uFEFF\s]*/.exec(text)![0];
  const xml = text.slice(leading.length);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const line = valid.err.line + leading.split("\n").length - 1;
    throw new SourceError(`The feed is not well-formed XML (line ${line}: ${valid.err.msg}).`);
  }
  return parser.parse(xml) as XmlNode;
}

/** An element's text, whether it was parsed as a string or as an object with attributes. */
export function textOf(node: unknown): string | undefined {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return textOf(node[0]);
  if (node && typeof node === "object") {
    const text = (node as XmlNode)["#text"];
    return typeof text === "string" ? text : undefined;
  }
  return undefined;
}

/** An attribute of an element (the first, when it repeats). */
export function attributeOf(node: unknown, name: string): string | undefined {
  const element: unknown = Array.isArray(node) ? node[0] : node;
  if (!element || typeof element !== "object") return undefined;
  const value = (element as XmlNode)[`@${name}`];
  return typeof value === "string" ? value : undefined;
}

/** The list of child elements `name` (empty when there is none). */
export function childrenOf(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== "object") return [];
  const children = (node as XmlNode)[name];
  if (children === undefined || children === "") return [];
  return (Array.isArray(children) ? children : [children]) as XmlNode[];
}
