const nbsp = '\u00a0';

// A number and what it counts ("72 часа", "4 %", "2018 г.") and a citation and its number ("чл. 9",
// "Art. 37(1)(c)") must not be split over two lines; Bulgarian readers see a stranded "г." or "чл." as
// a typesetting error. Hyphenation is off on these pages, so this is the only line-break control needed.
const numberThenWord = /(\d)[ \t]+(?=\S)/g;
const citationThenNumber =
  /(^|[\s(„])(чл\.|чл\.чл\.|пар\.|ал\.|т\.|б\.|буква|Art\.|Arts\.|Recitals?|съображения?|No\.|№|EUR|€)[ \t]+(?=[\d„])/g;
// Court of Justice case numbers ("C-673/17") keep their hyphen: a non-breaking one.
const caseNumber = /\b([CT])-(?=\d)/g;
// "Art. 5(1)(f)" is one reference: a word joiner stops the browser breaking between ")" and "(".
const joinedBrackets = /\)\(/g;

/** Replaces the spaces that must not break with non-breaking spaces. */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(citationThenNumber, (_match, before: string, citation: string) => `${before}${citation}${nbsp}`)
    .replace(numberThenWord, `$1${nbsp}`)
    .replace(caseNumber, '$1\u2011')
    .replace(joinedBrackets, ')\u2060(');
}
