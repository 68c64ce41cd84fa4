import { scores } from "./pick-illustrations.ts";

/**
 * The starter look that suits a trade, by the pictures its brief calls for: cafés, bakeries
 * and wellness get Soft, homes and fashion Editorial, software, money and care Clean, nights out
 * and games Neon, shops and sales Retail. Sport, launches and the rest keep the library's first.
 */
const TRADE_TEMPLATES: Record<string, string> = Object.fromEntries(
  Object.entries({
    soft: "hot-beverage teacup-without-handle croissant baguette-bread birthday-cake green-salad red-apple bed person-in-lotus-position deciduous-tree potted-plant tulip leaf-fluttering-in-wind recycling-symbol baby dog-face cat-face lipstick scissors ring",
    editorial: "house-with-garden hotel books newspaper artist-palette camera gem-stone crown fork-and-knife-with-plate wine-glass t-shirt",
    clean:
      "laptop mobile-phone e-mail robot bank money-bag credit-card chart-increasing bar-chart stethoscope pill tooth graduation-cap shield locked gear briefcase office-building handshake",
    neon: "musical-notes saxophone guitar musical-keyboard headphone studio-microphone cocktail-glass beer-mug party-popper video-game performing-arts ticket clapper-board",
    retail: "shopping-cart shopping-bags label wrapped-gift package delivery-truck running-shoe",
  }).flatMap(([template, icons]) => icons.split(" ").map((icon) => [icon, template])),
);

/**
 * The starter template for the brief's trade: the look whose pictures its words call for most
 * (coffee, croissants and a bakery outweigh one "bar"), when there is one and the library offers it.
 */
export function templateForTrade(brief: string, offered: ReadonlySet<string>): string | undefined {
  const totals = new Map<string, number>();
  for (const [icon, score] of scores(brief)) {
    const template = TRADE_TEMPLATES[icon];
    if (template) totals.set(template, (totals.get(template) ?? 0) + score);
  }
  const [best, runnerUp] = [...totals].sort((a, b) => b[1] - a[1]);
  // A tie names no trade: the library's own first look is the better guess.
  if (!best || best[1] === runnerUp?.[1]) return undefined;
  return offered.has(best[0]) ? best[0] : undefined;
}
