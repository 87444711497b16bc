// Text as search compares it (docs/search.md "Folding"): the JS twin of the SQL function search_fold (migration
// 0035_search.sql). In the ground layer: the member search of the network (network/member-search.ts) and GET /search
// (search/) both fold with it.

/**
 * The characters fold changes one for one, and what into: ASCII capitals, Latin-1, Latin Extended-A (Turkish İ ı Ş ş Ğ ğ
 * …), Greek and Cyrillic capitals and accented letters. The same two strings are in search_fold (migration
 * 0035_search.sql); terms.test.ts checks both engines give what fold gives.
 */
export const FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўẞς';
export const FOLD_TO =
  'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiidnoooooouuuuyþaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiĳjjkkllllllllllnnnnnnŋooooooœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуßσ';
/** Combining accents (U+0300–U+036F), which fold drops: a decomposed é folds as a composed one. */
const COMBINING = /[\u0300-\u036f]/;
/** The letters fold writes as two. */
const FOLD_TWO: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ĳ: 'ij' };

const folded = new Map<string, string>();
for (let index = 0; index < FOLD_FROM.length; index += 1) folded.set(FOLD_FROM.charAt(index), FOLD_TO.charAt(index));

/** One character (UTF-16 code unit) folded: '' for a combining accent, two letters for æ œ ß þ ĳ. */
export function foldChar(char: string): string {
  if (COMBINING.test(char)) return '';
  const one = folded.get(char) ?? char;
  return FOLD_TWO[one] ?? one;
}

/**
 * Text as search compares it: lower case, accents dropped, Turkish dotted and dotless i both i (İSTANBUL, istanbul and
 * ıstanbul alike), ş → s, ğ → g, ç → c, ö → o, ü → u, é → e, ß → ss. Other characters are kept as they are. Identical to
 * `search_fold` in SQL (migration 0035).
 */
export function fold(text: string): string {
  let result = '';
  for (const char of text) result += char.length === 1 ? foldChar(char) : char;
  return result;
}

/** SQL: the folded form of a text expression, the same as fold: `search_fold(<expr>)` (migration 0035). */
export function foldSql(expression: string): string {
  return `search_fold(${expression})`;
}
