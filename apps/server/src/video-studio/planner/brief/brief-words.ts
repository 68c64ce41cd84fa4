import type { AspectRatio, Template } from "@framewise/scene";

/**
 * The words briefs use for what they ask of a video rather than what it says, in English,
 * French, German, Spanish, Italian, Portuguese, Dutch, Japanese and Arabic. Each list is data; `words()` makes the one
 * pattern the reader matches with.
 */

type Mood = Exclude<Template["musicMood"], "none">;

/** A list written as one "|"-separated string (one line per list, however long). */
const list = (text: string) => text.split("|");

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]+");
// Latin words match whole (so "ad" is not found in "add"); Japanese and Arabic attach words
// without spaces, so theirs match anywhere.
const LATIN = /^[\p{Script=Latin}\p{N}\s'’.&-]+$/u;
const bounded = (word: string) =>
  LATIN.test(word) ? `(?<![\\p{Script=Latin}\\p{N}])${escape(word)}(?![\\p{Script=Latin}\\p{N}])` : escape(word);

/** One alternation of `list`, longest first (so "youtube shorts" wins over "youtube"), whole words where the script has them. */
export const words = (list: readonly string[]) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map(bounded)
    .join("|")})`;

export const SECOND_UNITS = list(
  "second|seconds|sec|secs|s|seconde|secondes|secondi|seconden|sekunde|sekunden|sek|sekündig|sekündige|sekündiger|sekündiges|sekündigen|sekündigem|segundo|segundos|seg|秒|ثانية|ثوان|ثواني",
);
export const MINUTE_UNITS = list(
  "minute|minutes|min|mins|minuten|minütig|minütige|minütiger|minütiges|minütigen|minütigem|minuto|minutos|minuti|minuut|分|分間|دقيقة|دقائق",
);
/** Spelled counts a length is given in ("a minute", "eine Minute", "dos minutos"). */
export const SPELLED_COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  half: 0.5,
  "half a": 0.5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  ein: 1,
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  一: 1,
  二: 2,
  三: 3,
  واحدة: 1,
};
/** "under 20 seconds", "moins de 20 secondes", "20秒以内": the length is a ceiling. */
export const AT_MOST = list(
  "under|less than|no more than|at most|max|maximum|up to|within|below|shorter than|moins de|pas plus de|au maximum|unter|höchstens|maximal|weniger als|bis zu|menos de|como máximo|máximo|hasta|meno di|al massimo|massimo|no máximo|minder dan|maximaal|hoogstens|以内|以下|أقل من|لا تزيد عن",
);
/** Words before a length that leave it as said ("about a minute", "une vidéo de 30 secondes", "فيديو مدته 30 ثانية"). */
export const ABOUT = list(
  "about|around|roughly|approximately|approx|circa|environ|à peu près|d'une durée de|d'une durée d'environ|durée de|etwa|ungefähr|rund|ca|ca.|von etwa|mit einer länge von|mit einer dauer von|unos|unas|aproximadamente|alrededor de|de una duración de|con una duración de|約|およそ|حوالي|مدته|مدتها|de|von|d'une|d'un|d'environ",
);
/** Words after a length that say it is the video's, inflected as German inflects them ("30 Sekunden langes Video"). */
export const LENGTH_AFTER = list(
  "long|lang|lange|langes|langer|langen|langem|kurz|kurze|kurzes|kurzer|kurzen|kurzem|de long|de durée|de duración|de largo",
);

/** Platforms and formats, with the aspect ratio each publishes in (see `aspectRatioSchema`). */
export const PLATFORMS: { words: string[]; aspectRatio: AspectRatio }[] = [
  { words: list("instagram feed|instagram post|feed post|インスタ投稿|منشور إنستغرام"), aspectRatio: "4:5" },
  {
    words: list(
      "tiktok|hochformat|縦型|tik tok|instagram reel|instagram reels|instagram stories|instagram story|instagram|insta|reel|reels|youtube shorts|youtube short|shorts|snapchat|stories|ティックトック|インスタ|リール|ショート動画|تيك توك|تيكتوك|إنستغرام|انستغرام|ريلز",
    ),
    aspectRatio: "9:16",
  },
  { words: list("youtube|querformat|横型|ユーチューブ|يوتيوب"), aspectRatio: "16:9" },
  { words: list("linkedin|facebook|リンクトイン|لينكد إن|فيسبوك"), aspectRatio: "1:1" },
];
/** Orientations, only taken as instructions beside a format word ("vertical video", "in landscape"). */
export const ORIENTATIONS: { words: string[]; aspectRatio: AspectRatio }[] = [
  { words: list("vertical|verticale|portrait|vertikal|vertikales|hochformat|vertical|縦型|عمودي"), aspectRatio: "9:16" },
  { words: list("landscape|horizontale|horizontal|widescreen|querformat|paysage|apaisado|横型|أفقي"), aspectRatio: "16:9" },
  { words: list("square|carré|carrée|quadratisch|quadratisches|cuadrado|正方形|مربع"), aspectRatio: "1:1" },
];
export const RATIOS: Record<string, AspectRatio> = { "9:16": "9:16", "16:9": "16:9", "1:1": "1:1", "4:5": "4:5" };

/** German determiners as a preposition declines them, by the form that names the subject ("über *unseren* Laden": "Unser Laden"). */
export const GERMAN_NOMINATIVE: Record<string, string> = {
  unseren: "Unser",
  unserem: "Unser",
  unserer: "Unsere",
  meinen: "Mein",
  meinem: "Mein",
  meiner: "Meine",
  einen: "Ein",
  einem: "Ein",
  einer: "Eine",
  den: "Der",
};

/** What a video is called: "a 30-second *ad* for…". */
export const VIDEO_NOUNS = list(
  "video|videos|clip|ad|ads|advert|advertisement|commercial|promo|spot|reel|short|teaser|trailer|explainer|film|post|vidéo|pub|publicité|annonce|werbung|werbevideo|werbespot|imagefilm|vídeo|anuncio|comercial|publicidad|動画|広告|ビデオ|CM|filmato|annuncio|pubblicità|anúncio|propaganda|advertentie|reclame|reclamefilm|filmpje|فيديو|إعلان|إعلانًا|إعلانا|مقطع|مقطعًا",
);
/** The brief's framing verbs: "make / I need / erstelle / haz…" a video. */
export const FRAMING_VERBS = list(
  "make|create|produce|generate|build|design|write|craft|put together|do|need|want|i need|i want|i'd like|i would like|we need|we want|we'd like|make me|je voudrais|j'aimerais|nous voudrions|ich will|ich hätte gern|ich hätte gerne|wir wollen|wir möchten|quisiera|me gustaría|nos gustaría|help me make|help me create|can you make|could you make|can you create|could you create|please make|please create|fais|faites|crée|créez|réalise|réalisez|produis|j'ai besoin d'|j'ai besoin de|il me faut|je veux|nous voulons|erstelle|erstellen sie|mach|mache|macht|produziere|ich brauche|wir brauchen|ich möchte|haz|hazme|crea|créame|cree|necesito|quiero|queremos|genera|fai|fammi|realizza|voglio|vorrei|vorremmo|ho bisogno di|faça|faz|crie|cria|quero|gostaria de|preciso de|precisamos de|maak|maak me|ik wil|ik wil graag|we willen|wij willen|أنشئ|اصنع|أريد|نريد|صمم|اعمل",
);
export const FRAMING_PREPOSITIONS = list(
  "about|for|on|of|promoting|per|per il|per la|per lo|per l'|per i|per le|sul|sulla|sullo|su|para o|para a|sobre o|sobre a|voor|over|van|to promote|showcasing|showing|introducing|announcing|pour|sur|à propos de|à propos du|à propos des|au sujet de|au sujet du|au sujet des|concernant|présentant|für|über|zu|zum|zur|zum thema|para|sobre|acerca de|acerca del|del|de la|do|da|عن|حول|لـ",
);
/** "Explain how…": an explainer's brief asks for the explanation; the question it answers is what the screen says. */
export const EXPLAIN_VERBS = list(
  "explain|explique|expliquez|erkläre|erklär|erklären sie|explica|explicá|explicar|spiega|spiegate|spiegami|leg uit|اشرح",
);
/** The question words an explanation opens on after such a verb ("Explain *how*…"). */
export const QUESTION_WORDS = list(
  "how|why|what|when|where|which|comment|pourquoi|ce que|quand|wie|warum|was|wann|wo|weshalb|cómo|por qué|qué|cuándo|dónde|come|perché|cosa|quando|dove|como|porque|o que|onde|hoe|waarom|wat|wanneer|waar|كيف|لماذا|ماذا",
);
/** Japanese puts the framing last: "…の広告動画を作ってください". */
export const JAPANESE_FRAMING_ENDINGS = list(
  "を作ってください|を作って|を作成してください|を作成して|をお願いします|が欲しいです|が欲しい|を作りたい",
);

/** "At the end", "zum Schluss": where a call to action goes, said before it with or without a colon. */
export const CLOSING_ADVERBS = list(
  "at the end|finally|à la fin|pour finir|pour terminer|pour conclure|en conclusion|am ende|zum ende|am schluss|zum schluss|zum abschluss|al final|para terminar|para cerrar|para finalizar",
);

/** Labels of a brief's lines ("Tone: warm") by what they ask. */
export const LABELS = {
  tone: list(
    "tone|tone of voice|vibe|mood|style|feel|ton|tonalité|ambiance|tonalität|stimmung|stil|tono|estilo|ambiente|トーン|雰囲気|テイスト|النبرة|الأسلوب|الطابع|النغمة",
  ),
  callToAction: [
    ...CLOSING_ADVERBS,
    ...list(
      "end with|end on|finish with|close with|end with the line|ending|to finish|to close|call to action|cta|closing line|sign-off|terminer par|termine par|terminez par|terminer sur|finir par|finir sur|appel à l'action|conclure par|ende mit|enden mit|endet mit|endet auf|schließt mit|schliesst mit|beende mit|beenden mit|schließe mit|schliesse mit|ende mit dem aufruf|abschluss mit|abschluss|schluss|aufruf|handlungsaufforderung|call-to-action|termina con|terminar con|termine con|acaba con|acabar con|cierra con|cerrar con|finaliza con|finalizar con|cierre|llamada a la acción|final|最後に|締め|最後は|اختم بـ|اختم ب|في النهاية|الخاتمة|دعوة لاتخاذ إجراء",
    ),
  ],
  sellingPoints: list(
    "selling points|key points|points|benefits|features|highlights|reasons|usps|key messages|talking points|arguments de vente|arguments|points forts|avantages|atouts|verkaufsargumente|vorteile|punkte|puntos de venta|puntos fuertes|puntos clave|ventajas|beneficios|セールスポイント|アピールポイント|特徴|ポイント|نقاط البيع|المزايا|مميزات|المميزات",
  ),
  subject: list(
    "brand|product|company|business|subject|topic|event|name|marque|produit|entreprise|sujet|événement|marke|produkt|firma|unternehmen|thema|veranstaltung|marca|producto|empresa|tema|evento|ブランド|商品|製品|会社|テーマ|العلامة التجارية|المنتج|الشركة|الموضوع",
  ),
  /** Lines that only tell the maker something: length, platform, audience, music, goal. */
  note: list(
    "length|duration|runtime|platform|format|channel|aspect ratio|audience|target audience|music|goal|objective|notes|note|language|voice|durée|longueur|plateforme|public cible|public|musique|objectif|länge|dauer|plattform|zielgruppe|musik|ziel|duración|plataforma|formato|público|música|objetivo|長さ|尺|プラットフォーム|形式|ターゲット|音楽|目的|المدة|المنصة|التنسيق|الجمهور|الموسيقى|الهدف",
  ),
} as const;
export type LabelKind = keyof typeof LABELS;

/** Tone words by the template music mood they suit (the starter templates have one each). */
export const TONE_MOODS: Record<Mood, string[]> = {
  calm: list(
    "calm|warm|cosy|cozy|friendly|gentle|relaxed|relaxing|soft|soothing|peaceful|homely|chaleureux|chaleureuse|doux|douce|calme|apaisant|ruhig|warm|herzlich|gemütlich|freundlich|sanft|cálido|cálida|tranquilo|tranquila|cercano|acogedor|穏やか|落ち着いた|温かい|優しい|هادئ|هادئة|دافئ|دافئة|ودود",
  ),
  upbeat: list(
    "upbeat|energetic|bold|exciting|dynamic|punchy|hype|lively|énergique|dynamique|energisch|dynamisch|mitreißend|enérgico|enérgica|dinámico|元気|エネルギッシュ|躍動感|حماسي|نشيط",
  ),
  playful: list(
    "playful|fun|funny|cheerful|quirky|ludique|amusant|amusante|joyeux|verspielt|lustig|fröhlich|divertido|divertida|alegre|楽しい|ポップ|مرح|مرحة",
  ),
  inspiring: list(
    "inspiring|inspirational|heartfelt|emotional|uplifting|inspirant|émouvant|inspirierend|emotional|inspirador|emotivo|感動的|エモーショナル|ملهم|ملهمة",
  ),
  corporate: list(
    "professional|corporate|business|trustworthy|serious|minimal|clean|professionnel|sérieux|professionell|sachlich|seriös|profesional|serio|ビジネス|プロフェッショナル|誠実|احترافي|رسمي",
  ),
  dramatic: list(
    "dramatic|epic|intense|dark|mysterious|cinematic|dramatique|épique|dramatisch|episch|dramático|épico|ドラマチック|壮大|درامي|ملحمي",
  ),
};
/** Nouns that say a phrase is about tone ("in a warm *tone*"). */
export const TONE_NOUNS = list("tone|vibe|mood|feel|style|voice|ton|ambiance|stimmung|tono|ambiente|トーン|雰囲気|نبرة|بنبرة|أسلوب");

/** "make *the date* big": what the brief wants large, by what it points at. */
export const EMPHASIS_TARGETS = {
  date: list("date|day|when|datum|termin|fecha|día|日付|日程|التاريخ|الموعد"),
  price: list("price|cost|prix|preis|precio|価格|値段|السعر"),
  offer: list("discount|offer|deal|sale|réduction|promo|offre|rabatt|angebot|descuento|oferta|割引|セール|الخصم|العرض"),
} as const;
export const EMPHASIS_BIG = list(
  "big|bigger|large|larger|huge|bold|prominent|stand out|pop|en grand|en gros|en valeur|en avant|groß|gross|größer|grande|en grande|destacado|destacada|大きく|目立たせて|目立つように|كبيرًا|كبيرا|كبيراً|بارزًا|بارزا",
);
export const EMPHASIS_VERBS = list("make|put|show|set|mets|mettez|mettre|affiche|mach|mache|zeig|zeige|haz|pon|muestra|اجعل|أبرز");

/** Words that carry nothing on screen once instructions are taken out ("Keep it ___."). */
export const FILLER = new Set(
  "it its the a an and or with in on at for to of our my this that video clip ad please make keep should be is are will be use post upload publish share it's total long short quick brief kurzes kurz court courte corto breve length aim go make sure do so très le la les un une et en pour de du des il elle est soit faire garde gardez fais mets das die der den ein eine und mit im in für zu es ist sei soll bitte mach halte el la los las un una y con en para de que sea es haz mantén hazlo".split(
    " ",
  ),
);

/** Words that qualify a number without saying what it counts ("*only* £129", "*from* £5", "*up to* 50%"): never a stat's label alone. */
export const QUALIFIERS = list(
  "only|just|from|up to|over|under|about|around|approx|nearly|almost|more than|less than|at least|as little as|as low as|starting at|starting from|now|still|a mere|nur|ab|bis zu|über|unter|etwa|rund|ca|fast|knapp|mehr als|weniger als|mindestens|schon|jetzt|seulement|uniquement|dès|à partir de|jusqu'à|plus de|moins de|environ|presque|près de|au moins|maintenant|désormais|solo|sólo|solamente|desde|a partir de|hasta|más de|menos de|casi|unos|unas|al menos|ahora|ya|たった|わずか|約|最大|のみ|だけ|から|以上|以下|فقط|حتى|أكثر من|أقل من|حوالي|ابتداءً من|الآن",
);
/** Words that join two clauses ("…by hand, and the beans…"), where a long sentence may be cut in two. */
export const CLAUSE_JOINERS = list("and|but|so|then|und|aber|dann|et|mais|puis|y|pero|luego|e|mas|então|ma|poi|en|maar|dan");
/** Words that name a list's items as steps: such a list is numbered. */
export const STEP_WORDS = list("step|steps|schritt|schritte|schritten|étape|étapes|paso|pasos|passo|passos|passi|stap|stappen");
/** Prepositions and articles that only link a number to its words ("Free delivery *within* ___", "*of* household waste"). */
export const LINKING_WORDS = list(
  "within|in|of|for|at|by|on|to|with|per|the|a|an|à|au|aux|de|du|des|en|pour|par|sur|le|la|les|un|une|innerhalb|in|im|am|von|vom|für|um|mit|pro|der|die|das|den|dem|ein|eine|einen|por|para|con|dentro de|el|los|del|al|cada|の|は|で|に|في|خلال|على|بـ|من|ل",
);
/** Possessives, which lead on to a noun ("Subscribe to *our* ___"). */
export const POSSESSIVES = list(
  "our|your|my|their|his|her|its|notre|votre|nos|vos|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|unser|unsere|unseren|unserem|euer|eure|dein|deine|mein|meine|ihr|ihre|nuestro|nuestra|nuestros|nuestras|tu|tus|su|sus|mi|mis",
);
