/**
 * Each word's start (words split at spaces, as captions split the script) from per-character
 * start times, as ElevenLabs' alignment gives them; undefined when the characters are not the
 * script's, so the captions fall back to an estimate rather than drift.
 */
export function wordStartsFromCharacters(script: string, characters: string[], startSeconds: number[]): number[] | undefined {
  if (characters.join("") !== script || startSeconds.length !== characters.length) return undefined;
  const starts: number[] = [];
  characters.forEach((character, index) => {
    const startsWord = !/\s/.test(character) && (index === 0 || /\s/.test(characters[index - 1]!));
    if (startsWord) starts.push(startSeconds[index]!);
  });
  return starts;
}
