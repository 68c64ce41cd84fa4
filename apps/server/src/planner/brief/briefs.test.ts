import type { AspectRatio, Content } from "@framewise/scene";
import { validateContent } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { planFromText } from "../plan-from-text.ts";
import { EMBER_AND_OAK } from "./issue-brief.ts";
import { readBrief, type Mood } from "./read-brief.ts";

/** Every text a plan puts on screen: the title and each scene's slot texts and list items. */
const onScreen = (plan: Content) => [
  plan.title,
  ...plan.scenes.flatMap((scene) =>
    Object.values(scene.slots).flatMap((value) => ("text" in value ? [value.text] : "items" in value ? value.items : [])),
  ),
];
const seconds = (plan: Content) => plan.scenes.reduce((sum, scene) => sum + (typeof scene.duration === "number" ? scene.duration : 0), 0);
const text = (plan: Content, index: number, slot: string) => {
  const value = plan.scenes.at(index)?.slots[slot];
  return value && "text" in value ? value.text : undefined;
};

/** Instruction wording that must never reach the screen, whatever the brief's language. */
const NEVER = [
  /\d+\s*[-‐]?\s*(?:seconds?|secs?|secondes?|sekunden|segundos?|秒|ثانية)/iu,
  /\b(?:tone|ton|tono|vibe|ambiance)\s*:|トーン|النبرة/iu,
  /\b(?:end with|call to action|cta|terminer par|terminez par|schluss|ende mit|termina con|handlungsaufforderung)\b|最後に|اختم/iu,
  /\b(?:instagram|tiktok|linkedin|youtube|reels?|shorts)\b|تيك توك|يوتيوب/iu,
  /\b(?:make|create|need|erstelle|haz|crea|fais|crée) (?:a|an|me|une?|ein|eine|uno|una)\b/iu,
  /\b(?:selling points|arguments|puntos clave|verkaufsargumente)\b/iu,
  /\bmake the \w+ big\b|en grand|を大きく/iu,
];

interface Row {
  brief: string;
  title?: string | RegExp;
  aspectRatio?: AspectRatio;
  /** The length asked for: the plan must last it within 10 %. */
  seconds?: number;
  mood?: Mood;
  /** The closing scene's button and link when the brief asks for them (then never "Learn more"). */
  cta?: { button?: string; link?: string };
  /** Stat scenes as [number, label] in order. */
  stats?: [string, string | RegExp][];
  /** Texts that must be on screen. */
  shows?: string[];
  /** Further texts that must not be. */
  hides?: string[];
  scenes?: number;
}

const ROWS: Row[] = [
  {
    brief: EMBER_AND_OAK,
    title: "Ember & Oak",
    seconds: 30,
    mood: "calm",
    scenes: 5,
    cta: { button: "Order fresh", link: "emberandoak.co.uk" },
    stats: [
      ["2 miles", "Free delivery"],
      ["20% off", "Your first bag"],
    ],
    shows: ["Our neighbourhood coffee roaster", "Beans roasted fresh every morning"],
    hides: ["A 30-second ad", "warm and friendly", "Three selling points"],
  },
  {
    brief:
      "Make a TikTok video about our summer sale: 20% off all sandals until Sunday. Keep it fun and upbeat. End with: Shop now at sunnysteps.com",
    aspectRatio: "9:16",
    mood: "playful",
    stats: [["20% off", "All sandals until Sunday"]],
    cta: { button: "Shop now", link: "sunnysteps.com" },
    hides: ["fun and upbeat", "Keep it"],
  },
  {
    brief: "Create a 15 second Instagram reel for Bloom Yoga, a studio in Leeds. First class free. End with: Book a class at bloomyoga.uk",
    title: "Bloom Yoga",
    seconds: 15,
    aspectRatio: "9:16",
    shows: ["A studio in Leeds", "First class free"],
    cta: { button: "Book a class", link: "bloomyoga.uk" },
  },
  {
    brief:
      "I need a video about Tasky, our new app. It turns emails into tasks. Over 10,000 teams use it. For LinkedIn. Professional tone.",
    title: "Tasky",
    aspectRatio: "1:1",
    mood: "corporate",
    shows: ["It turns emails into tasks", "Over 10,000 teams use it"],
    hides: ["Professional", "For"],
  },
  {
    brief:
      "A one-minute YouTube explainer about composting at home. Food scraps make up 30% of household waste. Composting takes about 3 months. Start your bin today.",
    title: "Composting at home",
    seconds: 60,
    aspectRatio: "16:9",
    stats: [
      ["30%", "Food scraps make up 30% of household waste"],
      ["3 months", "Composting takes"],
    ],
  },
  {
    brief:
      "Spring fair at the town hall on Saturday 12 April. Make the date big. Stalls, music and cake. Under 20 seconds, vertical video.",
    seconds: 20,
    aspectRatio: "9:16",
    shows: ["Saturday 12 April", "Stalls, music and cake"],
    hides: ["Under 20", "vertical"],
  },
  {
    brief: "Vertical video, about 45 seconds: Harbour Dental is now open on Mill Street. Same-day appointments. Call 01234 567890 to book.",
    seconds: 45,
    aspectRatio: "9:16",
    title: "Harbour Dental is now open on Mill Street",
    shows: ["Same-day appointments"],
  },
  {
    brief:
      "Product launch video for the Aero X headphones. 40 hours of battery life. Only £129. Tone: bold and energetic. Call to action: Pre-order at aero.example",
    title: "The Aero X headphones",
    mood: "upbeat",
    stats: [
      ["40 hours", "40 hours of battery life"],
      ["£129", "Only"],
    ],
    cta: { button: "Pre-order", link: "aero.example" },
  },
  {
    brief: "Make a square video for our bakery, Crumb & Co. Fresh sourdough daily. Open 7am to 3pm. Make it cosy.",
    aspectRatio: "1:1",
    mood: "calm",
    title: "Our bakery",
    shows: ["Crumb & Co", "Fresh sourdough daily"],
    hides: ["cosy", "square"],
  },
  {
    brief: "Create a 16:9 video about our quarterly results. Revenue grew 24%. 3 new offices. Thank you to the team.",
    aspectRatio: "16:9",
    title: "Our quarterly results",
    stats: [["24%", "Revenue grew"]],
    shows: ["3 new offices"],
    hides: ["16:9"],
  },
  {
    brief: "Short promo for Pixel Pets, a mobile game. Collect 200 pets. Free to play. Tone: playful. CTA: Download free at pixelpets.io",
    title: "Pixel Pets",
    mood: "playful",
    shows: ["Collect 200 pets", "Free to play"],
    cta: { button: "Download free", link: "pixelpets.io" },
  },
  {
    brief:
      "Make a 30s video for Northside Gym.\nSelling points:\n- Open 24/7\n- No joining fee\n- Classes from £5\nEnd with: Join today at northsidegym.co.uk",
    title: "Northside Gym",
    seconds: 30,
    scenes: 5,
    stats: [["£5", "Classes"]],
    shows: ["Open 24/7", "No joining fee"],
    cta: { button: "Join today", link: "northsidegym.co.uk" },
  },
  {
    brief:
      "Please create a video about our charity run. It starts on 5 June at Victoria Park. 5 km route. Make the date big. End with: Sign up at run.example.org",
    title: "Our charity run",
    shows: ["5 June"],
    stats: [["5 km", "Route"]],
    cta: { button: "Sign up", link: "run.example.org" },
  },
  {
    brief: "Need an Instagram post video for Luna Candles. Hand-poured soy wax. 40 hours of burn time. Calm and relaxing vibe.",
    aspectRatio: "4:5",
    mood: "calm",
    title: "Luna Candles",
    stats: [["40 hours", "40 hours of burn time"]],
    hides: ["relaxing", "post video"],
  },
  {
    brief: "Hey, can you make a quick video for our cafe's new brunch menu? Served until 2pm. Tone: cheerful.",
    title: "Our cafe's new brunch menu",
    mood: "playful",
    shows: ["Served until 2pm"],
    hides: ["Hey", "quick video"],
  },
  {
    brief: "About a minute long, for YouTube: a tour of our new studio in Bristol. Two recording rooms. Natural light all day.",
    seconds: 60,
    aspectRatio: "16:9",
    title: "A tour of our new studio in Bristol",
    hides: ["minute long"],
  },
  {
    brief:
      "Write a 20-second teaser for the Lumen conference. 12 speakers, 1 day. Dramatic, cinematic feel. End with: Get tickets at lumenconf.io",
    seconds: 20,
    mood: "dramatic",
    title: "The Lumen conference",
    stats: [["1 day", "12 speakers"]],
    hides: ["cinematic", "feel"],
    cta: { button: "Get tickets", link: "lumenconf.io" },
  },
  {
    brief: "LinkedIn video: we're hiring engineers at Kestrel. Remote-friendly. Salaries from $120k. End with: Apply at kestrel.dev/jobs",
    aspectRatio: "1:1",
    title: "We're hiring engineers at Kestrel",
    stats: [["$120k", "Salaries"]],
    cta: { button: "Apply", link: "kestrel.dev/jobs" },
  },
  {
    brief: "Keep it under 15 seconds. New flavour: Mango Chili. Available in all stores from Friday. Shop at snacko.com",
    seconds: 15,
    title: "New flavour: Mango Chili",
    shows: ["Available in all stores from Friday"],
    hides: ["Keep it"],
  },
  {
    brief: "For Instagram stories. Our bakery turns 10! Thank you for 10 years of support. Cake on us this Saturday.",
    aspectRatio: "9:16",
    title: "Our bakery turns 10",
    stats: [["10 years", "Thank you for 10 years of support"]],
  },
  {
    brief:
      "Create a video about Greenleaf Solar. Panels from £3,999. Save up to £600 a year. Tone: trustworthy. End with: Get a free quote at greenleaf.energy",
    title: "Greenleaf Solar",
    mood: "corporate",
    stats: [
      ["£3,999", "Panels"],
      ["£600", "Save up to £600 a year"],
    ],
    cta: { button: "Get a free quote", link: "greenleaf.energy" },
  },
  {
    brief: "An explainer for our budgeting app Penny, for YouTube. Track every pound. Set goals. Works offline.",
    aspectRatio: "16:9",
    title: "Our budgeting app Penny",
    shows: ["Track every pound", "Set goals"],
  },
  {
    brief: "Make a fun 30 second video for Oakwood summer camp. Ages 6 to 12. Starts 21 July. End with: Book at oakwoodcamp.org",
    seconds: 30,
    mood: "playful",
    title: "Oakwood summer camp",
    shows: ["Ages 6 to 12", "Starts 21 July"],
    cta: { button: "Book", link: "oakwoodcamp.org" },
  },
  {
    brief:
      "Make a 45-second video. Our dog grooming salon, Happy Paws, opens in Hove. Walk-ins welcome. Make the price big: full groom £35.",
    seconds: 45,
    title: "Our dog grooming salon, Happy Paws, opens in Hove",
    stats: [["£35", "Full groom"]],
  },
  {
    brief:
      "We want a landscape video about Northwind Sailing. Learn to sail in 5 days. 98% of students pass first time. Tone: inspiring. Close with: Book your course at northwind.sail",
    aspectRatio: "16:9",
    mood: "inspiring",
    title: "Northwind Sailing",
    stats: [
      ["5 days", "Learn to sail"],
      ["98%", "98% of students pass first time"],
    ],
    cta: { button: "Book your course", link: "northwind.sail" },
  },
  // French
  {
    brief:
      "Crée une vidéo de 30 secondes pour Le Fournil, notre boulangerie de quartier. Trois arguments : pain cuit au feu de bois, livraison gratuite à 2 km, et -10 % sur la première commande. Ton : chaleureux. Terminer par : Commandez sur lefournil.fr",
    title: "Le Fournil",
    seconds: 30,
    mood: "calm",
    scenes: 5,
    stats: [
      ["2 km", "Livraison gratuite"],
      ["-10 %", "Sur la première commande"],
    ],
    cta: { button: "Commandez", link: "lefournil.fr" },
  },
  {
    brief: "Fais une vidéo TikTok sur notre festival d'été. Rendez-vous le 14 juillet au parc. Mets la date en grand.",
    aspectRatio: "9:16",
    title: "Notre festival d'été",
    shows: ["14 juillet"],
  },
  {
    brief: "Je veux une pub pour LinkedIn sur notre cabinet d'architectes Atelier Nord. 25 ans d'expérience. Ton professionnel.",
    aspectRatio: "1:1",
    mood: "corporate",
    title: "Notre cabinet d'architectes Atelier Nord",
    stats: [["25 ans", "D'expérience"]],
    hides: ["professionnel"],
  },
  {
    brief:
      "Une vidéo pour YouTube d'environ une minute sur le Domaine Rivière, notre vignoble. Vendanges à la main. Terminez par : Réservez une visite sur domaineriviere.fr",
    aspectRatio: "16:9",
    seconds: 60,
    title: "Le Domaine Rivière",
    shows: ["Notre vignoble", "Vendanges à la main"],
    cta: { link: "domaineriviere.fr" },
  },
  {
    brief: "Vidéo verticale de 20 secondes pour Savon & Sel. Savons faits main. Appel à l'action : Découvrez la boutique sur savonetsel.fr",
    aspectRatio: "9:16",
    seconds: 20,
    title: "Savon & Sel",
    shows: ["Savons faits main"],
    cta: { link: "savonetsel.fr" },
  },
  // German
  {
    brief:
      "Erstelle ein 30-Sekunden-Video für Bäckerei Korn. Frisches Brot jeden Morgen. Lieferung im Umkreis von 3 km. Ton: freundlich. Schluss: Jetzt bestellen auf korn-baeckerei.de",
    title: "Bäckerei Korn",
    seconds: 30,
    mood: "calm",
    stats: [["3 km", "Lieferung im Umkreis"]],
    cta: { link: "korn-baeckerei.de" },
  },
  {
    brief:
      "Mach ein Instagram-Reel über unseren Sommerschlussverkauf. 30 % Rabatt auf alles. Verspielt und fröhlich. Ende mit: Jetzt shoppen auf modehaus.de",
    aspectRatio: "9:16",
    mood: "playful",
    title: "Unseren Sommerschlussverkauf",
    stats: [["30 %", "Rabatt auf alles"]],
    hides: ["Verspielt", "Reel"],
    cta: { link: "modehaus.de" },
  },
  {
    brief: "Ich brauche ein Video für YouTube über unsere Kletterhalle Gipfelglück. Über 200 Routen. Kurse ab 15 €. Etwa eine Minute lang.",
    aspectRatio: "16:9",
    seconds: 60,
    title: "Unsere Kletterhalle Gipfelglück",
    stats: [["15 €", "Kurse"]],
    shows: ["Über 200 Routen"],
    hides: ["Minute"],
  },
  {
    brief:
      "Werbespot für LinkedIn, 20 Sekunden: Kanzlei Weber berät Start-ups. Seriös und sachlich. Handlungsaufforderung: Termin buchen auf weber-recht.de",
    aspectRatio: "1:1",
    seconds: 20,
    mood: "corporate",
    title: "Kanzlei Weber berät Start-ups",
    hides: ["Seriös"],
    cta: { link: "weber-recht.de" },
  },
  {
    brief: "Kurzes Video, 20 Sekunden, Hochformat.\n- Neue Filiale in Köln\n- Eröffnung am 3. Mai\nCall-to-Action: Jetzt vorbeikommen",
    aspectRatio: "9:16",
    seconds: 20,
    shows: ["Neue Filiale in Köln", "Eröffnung am 3. Mai"],
    hides: ["Kurzes Video", "Hochformat"],
  },
  // Spanish
  {
    brief:
      "Haz un vídeo de 30 segundos para Café Luna, nuestra cafetería de barrio. Tres puntos clave: café de origen, envío gratis a 2 km y 15 % de descuento. Tono: cálido y cercano. Termina con: Pide ya en cafeluna.es",
    title: "Café Luna",
    seconds: 30,
    mood: "calm",
    scenes: 5,
    stats: [
      ["2 km", "Envío gratis"],
      ["15 %", "15 % de descuento"],
    ],
    cta: { button: "Pide ya", link: "cafeluna.es" },
  },
  {
    brief: "Crea un anuncio para Instagram sobre nuestra tienda de bicis. Bicis eléctricas desde 899 €. Divertido y enérgico.",
    aspectRatio: "9:16",
    mood: "playful",
    title: "Nuestra tienda de bicis",
    stats: [["899 €", "Bicis eléctricas"]],
    hides: ["Divertido"],
  },
  {
    brief:
      "Necesito un vídeo para YouTube de un minuto sobre la Feria del Libro. Te esperamos el 5 de mayo en el Retiro. Haz la fecha grande.",
    aspectRatio: "16:9",
    seconds: 60,
    title: "La Feria del Libro",
    shows: ["5 de mayo"],
  },
  {
    brief: "Vídeo para TikTok de 15 segundos.\nPuntos clave:\n- Envío en 24 horas\n- Devolución gratis\nTermina con: Compra en tienda.es",
    aspectRatio: "9:16",
    seconds: 15,
    stats: [["24 horas", "Envío"]],
    shows: ["Devolución gratis"],
    cta: { link: "tienda.es" },
  },
  // Japanese
  {
    brief:
      "Ember & Oakの30秒の広告動画を作ってください。毎朝焙煎した豆。2km以内は配達無料。トーン：温かい。最後に：ご注文はemberandoak.co.ukへ",
    title: "Ember & Oak",
    seconds: 30,
    mood: "calm",
    stats: [["2km", "以内は配達無料"]],
    shows: ["毎朝焙煎した豆"],
    cta: { button: "ご注文", link: "emberandoak.co.uk" },
  },
  {
    brief: "TikTok向けの15秒動画を作って。夏祭りは8月10日！日付を大きく。",
    aspectRatio: "9:16",
    seconds: 15,
    shows: ["8月10日"],
  },
  // Arabic
  {
    brief:
      "أنشئ فيديو مدته 30 ثانية عن مقهى Ember & Oak. حبوب محمصة كل صباح. توصيل مجاني حتى 2 كم. النبرة: دافئة. اختم بـ: اطلب الآن على emberandoak.co.uk",
    title: "مقهى Ember & Oak",
    seconds: 30,
    mood: "calm",
    stats: [["2 كم", "توصيل مجاني"]],
    shows: ["حبوب محمصة كل صباح"],
    cta: { button: "اطلب الآن", link: "emberandoak.co.uk" },
  },
  {
    brief: "أريد إعلان لتيك توك عن متجر الورد. خصم 20% على كل الباقات.",
    aspectRatio: "9:16",
    title: "متجر الورد",
    stats: [["20%", "خصم على كل الباقات"]],
  },
];

describe("briefs: instructions shape the plan and never reach the screen", () => {
  it("has at least 40 briefs in several languages", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ROWS.map((row) => [row.brief.slice(0, 60), row] as const))("%s", (_, row) => {
    const plan = planFromText(row.brief, { aspectRatio: "9:16", templateId: "clean" });
    expect(validateContent(plan).ok).toBe(true);
    const screen = onScreen(plan);
    for (const pattern of NEVER)
      expect(
        screen.filter((each) => pattern.test(each)),
        String(pattern),
      ).toEqual([]);
    for (const hidden of row.hides ?? [])
      expect(
        screen.filter((each) => each.includes(hidden)),
        hidden,
      ).toEqual([]);
    for (const shown of row.shows ?? [])
      expect(
        screen.some((each) => each.includes(shown)),
        `"${shown}" in ${JSON.stringify(screen)}`,
      ).toBe(true);
    if (row.title instanceof RegExp) expect(plan.title).toMatch(row.title);
    else if (row.title) expect(plan.title).toBe(row.title);
    if (row.scenes) expect(plan.scenes).toHaveLength(row.scenes);

    const brief = readBrief(row.brief);
    expect(brief.aspectRatio).toBe(row.aspectRatio);
    expect(brief.mood).toBe(row.mood);
    if (row.seconds) expect(Math.abs(seconds(plan) - row.seconds)).toBeLessThanOrEqual(row.seconds * 0.1);
    else expect(brief.seconds).toBeUndefined();

    const stats = plan.scenes.filter((scene) => scene.layoutId === "stat").map((_, index, all) => all[index]!);
    expect(stats.map((scene) => (scene.slots.number as { text: string }).text)).toEqual((row.stats ?? []).map(([number]) => number));
    stats.forEach((scene, index) => {
      const label = (scene.slots.label as { text: string }).text;
      const expected = row.stats![index]![1];
      if (expected instanceof RegExp) expect(label).toMatch(expected);
      else expect(label).toBe(expected);
    });

    if (row.cta) {
      expect(plan.scenes.at(-1)!.layoutId).toBe("call-to-action");
      expect(screen).not.toContain("Learn more");
      if (row.cta.button) expect(text(plan, -1, "button")).toBe(row.cta.button);
      if (row.cta.link) expect(text(plan, -1, "link")).toBe(row.cta.link);
    }
  });
});
