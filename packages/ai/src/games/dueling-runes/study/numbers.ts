/**
 * A study's numbers as people read them, in one place for the terminal, the docs and the
 * Workbench: a share in percent with one decimal, a ratio with two and ×.
 */
import type { Bounds } from './sequential';

export type FigureUnit = 'share' | 'ratio';

/** A figure's value in its unit, with `extra` decimals more than usual. */
export const figureValue = (x: number, unit: FigureUnit, extra = 0): string => (unit === 'share' ? `${(x * 100).toFixed(1 + extra)}%` : `${x.toFixed(2 + extra)}×`);

/**
 * An end of a figure's interval, with as many more decimals as it takes (up to three) not to be
 * written as a bound it has not reached: 54.99% inside "45–55%" is not written "55.0%", so the
 * verdict can be read off the numbers.
 */
export function intervalEnd(x: number, unit: FigureUnit, bounds: Bounds): string {
  const near = [bounds.min, bounds.max].filter((b): b is number => b !== undefined && b !== x);
  let extra = 0;
  while (extra < 3 && near.some((b) => figureValue(b, unit, extra) === figureValue(x, unit, extra))) extra++;
  return figureValue(x, unit, extra);
}
