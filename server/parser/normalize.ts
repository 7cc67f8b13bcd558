const vulgarFractions: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const vulgarPattern = new RegExp(`(\\d?)([${Object.keys(vulgarFractions).join('')}])`, 'g');

/**
 * Puts a line into the one spelling the tokenizer knows: ASCII fractions with a space before
 * them ("1½" → "1 1/2"), ASCII hyphens, plain spaces, decimal points, digits apart from letters
 * ("200g" → "200 g", but "28-ounce" stays).
 */
export function normalizeLine(line: string): string {
  return (
    line
      .normalize('NFC')
      .replace(vulgarPattern, (_m, whole: string, fraction: string) => {
        const ascii = vulgarFractions[fraction] ?? fraction;
        return whole ? `${whole} ${ascii}` : ` ${ascii}`;
      })
      // Mealie's own display writes fractions in super- and subscripts: ¹/₂
      .replace(
        /([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*[⁄/]\s*([₀₁₂₃₄₅₆₇₈₉]+)/g,
        (_m, top: string, bottom: string) => ` ${scriptToAscii(top)}/${scriptToAscii(bottom)}`,
      )
      .replace(/⁄/g, '/')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u00a0\u2000-\u200b\u202f\t]/g, ' ')
      .replace(/[‘’ʼ`´]/g, "'")
      .replace(/[“”„«»]/g, '"')
      // thousands separators (1,500 g) and decimal commas (1,5 kg)
      .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
      .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
      // "2½cm/1in": a glued "in" is the inch, never the preposition
      .replace(/(\d)in\b/g, '$1 inch')
      .replace(/(\d)(?!(?:st|nd|rd|th)\b)(?=[a-zA-Z\u00c0-\u024f\u0400-\u04ff])/g, '$1 ')
      // Brazilian "colher (sopa)", "xícara (de chá)": the bracket names the spoon or cup
      .replace(brazilianMeasure, (_m, measure: string, kind: string) => `${measure} de ${kind}`)
      // Russian "полстакана", "пол-литра": half of the unit glued to it
      .replace(/(^|\s)пол-?(?=(?:стакан|литр|ложк|кило|чайн|столов|пачк|банк))/giu, '$1пол ')
      .replace(/\s+/g, ' ')
      .trim()
      // list bullets: "• 2 eggs", "- 1 cup flour", "* salt"
      .replace(/^[-•*·▪►✓✔]+\s*/u, '')
  );
}

const brazilianMeasure =
  /\b(colher(?:es)?|x[íi]caras?|x[íi]c\.?)\s*\((?:de\s+)?(sopa|ch[áa]|sobremesa|caf[ée])\)/giu;

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const subscripts = '₀₁₂₃₄₅₆₇₈₉';

function scriptToAscii(digits: string): string {
  return digits.replace(/./gu, (c) => {
    const index = Math.max(superscripts.indexOf(c), subscripts.indexOf(c));
    return index >= 0 ? String(index) : c;
  });
}
