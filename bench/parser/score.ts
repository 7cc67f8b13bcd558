import type { Answer } from './contenders';
import type { Expected } from './expected';
import { foodF1, isSameFood } from './normalize-food';

export interface Verdict {
  quantity: boolean;
  unit: boolean;
  food: boolean;
  foodF1: number;
  line: boolean;
}

/** Quantities agree within 0.01 (labels round 1/3 to 0.333); no amount agrees with no amount. */
export function judge(answer: Answer, expected: Expected): Verdict {
  const quantity =
    expected.quantity === null
      ? !answer.quantity
      : answer.quantity !== null && Math.abs(answer.quantity - expected.quantity) <= 0.01;
  const unit = (answer.unit ?? null) === expected.unit;
  const food = isSameFood(answer.food, expected.food);
  return {
    quantity,
    unit,
    food,
    foodF1: foodF1(answer.food, expected.food),
    line: quantity && unit && food,
  };
}

export class Tally {
  count = 0;
  quantity = 0;
  unit = 0;
  food = 0;
  foodF1 = 0;
  line = 0;

  add(v: Verdict): void {
    this.count += 1;
    this.quantity += Number(v.quantity);
    this.unit += Number(v.unit);
    this.food += Number(v.food);
    this.foodF1 += v.foodF1;
    this.line += Number(v.line);
  }

  /** Shares in percent, one decimal. */
  row(): string[] {
    const pct = (n: number) => (this.count ? ((100 * n) / this.count).toFixed(1) : '-');
    return [pct(this.quantity), pct(this.unit), pct(this.food), pct(this.foodF1), pct(this.line)];
  }
}
