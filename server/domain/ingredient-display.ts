/**
 * The text Mealie shows for an ingredient line (`display`). With amounts on: quantity, unit
 * (only with a quantity), food, note; with amounts off: a quantity other than 0 or 1, then the
 * note. Quantities are fractions up to /32 in Unicode super/subscripts unless the unit says not.
 */
interface DisplayUnit {
  name: string;
  pluralName: string | null;
  abbreviation: string;
  pluralAbbreviation: string | null;
  useAbbreviation: boolean;
  fraction: boolean;
}

interface DisplayFood {
  name: string;
  pluralName: string | null;
}

interface DisplayLine {
  quantity: number | null;
  unit: DisplayUnit | null;
  food: DisplayFood | null;
  note: string;
  disableAmount: boolean;
}

const superscript = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const subscript = '₀₁₂₃₄₅₆₇₈₉';
const toScript = (n: number, digits: string) =>
  String(n)
    .split('')
    .map((d) => digits[Number(d)] ?? d)
    .join('');

/** Closest fraction with a denominator of at most `maxDenominator`. */
export function nearestFraction(
  value: number,
  maxDenominator = 32,
): { whole: number; numerator: number; denominator: number } {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = { numerator: 0, denominator: 1, error: rest };
  for (let denominator = 1; denominator <= maxDenominator; denominator++) {
    const numerator = Math.round(rest * denominator);
    const error = Math.abs(rest - numerator / denominator);
    if (error < best.error - 1e-9) best = { numerator, denominator, error };
  }
  if (best.numerator === best.denominator)
    return { whole: whole + 1, numerator: 0, denominator: 1 };
  return { whole, numerator: best.numerator, denominator: best.denominator };
}

export function formatQuantity(quantity: number, asFraction: boolean): string {
  if (!asFraction) return String(Math.round(quantity * 1000) / 1000);
  const { whole, numerator, denominator } = nearestFraction(quantity);
  if (numerator === 0) return String(whole);
  const fraction = `${toScript(numerator, superscript)}/${toScript(denominator, subscript)}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

function unitText(unit: DisplayUnit, plural: boolean): string {
  if (unit.useAbbreviation && unit.abbreviation) {
    return plural ? unit.pluralAbbreviation || unit.abbreviation : unit.abbreviation;
  }
  return plural ? unit.pluralName || unit.name : unit.name;
}

export function ingredientDisplay(line: DisplayLine): string {
  const quantity = line.quantity ?? 0;
  const asFraction = line.unit?.fraction ?? true;
  const parts: string[] = [];
  if (line.disableAmount) {
    if (quantity !== 0 && quantity !== 1) parts.push(formatQuantity(quantity, asFraction));
    parts.push(line.note);
  } else {
    if (quantity !== 0) parts.push(formatQuantity(quantity, asFraction));
    if (line.unit && quantity !== 0) parts.push(unitText(line.unit, quantity > 1));
    if (line.food) {
      const plural = quantity === 0 || quantity > 1;
      parts.push(plural ? line.food.pluralName || line.food.name : line.food.name);
    }
    parts.push(line.note);
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
