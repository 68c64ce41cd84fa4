import type { Content, PaletteRole } from "@framewise/scene";

type BrandKit = NonNullable<Content["brandKit"]>;

/** Drops what is unset, so a cleared brand kit leaves no empty objects in the document. */
function withBrandKit(content: Content, kit: BrandKit): Content {
  const colors = kit.colors && Object.keys(kit.colors).length ? kit.colors : undefined;
  const fonts = kit.fonts && Object.values(kit.fonts).some(Boolean) ? kit.fonts : undefined;
  const tidy: BrandKit = { ...(kit.logo ? { logo: kit.logo } : {}), ...(colors ? { colors } : {}), ...(fonts ? { fonts } : {}) };
  const { brandKit: _dropped, ...rest } = content;
  return Object.keys(tidy).length ? { ...rest, brandKit: tidy } : rest;
}

export const setBrandLogo = (content: Content, logo: string | undefined): Content => withBrandKit(content, { ...content.brandKit, logo });

/** A brand colour over the template's for one palette role; undefined goes back to the template's. */
export function setBrandColor(content: Content, role: PaletteRole, color: string | undefined): Content {
  const colors = { ...content.brandKit?.colors };
  if (color) colors[role] = color;
  else delete colors[role];
  return withBrandKit(content, { ...content.brandKit, colors });
}

export function setBrandFont(content: Content, which: "heading" | "body", family: string | undefined): Content {
  const fonts = { ...content.brandKit?.fonts };
  if (family) fonts[which] = family;
  else delete fonts[which];
  return withBrandKit(content, { ...content.brandKit, fonts });
}

/** The music bed: a sound from the library, at the volume it had (60 % for a first choice); undefined removes it. */
export function setSoundtrack(content: Content, src: string | undefined): Content {
  const { soundtrack, ...rest } = content;
  if (!src) return rest;
  return { ...rest, soundtrack: { volume: 0.6, fadeIn: 1, fadeOut: 2, duckUnderVoice: true, ...soundtrack, src } };
}

/** How the video opens: on its first scene composed, or with its entrances from an empty card. */
export const setOpening = (content: Content, opening: Content["opening"]): Content => ({ ...content, opening });

export function setSoundtrackVolume(content: Content, volume: number): Content {
  return content.soundtrack ? { ...content, soundtrack: { ...content.soundtrack, volume } } : content;
}

export function setDuckUnderVoice(content: Content, duck: boolean): Content {
  return content.soundtrack ? { ...content, soundtrack: { ...content.soundtrack, duckUnderVoice: duck } } : content;
}

type Captions = NonNullable<Content["captions"]>;

/** Captions of the voiceover scripts: on or off, their style and place; turned on as word-by-word at the bottom. */
export function setCaptions(content: Content, changes: Partial<Captions>): Content {
  return { ...content, captions: { enabled: false, style: "word-highlight", position: "bottom", ...content.captions, ...changes } };
}
