/** What a voice says to be heard in the editor, in each main language it may speak. */
const SENTENCES: Record<string, string> = {
  en: "Hello! This is how I sound on your videos.",
  es: "¡Hola! Así sueno en tus vídeos.",
  fr: "Bonjour ! Voici ma voix dans vos vidéos.",
  de: "Hallo! So klinge ich in deinen Videos.",
  it: "Ciao! Ecco come suono nei tuoi video.",
  pt: "Olá! É assim que eu soo nos seus vídeos.",
  nl: "Hallo! Zo klink ik in je video's.",
  sv: "Hej! Så här låter jag i dina videor.",
  pl: "Cześć! Tak brzmię w twoich filmach.",
  ru: "Привет! Так я звучу в ваших видео.",
  uk: "Привіт! Так я звучу у ваших відео.",
  tr: "Merhaba! Videolarınızda sesim böyle.",
  ar: "مرحبًا! هكذا يبدو صوتي في مقاطع الفيديو الخاصة بك.",
  he: "שלום! כך נשמע הקול שלי בסרטונים שלך.",
  hi: "नमस्ते! आपके वीडियो में मेरी आवाज़ ऐसी लगती है।",
  bn: "নমস্কার! আপনার ভিডিওতে আমার কণ্ঠ এমন শোনায়।",
  zh: "你好！这就是我在你的视频里的声音。",
  ja: "こんにちは！あなたの動画では、こんな声で話します。",
  ko: "안녕하세요! 영상에서 제 목소리는 이렇게 들립니다.",
  th: "สวัสดี! นี่คือเสียงของฉันในวิดีโอของคุณ",
  vi: "Xin chào! Đây là giọng của tôi trong video của bạn.",
  id: "Halo! Beginilah suara saya di video Anda.",
};

/** Languages whose codes name a variety of one above (eSpeak NG's Mandarin, Cantonese and Hakka read Chinese characters). */
const SAME_AS: Record<string, string> = { cmn: "zh", yue: "zh", hak: "zh", ms: "id" };

/**
 * The sentence a voice of `language` (a code such as `fr-fr`, `es`, `cmn`, as the provider lists
 * it) says as its sample; English when the language is unknown or not among the main ones.
 */
export function sampleSentence(language: string | undefined): string {
  const primary = language?.toLowerCase().split(/[-_]/)[0] ?? "";
  return SENTENCES[SAME_AS[primary] ?? primary] ?? SENTENCES.en!;
}
