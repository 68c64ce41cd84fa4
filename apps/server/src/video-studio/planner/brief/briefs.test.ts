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
  /\d+\s*[-‐]?\s*(?:seconds?|secs?|secondes?|sekunden|sekündig|minütig|segundos?|秒|ثانية)/iu,
  /\b(?:tone|ton|tono|vibe|ambiance)\s*:|トーン|النبرة/iu,
  /\b(?:end with|call to action|cta|terminer par|terminez par|pour finir|à la fin|schluss|ende mit|endet mit|am ende|termina con|terminar con|al final|para terminar|handlungsaufforderung)\b|最後に|اختم/iu,
  /\b(?:instagram|tiktok|linkedin|youtube|reels?|shorts|hochformat|querformat)\b|تيك توك|يوتيوب/iu,
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
  /** Stat scenes as [number, label, kicker above the number if any] in order. */
  stats?: [string, string, string?][];
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
    // The opening card is two beats: the name, then what it is.
    scenes: 6,
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
      ["30%", "of household waste", "Food scraps make up"],
      ["3 months", "Composting takes", "About"],
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
    stats: [["40 hours", "of battery life"]],
    // "Only" says nothing of what the price is for: the price stays a sentence.
    shows: ["Only £129"],
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
    stats: [["£5", "Classes", "From"]],
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
    stats: [["40 hours", "of burn time"]],
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
    stats: [["$120k", "Salaries", "From"]],
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
    stats: [["10 years", "of support", "Thank you for"]],
  },
  {
    brief:
      "Create a video about Greenleaf Solar. Panels from £3,999. Save up to £600 a year. Tone: trustworthy. End with: Get a free quote at greenleaf.energy",
    title: "Greenleaf Solar",
    mood: "corporate",
    stats: [
      ["£3,999", "Panels", "From"],
      ["£600", "a year", "Save up to"],
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
      ["98%", "of students pass first time"],
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
    scenes: 6,
    stats: [
      ["2 km", "Livraison gratuite"],
      ["-10 %", "sur la première commande"],
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
    stats: [["25 ans", "d'expérience"]],
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
    title: "Unser Sommerschlussverkauf",
    stats: [["30 %", "Rabatt auf alles"]],
    hides: ["Verspielt", "Reel"],
    cta: { link: "modehaus.de" },
  },
  {
    brief: "Ich brauche ein Video für YouTube über unsere Kletterhalle Gipfelglück. Über 200 Routen. Kurse ab 15 €. Etwa eine Minute lang.",
    aspectRatio: "16:9",
    seconds: 60,
    title: "Unsere Kletterhalle Gipfelglück",
    stats: [["15 €", "Kurse", "Ab"]],
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
    scenes: 6,
    stats: [
      ["2 km", "Envío gratis"],
      ["15 %", "de descuento"],
    ],
    cta: { button: "Pide ya", link: "cafeluna.es" },
  },
  {
    brief: "Crea un anuncio para Instagram sobre nuestra tienda de bicis. Bicis eléctricas desde 899 €. Divertido y enérgico.",
    aspectRatio: "9:16",
    mood: "playful",
    title: "Nuestra tienda de bicis",
    stats: [["899 €", "Bicis eléctricas", "Desde"]],
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
    stats: [["2 كم", "توصيل مجاني", "حتى"]],
    shows: ["حبوب محمصة كل صباح"],
    cta: { button: "اطلب الآن", link: "emberandoak.co.uk" },
  },
  {
    brief: "أريد إعلان لتيك توك عن متجر الورد. خصم 20% على كل الباقات.",
    aspectRatio: "9:16",
    title: "متجر الورد",
    stats: [["20%", "على كل الباقات", "خصم"]],
  },
  // Prices and offers said with a qualifier ("only", "from", "up to"): it goes above the number, never as its label.
  {
    brief: "Make a 30-second Instagram video for Ember & Oak. Only £129 for the whole set. Order yours today at emberandoak.com",
    title: "Ember & Oak",
    seconds: 30,
    aspectRatio: "9:16",
    stats: [["£129", "for the whole set", "Only"]],
    cta: { button: "Order yours today", link: "emberandoak.com" },
  },
  {
    brief: "Launch of the Aero X. Just $99. Now only £129. From £5 a month. Up to 50% off everything. £129 only.",
    title: "Launch of the Aero X",
    stats: [
      ["£5", "a month", "From"],
      ["50% off", "everything", "Up to"],
    ],
    shows: ["Just $99", "Now only £129", "£129 only"],
  },
  {
    brief: "Spring menu at Olive Tree. Lunch just £12. Book your table at olivetree.example",
    title: "Spring menu at Olive Tree",
    stats: [["£12", "Lunch", "Just"]],
    cta: { button: "Book your table", link: "olivetree.example" },
  },
  // German: instruction words declined and inflected ("30-sekündiges", "am Ende", "zum Schluss", "im Hochformat")
  {
    brief:
      "Erstelle ein 30-sekündiges Video für die Buchhandlung Seitenweise. Neue Leseecke im Obergeschoss. Jeden Freitag Lesungen. Ende mit: Besuch uns in der Lindenstraße 4",
    title: "Die Buchhandlung Seitenweise",
    seconds: 30,
    shows: ["Neue Leseecke im Obergeschoss", "Jeden Freitag Lesungen"],
    cta: { button: "Besuch uns", link: "Lindenstraße 4" },
  },
  {
    brief:
      "Ein 30 Sekunden langes Video für Instagram über unser Café Morgenrot. Hausgemachter Kuchen. Ton: freundlich. Am Ende: Jetzt reservieren auf morgenrot.de",
    title: "Unser Café Morgenrot",
    seconds: 30,
    aspectRatio: "9:16",
    mood: "calm",
    shows: ["Hausgemachter Kuchen"],
    hides: ["langes", "Am Ende", "freundlich"],
    cta: { button: "Jetzt reservieren", link: "morgenrot.de" },
  },
  {
    brief:
      "Ich brauche ein Video auf TikTok über unseren Fahrradladen Speiche. Reparatur in 24 Stunden. Zum Schluss: Termin buchen auf speiche.de",
    title: "Unser Fahrradladen Speiche",
    aspectRatio: "9:16",
    stats: [["24 Stunden", "Reparatur"]],
    hides: ["Zum Schluss", "auf TikTok"],
    cta: { button: "Termin buchen", link: "speiche.de" },
  },
  {
    brief:
      "Mach ein Video im Hochformat für die Metzgerei Huber. Regionales Fleisch aus dem Allgäu. Zum Schluss jetzt vorbestellen auf huber-metzgerei.de",
    title: "Die Metzgerei Huber",
    aspectRatio: "9:16",
    shows: ["Regionales Fleisch aus dem Allgäu"],
    hides: ["Hochformat", "Mach ein Video", "Zum Schluss"],
    cta: { button: "Jetzt vorbestellen", link: "huber-metzgerei.de" },
  },
  {
    brief:
      "Wir brauchen einen 20-sekündigen Werbespot für YouTube über die Gärtnerei Grünwald. Pflanzen aus eigener Zucht. Tonalität: warm und herzlich. Abschluss mit: Besuchen Sie uns in Grünwald",
    title: "Die Gärtnerei Grünwald",
    seconds: 20,
    aspectRatio: "16:9",
    mood: "calm",
    shows: ["Pflanzen aus eigener Zucht"],
    hides: ["Abschluss", "herzlich"],
    cta: { button: "Besuchen Sie uns" },
  },
  {
    brief:
      "Ein Video für Instagram, etwa 45 Sekunden lang, über das Weinfest in Dürkheim. Über 100 Winzer. Eintritt frei. Am Schluss: Tickets auf weinfest.de",
    title: "Das Weinfest in Dürkheim",
    seconds: 45,
    aspectRatio: "9:16",
    shows: ["Über 100 Winzer", "Eintritt frei"],
    cta: { button: "Tickets", link: "weinfest.de" },
  },
  {
    brief:
      "Video für Facebook: Zahnarztpraxis Dr. Lange. Neue Patienten willkommen. Termine auch am Samstag. Bitte ende mit: Jetzt anrufen",
    title: "Zahnarztpraxis Dr. Lange",
    aspectRatio: "1:1",
    shows: ["Neue Patienten willkommen", "Termine auch am Samstag"],
    cta: { button: "Jetzt anrufen" },
  },
  {
    brief: "Erstelle ein 15 Sekunden kurzes Video im Querformat für unsere Yogaschule Atemraum. Kurse ab 12 €. Stil: ruhig",
    title: "Unsere Yogaschule Atemraum",
    seconds: 15,
    aspectRatio: "16:9",
    mood: "calm",
    stats: [["12 €", "Kurse", "Ab"]],
    hides: ["kurzes", "Querformat", "Stil"],
  },
  {
    brief: "Ein 1-minütiges Video über unsere Kaffeerösterei Bohnenglück. Ende mit dem Aufruf: Jetzt im Shop bestellen auf bohnenglueck.de",
    title: "Unsere Kaffeerösterei Bohnenglück",
    seconds: 60,
    hides: ["minütig", "Aufruf"],
    cta: { button: "Jetzt im Shop bestellen", link: "bohnenglueck.de" },
  },
  {
    brief: "Ein Video über unser Hofcafé, ca. 30 Sekunden lang. Kuchen vom Blech.",
    title: "Unser Hofcafé",
    seconds: 30,
    scenes: 2,
    shows: ["Kuchen vom Blech"],
    hides: ["Ca", "lang"],
  },
  // French and Spanish: lengths, platforms and endings as they are said
  {
    brief:
      "Une vidéo de 30 secondes pour Instagram sur notre fromagerie Le Comté d'Or. Affinage de 24 mois. Ton : chaleureux. Terminer par : Passez en boutique, rue Victor Hugo",
    title: "Notre fromagerie Le Comté d'Or",
    seconds: 30,
    aspectRatio: "9:16",
    mood: "calm",
    stats: [["24 mois", "Affinage"]],
    cta: { button: "Passez en boutique", link: "rue Victor Hugo" },
  },
  {
    brief:
      "Je voudrais une vidéo de 45 secondes pour TikTok sur notre salon de coiffure Mèche Rebelle. Coupe à partir de 25 €. Pour finir : Réservez sur mecherebelle.fr",
    title: "Notre salon de coiffure Mèche Rebelle",
    seconds: 45,
    aspectRatio: "9:16",
    stats: [["25 €", "Coupe", "À partir de"]],
    hides: ["Pour finir", "Je voudrais"],
    cta: { button: "Réservez", link: "mecherebelle.fr" },
  },
  {
    brief:
      "Crée une vidéo au format vertical, d'une durée de 20 secondes, pour la librairie Les Mots. Rencontres d'auteurs chaque samedi. À la fin : Abonnez-vous à notre newsletter",
    title: "La librairie Les Mots",
    seconds: 20,
    aspectRatio: "9:16",
    shows: ["Rencontres d'auteurs chaque samedi"],
    hides: ["format", "durée", "À la fin"],
    cta: { button: "Abonnez-vous" },
  },
  {
    brief:
      "Fais-moi une courte vidéo d'une minute pour YouTube à propos du marché de Noël de Colmar. Plus de 300 chalets. Conclure par : Venez nombreux !",
    title: "Marché de Noël de Colmar",
    seconds: 60,
    aspectRatio: "16:9",
    shows: ["Plus de 300 chalets"],
    hides: ["Fais-moi", "minute"],
    cta: { button: "Venez nombreux" },
  },
  {
    brief:
      "Un video de 30 segundos para TikTok sobre nuestra panadería La Espiga. Pan recién hecho cada mañana. Terminar con: Haz tu pedido en laespiga.es",
    title: "Nuestra panadería La Espiga",
    seconds: 30,
    aspectRatio: "9:16",
    shows: ["Pan recién hecho cada mañana"],
    cta: { button: "Haz tu pedido", link: "laespiga.es" },
  },
  {
    brief:
      "Quiero un video de 20 segundos para Instagram sobre el gimnasio FuerzaPlus. Cuotas desde 19 €. Al final: Apúntate en fuerzaplus.com",
    title: "El gimnasio FuerzaPlus",
    seconds: 20,
    aspectRatio: "9:16",
    stats: [["19 €", "Cuotas", "Desde"]],
    hides: ["Al final"],
    cta: { button: "Apúntate", link: "fuerzaplus.com" },
  },
  {
    brief:
      "Haz un vídeo vertical de un minuto sobre la Feria de Sevilla. Más de 1.000 casetas. Tono: alegre. Para terminar: Reserva tu hotel en sevillaferia.es",
    title: "La Feria de Sevilla",
    seconds: 60,
    aspectRatio: "9:16",
    mood: "playful",
    shows: ["Más de 1.000 casetas"],
    hides: ["Para terminar", "alegre"],
    cta: { button: "Reserva tu hotel", link: "sevillaferia.es" },
  },
  {
    brief:
      "Necesito un anuncio de 15 segundos en formato cuadrado para Óptica Luz. Gafas graduadas por solo 89 €. Terminar con: Pide cita en opticaluz.es",
    title: "Óptica Luz",
    seconds: 15,
    aspectRatio: "1:1",
    stats: [["89 €", "Gafas graduadas", "Por solo"]],
    hides: ["cuadrado", "formato"],
    cta: { button: "Pide cita", link: "opticaluz.es" },
  },
  {
    // Issue 35: "Endet mit:" ("ends with") was the button and "95 m²" split into "95 m" and "² with…".
    brief:
      "Kurzes Video für unsere neue Wohnung in Berlin: 3 Zimmer, 95 m² mit sonnigem Balkon, ab 1.200 € im Monat. Endet mit: Jetzt Besichtigung buchen auf wohnen.example.de",
    // The flat's facts after the framing's colon are its selling points: a shot each, the price a stat of its own.
    stats: [
      ["95 m²", "mit sonnigem Balkon"],
      ["1.200 €", "im Monat", "Ab"],
    ],
    cta: { button: "Besichtigung buchen", link: "wohnen.example.de" },
    hides: ["Endet"],
  },
  {
    // Issue 35: the button was "RSVP at 🎉", the address taken out of its middle.
    brief:
      "Promo for our summer pop-up market this Saturday at the Old Mill, 10am to 4pm. Local food, live music and crafts. RSVP at popup.example.com 🎉",
    cta: { button: "RSVP", link: "popup.example.com" },
    shows: ["Local food, live music and crafts"],
  },
  {
    // Issue 35: Italian framing reached the screen ("Un video per la Pizzeria Da Gino"), the button was "Ordina su".
    brief:
      "Un video per la Pizzeria Da Gino: impasto a lunga lievitazione, forno a legna e consegna a domicilio in 30 minuti. Ordina su dagino.it",
    title: "Pizzeria Da Gino",
    cta: { button: "Ordina", link: "dagino.it" },
    shows: ["Impasto a lunga lievitazione", "Forno a legna"],
    hides: ["Un video", "video per"],
  },
  {
    brief: "Faça um vídeo para a Padaria Sol: pão de fermentação natural, bolos caseiros e entrega grátis no bairro.",
    title: "Padaria Sol",
    shows: ["Pão de fermentação natural", "Bolos caseiros"],
    hides: ["vídeo", "Faça"],
  },
  {
    brief:
      "Maak een video voor Bakkerij De Molen: elke ochtend vers brood, taarten op bestelling en gratis bezorging. Bestel op demolen.nl",
    title: "Bakkerij De Molen",
    cta: { button: "Bestel", link: "demolen.nl" },
    hides: ["video", "Maak een"],
  },
  {
    // Issue 35: an explainer's "Explain how" was its first headline.
    brief:
      "Explain how a heat pump heats a home: it moves heat from the outside air into the house instead of burning fuel. Ask us for a free home survey.",
    title: "How a heat pump heats a home",
    shows: ["It moves heat from the outside air into the house instead of burning fuel"],
    hides: ["Explain", "it moves"],
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

    const stats = plan.scenes.filter((scene) => scene.layoutId === "stat");
    const shown = (scene: Content["scenes"][number], slot: string) => (scene.slots[slot] as { text: string } | undefined)?.text;
    expect(stats.map((scene) => [shown(scene, "number"), shown(scene, "label"), shown(scene, "kicker")])).toEqual(
      (row.stats ?? []).map(([number, label, kicker]) => [number, label, kicker]),
    );

    if (row.cta) {
      expect(plan.scenes.at(-1)!.layoutId).toBe("call-to-action");
      expect(screen).not.toContain("Learn more");
      if (row.cta.button) expect(text(plan, -1, "button")).toBe(row.cta.button);
      if (row.cta.link) expect(text(plan, -1, "link")).toBe(row.cta.link);
    }
  });

  it("takes a length after the framing's colon as the brief's content, not the video's length", () => {
    const gym =
      "Un anuncio para TikTok del gimnasio Fuerza Norte: clases de 30 minutos, entrenadores certificados y el primer mes gratis. Apúntate en fuerzanorte.es";
    const brief = readBrief(gym);
    expect(brief.seconds).toBeUndefined();
    expect(brief.subject).toBe("Gimnasio Fuerza Norte");
    const plan = planFromText(gym, { aspectRatio: "9:16", templateId: "bold" });
    expect(plan.scenes.reduce((sum, scene) => sum + (scene.duration as number), 0)).toBeLessThan(30);
    expect(JSON.stringify(plan.scenes)).toContain("30 minutos");
  });

  it("never shows a text twice: not in two slots of a scene, nor again in a later scene", () => {
    const plain = (text: string) =>
      text
        .toLocaleLowerCase()
        .replace(/[\s.,!?;:。！？]+/gu, " ")
        .trim();
    // Whole words inside other words: "40 hours" in "40 hours of battery life", "Order yours today" in itself.
    const within = (part: string, whole: string) => ` ${plain(whole)} `.includes(` ${plain(part)} `);
    const repeats: string[] = [];
    for (const row of ROWS) {
      const plan = planFromText(row.brief, { aspectRatio: "9:16", templateId: "clean" });
      const shownBefore: string[] = [];
      plan.scenes.forEach((scene, index) => {
        const texts = Object.entries(scene.slots).flatMap(([slot, value]) =>
          "text" in value ? [[slot, value.text] as const] : "items" in value ? value.items.map((item) => [slot, item] as const) : [],
        );
        texts.forEach(([slot, text], at) => {
          const other = texts.find(([, each], where) => where !== at && within(each, text));
          if (other) repeats.push(`${row.brief.slice(0, 40)}… scene ${index + 1}: "${text}" (${slot}) holds "${other[1]}" (${other[0]})`);
          // The end card names what the video opened with: the one repeat a sign-off is for.
          const opening = [plan.title, ...Object.values(plan.scenes[0]!.slots).map((value) => ("text" in value ? value.text : ""))];
          const signOff = scene.layoutId === "call-to-action" && slot === "headline" && opening.some((each) => plain(each) === plain(text));
          if (!signOff && shownBefore.some((each) => plain(each) === plain(text)))
            repeats.push(`${row.brief.slice(0, 40)}… scene ${index + 1}: "${text}" was shown before`);
        });
        shownBefore.push(...texts.map(([, text]) => text));
      });
    }
    expect(repeats).toEqual([]);
  });
});
