/** Most ticks the y axis is given: the chart labels as many of them as fit. */
const MOST_TICKS = 50;

/**
 * The y axis's ticks, from 0 to the highest bar or above: multiples of the step the user chose (1
 * or 10, spec 3, section 5), or of 10, 100 … times it when the step's multiples would be too many,
 * so the axis always reaches the highest bar.
 */
export function axisTicks(max: number, step: number): number[] {
  let stride = step;
  while (Math.ceil(max / stride) + 1 > MOST_TICKS) stride *= 10;
  const count = Math.max(1, Math.ceil(max / stride));
  return Array.from({ length: count + 1 }, (_, i) => i * stride);
}
