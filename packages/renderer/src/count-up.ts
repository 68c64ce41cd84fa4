/**
 * A number written with thousands separators ("2,000", "1.000.000", "10 000") and perhaps a
 * decimal part, or a plain number with a decimal part ("4.9", "0,5").
 */
const NUMBER = /\d{1,3}(?:([,. \u00a0\u202f])\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?/;

interface WrittenNumber {
  value: number;
  decimals: number;
  decimalMark: string;
  groupMark: string | undefined;
}

function read(written: string, groupMark: string | undefined): WrittenNumber {
  // "0.500" is a half, never five hundred: a group cannot follow a lone zero.
  const grouped = groupMark !== undefined && !/^0\D/.test(written) ? groupMark : undefined;
  const digits = grouped ? written.split(grouped).join("") : written;
  const mark = /[.,]/.exec(digits)?.[0];
  const [whole, fraction = ""] = mark ? digits.split(mark) : [digits];
  return {
    value: Number(`${whole}.${fraction || "0"}`),
    decimals: fraction.length,
    decimalMark: mark ?? (grouped === "," ? "." : ","),
    groupMark: grouped,
  };
}

function write(value: number, like: WrittenNumber): string {
  const [whole, fraction] = value.toFixed(like.decimals).split(".");
  const groupedWhole = like.groupMark ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, like.groupMark) : whole!;
  return fraction === undefined ? groupedWhole : `${groupedWhole}${like.decimalMark}${fraction}`;
}

/**
 * The text with its first number counted `progress` (0..1) of the way up from zero, written as
 * the number is (its separators and decimals kept): "2,000 guests" at 0.5 is "1,000 guests",
 * "4.9★" is "2.5★" and "95 m²" is "48 m²". Text without a number is returned as it is.
 */
export function countedText(text: string, progress: number): string {
  const match = NUMBER.exec(text);
  if (!match || progress >= 1) return text;
  const number = read(match[0], match[1]);
  const counted = write(number.value * Math.max(0, progress), number);
  return text.slice(0, match.index) + counted + text.slice(match.index + match[0].length);
}
