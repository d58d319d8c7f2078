/**
 * The Bulgarian Transliteration Act (Закон за транслитерацията, 2009), the system used for passports and
 * road signs: щ is sht, ъ is a, ю is yu, я is ya.
 */
const letters: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

const isUpper = (character: string | undefined) =>
  character !== undefined && character !== character.toLowerCase() && character === character.toUpperCase();

/** The law's own exception: the country's name keeps its established form. */
function transliterateCountryName(text: string): string {
  return text.replace(/българия/giu, (word) =>
    word === word.toUpperCase() ? 'BULGARIA' : word.charAt(0) === 'Б' ? 'Bulgaria' : 'bulgaria',
  );
}

/**
 * Transliterates Bulgarian Cyrillic into Latin letters; other characters pass through. The law writes
 * „ия“ at the end of a word as "ia" (София → Sofia) and the country as Bulgaria. A capital becomes "Sht"
 * inside a capitalised word and "SHT" inside a word in capitals.
 */
export function transliterateBulgarian(text: string): string {
  const characters = [...transliterateCountryName(text)];
  return characters
    .map((character, index) => {
      const lower = character.toLowerCase();
      let latin = letters[lower];
      if (latin === undefined) return character;
      const next = characters[index + 1];
      const isWordEnd = next === undefined || !/\p{L}/u.test(next);
      if (lower === 'я' && isWordEnd && characters[index - 1]?.toLowerCase() === 'и') latin = 'a';
      if (!isUpper(character)) return latin;
      const neighbour = /\p{L}/u.test(next ?? '') ? next : characters[index - 1];
      return isUpper(neighbour) ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}
