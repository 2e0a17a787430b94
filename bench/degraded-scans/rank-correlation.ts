// Spearman's rank correlation (ties get their mean rank): how well one measure orders another.

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

/** Pearson correlation of the ranks; NaN when either side is constant or the lengths differ. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length || xs.length < 2) return NaN;
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (r: number[]) => r.reduce((a, b) => a + b, 0) / r.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let i = 0; i < rx.length; i++) {
    const dx = rx[i]! - mx,
      dy = ry[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}
