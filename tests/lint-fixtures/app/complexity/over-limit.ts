/** Complexity 16: the function's own path and 15 branches. */
export function grade16(score: number): string {
  if (score === 1) return "1";
  if (score === 2) return "2";
  if (score === 3) return "3";
  if (score === 4) return "4";
  if (score === 5) return "5";
  if (score === 6) return "6";
  if (score === 7) return "7";
  if (score === 8) return "8";
  if (score === 9) return "9";
  if (score === 10) return "10";
  if (score === 11) return "11";
  if (score === 12) return "12";
  if (score === 13) return "13";
  if (score === 14) return "14";
  if (score === 15) return "15";
  return "none";
}
