import type { PromptExpectations } from "@framewise/contracts";
import type { AspectRatio } from "@framewise/scene";

/** A prompt of the starter suite. Fixed ids, so runs on every install compare prompt by prompt. */
export interface StarterPrompt {
  id: string;
  name: string;
  prompt: string;
  aspectRatio: AspectRatio | null;
  templateId: string | null;
  expectations: PromptExpectations;
}

/** The rubrics judged most often: a hook and a clear ask for ads, clarity for explainers. */
const HOOK = "The first scene makes a scrolling viewer stop, and the last scene asks for one clear action.";
const CLEAR = "Each scene says one thing a viewer can read in the time it is shown, in the order a beginner needs.";

export const STARTER_SUITE = {
  id: "87d0a6ac-79f5-4392-8ff2-08e9d4002806",
  name: "Starter suite",
  description:
    "The product's real uses: ads, explainers, announcements, listicles and product pages, in English, German, French, Spanish, Italian, Portuguese, Japanese and Arabic. No pictures are given, so none may be placed; instructions (platform, length) must never reach the screen.",
} as const;

export const STARTER_PROMPTS: readonly StarterPrompt[] = [
  {
    id: "6caf2625-5685-4312-b28a-4db7ac6d48a6",
    name: "Coffee roaster ad (TikTok)",
    prompt:
      "A 20-second TikTok ad for Ember & Oak, our neighbourhood coffee roaster. Beans roasted every morning and at your door the next day. Free delivery on your first bag. End with: Order at emberandoak.com",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 6 },
      duration: { min: 12, max: 30 },
      layouts_required: ["call-to-action"],
      words_required: ["Ember & Oak", "emberandoak.com"],
      words_forbidden: ["TikTok", "20-second"],
      media_used: false,
      language: "en",
      judge_rubric: HOOK,
    },
  },
  {
    id: "7a234315-46a8-4360-b9c1-eb85fc6e4ca2",
    name: "Trail shoe launch",
    prompt: "Launch video for the Trail Runner 2. It grips wet rock, weighs 240 g and has a recycled mesh upper. Pre-order now for €129.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      layouts_required: ["call-to-action"],
      words_required: ["Trail Runner 2", "€129"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "bd13bf43-9d9b-4284-b129-89c073e0f043",
    name: "Summer swimwear sale (Instagram post)",
    prompt: "Instagram post for our summer sale: 30% off all swimwear until 31 July. Shop the collection at sunnyside.shop",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["30%", "sunnyside.shop"],
      words_forbidden: ["Instagram post"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "17226fb6-af03-4c73-8535-6e512bce887f",
    name: "Invoicing app ad",
    prompt:
      "Ad for Tally, the invoicing app for freelancers. Create an invoice from your phone, get paid twice as fast, and chase late payers automatically. Try it free for 14 days.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      layouts_required: ["call-to-action"],
      words_required: ["Tally"],
      media_used: false,
      language: "en",
      judge_rubric: "The benefits are concrete and the viewer learns what Tally is in the first two scenes.",
    },
  },
  {
    id: "9c74825a-8768-4d42-8021-1e4391db7e4d",
    name: "Plant shop ad (square)",
    prompt:
      "A square video ad for Leaf & Loam, a plant shop for people who kill plants. Every plant comes with care cards and a 30-day guarantee. Visit us on Canal Street.",
    aspectRatio: "1:1",
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["Leaf & Loam"],
      words_forbidden: ["square video"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "ac99f1fb-2e6f-4d1f-b57b-1327182e7c36",
    name: "Compound interest explainer (YouTube)",
    prompt:
      "A YouTube explainer on how compound interest works: you earn interest on your savings, then interest on that interest. £1,000 at 5% a year becomes about £1,629 after ten years. Start early, even with small amounts.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 4, max: 8 },
      layouts_required: ["stat"],
      layouts_forbidden: ["captions-video"],
      words_required: ["interest"],
      words_forbidden: ["YouTube"],
      media_used: false,
      language: "en",
      judge_rubric: CLEAR,
    },
  },
  {
    id: "b695ee49-d0bc-4f8e-acc3-54bdc41939b0",
    name: "Heat pump explainer",
    prompt:
      "Explain how a heat pump heats a home: it moves heat from the outside air into the house instead of burning fuel. For every unit of electricity it delivers about three units of heat. Ask us for a free home survey.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 8 },
      words_required: ["heat pump"],
      media_used: false,
      language: "en",
      judge_rubric: CLEAR,
    },
  },
  {
    id: "de94bba4-efa1-4505-b4bc-59d6e1d54aad",
    name: "Password manager explainer",
    prompt:
      "What is a password manager? It remembers a strong, different password for every site, fills them in for you, and warns you when one leaks. You only remember one master password.",
    aspectRatio: null,
    templateId: null,
    expectations: { schema_valid: true, scene_count: { min: 3, max: 7 }, words_required: ["password"], media_used: false, language: "en" },
  },
  {
    id: "a66882a7-6201-4e16-a9d9-be8c22d8d44d",
    name: "Pour-over coffee how-to",
    prompt:
      "How to brew pour-over coffee in four steps: rinse the filter, add 15 g of ground coffee, pour 250 ml of water just off the boil in slow circles, and wait three minutes.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 5, max: 7 },
      words_required: ["pour-over"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "7220d54f-77b6-4c7c-a94d-3f95cfe9151b",
    name: "Dark mode announcement",
    prompt:
      "Announcing dark mode in Notebook: easier on your eyes at night, kinder to your battery, and it follows your system setting. Update the app today.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["dark mode"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "ba45d829-4bd9-40de-a851-e4c2b20c6640",
    name: "Conference announcement",
    prompt:
      "Join us at Frameworks Summit on 12 March in Lisbon. Two days, 40 speakers, one big party. Early-bird tickets are €199 until 1 February.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      words_required: ["Frameworks Summit", "Lisbon", "12 March"],
      media_used: false,
      language: "en",
      judge_rubric: "The date, the place and the price are all easy to find and read.",
    },
  },
  {
    id: "7629419c-06c6-44ee-ba89-bee2de71e81b",
    name: "New opening hours",
    prompt:
      "From Monday 3 June our bakery opens at 6 am, an hour earlier, so you can grab fresh bread on your way to work. Same bakers, same sourdough.",
    aspectRatio: null,
    templateId: null,
    expectations: { schema_valid: true, scene_count: { min: 2, max: 6 }, words_required: ["6 am"], media_used: false, language: "en" },
  },
  {
    id: "23680d11-fcfb-4ba6-8a1d-7a903cf00aeb",
    name: "Hiring announcement (LinkedIn)",
    prompt:
      "A LinkedIn video: Brightside is hiring three backend engineers in Manchester. Hybrid work, four-day week, and a learning budget of £2,000 a year. Apply at brightside.dev/jobs",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      layouts_required: ["call-to-action"],
      words_required: ["Brightside", "brightside.dev/jobs"],
      words_forbidden: ["LinkedIn"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "f0abfe79-7518-4784-90fb-1630ef260826",
    name: "Five sleep tips",
    prompt:
      "5 tips for better sleep: keep the same bedtime, keep your room cool, no screens for an hour before bed, no coffee after 2 pm, and get morning daylight.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 6, max: 8 },
      words_required: ["sleep"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "5e3e6604-a3df-43a7-aef7-3f0966e86b51",
    name: "Three reasons for an e-bike",
    prompt: "3 reasons to commute by e-bike: you arrive without sweating, you skip the traffic, and it costs a tenth of a car.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 4, max: 6 },
      words_required: ["e-bike"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "f6f14df4-29fb-4403-b788-57bc96e25e7b",
    name: "Hiking packing list",
    prompt: "7 things to pack for a day hike: water, snacks, a rain jacket, a map, sun cream, a first-aid kit and a charged phone.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 8, max: 9 },
      words_required: ["rain jacket"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "90e9d0af-9728-45b2-97d7-261ce372ab7f",
    name: "Productivity apps listicle (vertical)",
    prompt:
      "A vertical video: the 4 apps that run my week. Things for tasks, Fantastical for my calendar, Bear for notes and Raycast for everything else.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 5, max: 7 },
      words_required: ["Fantastical"],
      words_forbidden: ["vertical video"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "818d6adc-e42d-4e84-8e88-df1ecab8120a",
    name: "Ceramic mug product page",
    prompt:
      "Product video for the Morning Mug: hand-thrown stoneware, holds 350 ml, dishwasher safe, in four glazes. £24, free UK delivery.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      layouts_required: ["call-to-action"],
      words_required: ["Morning Mug", "£24"],
      media_used: false,
      language: "en",
    },
  },
  {
    id: "fc23a737-8145-41b2-98e9-8e97b0f52986",
    name: "Headphones product page (landscape)",
    prompt:
      "Landscape product video for the Quiet One headphones: 40 hours of battery, noise cancelling that adapts to the room, and they fold flat. $199.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      words_required: ["Quiet One", "$199"],
      words_forbidden: ["landscape"],
      media_used: false,
      language: "en",
      judge_rubric: "It reads like a product page: the name, the three features and the price are each clear.",
    },
  },
  {
    id: "f3788a5c-c44d-4669-9d4b-a1dde0756d9f",
    name: "Protein powder product page",
    prompt: "Plant protein by Greenfuel: 24 g of protein per scoop, no added sugar, tastes like cocoa. 30 servings for £29.",
    aspectRatio: null,
    templateId: "bold",
    expectations: { schema_valid: true, scene_count: { min: 3, max: 7 }, words_required: ["Greenfuel"], media_used: false, language: "en" },
  },
  {
    id: "26d8c0ff-66c8-4295-8e87-3c61602b185f",
    name: "Bäckerei-Werbung (DE)",
    prompt:
      "Ein 15-Sekunden-Video für die Bäckerei Sonnenkorn: Jeden Morgen frische Brötchen ab 6 Uhr und Sauerteigbrot nach Familienrezept. Jetzt vorbestellen unter sonnenkorn.de",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      duration: { min: 8, max: 24 },
      layouts_required: ["call-to-action"],
      words_required: ["Sonnenkorn"],
      words_forbidden: ["15-Sekunden-Video"],
      media_used: false,
      language: "de",
      judge_rubric: HOOK,
    },
  },
  {
    id: "7d8fdc60-f3f2-4c39-8fb2-6ef060ee340e",
    name: "E-Bike-Liste (DE)",
    prompt:
      "5 Gründe für ein E-Bike von Radwerk: Du kommst entspannt an, sparst dir die Parkplatzsuche, fährst leise, tust etwas für das Klima und bekommst 20 % Rabatt im März.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 6, max: 8 },
      words_required: ["Radwerk"],
      media_used: false,
      language: "de",
    },
  },
  {
    id: "8ae87999-e899-4e58-9415-f6c66322d5ab",
    name: "Software-Update (DE)",
    prompt:
      "Neu in Kassenbuch 4: Belege per Foto erfassen, automatische Umsatzsteuer und Export an den Steuerberater mit einem Klick. Jetzt kostenlos aktualisieren.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      words_required: ["Kassenbuch"],
      media_used: false,
      language: "de",
    },
  },
  {
    id: "e6aca4d4-229a-4d86-a485-9063ba007a00",
    name: "Publicité boulangerie (FR)",
    prompt:
      "Une vidéo pour la boulangerie Au Pain Doré : des croissants au beurre cuits chaque matin, du pain au levain et des tartes de saison. Passez nous voir rue des Lilas.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["Au Pain Doré"],
      media_used: false,
      language: "fr",
    },
  },
  {
    id: "25ebd571-bf27-4c81-af5a-2012c6a378fb",
    name: "Explication recyclage (FR)",
    prompt:
      "Expliquez comment trier ses déchets : le verre va dans le conteneur vert, les emballages dans le bac jaune et les restes alimentaires au compost. Un geste simple pour la planète.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 3, max: 7 },
      words_required: ["compost"],
      media_used: false,
      language: "fr",
      judge_rubric: CLEAR,
    },
  },
  {
    id: "a7cd2471-450e-4c46-95d8-710c1ae5aab1",
    name: "Annonce de salon (FR)",
    prompt: "Retrouvez-nous au Salon du Design de Lyon du 4 au 6 octobre, stand B12. Entrée gratuite sur inscription.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      words_required: ["Lyon", "B12"],
      media_used: false,
      language: "fr",
    },
  },
  {
    id: "3738a6f6-a5ad-4fc1-8ed5-5ecc8b4910bc",
    name: "Anuncio de gimnasio (ES)",
    prompt:
      "Un anuncio para TikTok del gimnasio Fuerza Norte: clases de 30 minutos, entrenadores certificados y el primer mes gratis. Apúntate en fuerzanorte.es",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["Fuerza Norte"],
      words_forbidden: ["TikTok"],
      media_used: false,
      language: "es",
    },
  },
  {
    id: "7baf4a54-91c7-43b1-9c71-a1a7204e34b6",
    name: "Consejos de viaje (ES)",
    prompt:
      "4 consejos para viajar ligero: lleva ropa que combine, usa bolsas de compresión, elige una sola bolsa de mano y compra lo que falte en destino.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 5, max: 7 },
      words_required: ["viajar"],
      media_used: false,
      language: "es",
    },
  },
  {
    id: "fd8483b2-88c9-4d62-b4be-65086cbf8526",
    name: "Página de producto: aceite (ES)",
    prompt:
      "Aceite de oliva virgen extra Olivar del Sur: cosecha temprana, prensado en frío y premiado en 2024. Botella de 500 ml por 14 €.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 7 },
      words_required: ["Olivar del Sur"],
      media_used: false,
      language: "es",
    },
  },
  {
    id: "8135e149-1d3f-4adb-9a96-e63786c8aac7",
    name: "Annuncio pizzeria (IT)",
    prompt:
      "Un video per la Pizzeria Da Gino: impasto a lunga lievitazione, forno a legna e consegna a domicilio in 30 minuti. Ordina su dagino.it",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      layouts_required: ["call-to-action"],
      words_required: ["Da Gino"],
      media_used: false,
      language: "it",
    },
  },
  {
    id: "82d94018-9613-42ca-93ab-ccbc0da5ebc8",
    name: "Lançamento de app (PT)",
    prompt:
      "Chegou o Poupa, o app que organiza as suas contas: veja todos os seus gastos num só lugar, crie metas de poupança e receba alertas antes de cada fatura. Descarregue grátis.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 7 },
      layouts_required: ["call-to-action"],
      words_required: ["Poupa"],
      media_used: false,
      language: "pt",
    },
  },
  {
    id: "2b01f98b-1cb3-4424-aa19-750d449dd697",
    name: "カフェの広告 (JA)",
    prompt: "駅前のカフェ「ひだまり」の縦型動画。毎朝焼きたてのパンと自家焙煎のコーヒー。平日は朝7時から営業しています。",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      words_required: ["ひだまり"],
      words_forbidden: ["縦型動画"],
      media_used: false,
      language: "ja",
    },
  },
  {
    id: "8112178c-af81-4bd6-8134-100fb66f09cd",
    name: "إعلان متجر (AR)",
    prompt: "فيديو لمتجر الورد الأبيض: باقات زهور طازجة يوميًا، توصيل في نفس اليوم، وخصم ٢٠٪ على الطلب الأول. اطلب الآن عبر موقعنا.",
    aspectRatio: null,
    templateId: null,
    expectations: {
      schema_valid: true,
      scene_count: { min: 2, max: 6 },
      words_required: ["الورد الأبيض"],
      media_used: false,
      language: "ar",
    },
  },
];
