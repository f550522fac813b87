/**
 * L2-regularised logistic regression by Newton's method (iteratively
 * reweighted least squares): a few dozen features and a few thousand cases
 * converge in about ten steps, deterministically. Features are scaled to unit
 * variance for the fit (so one penalty treats them alike; the bias is free, so
 * centring would change nothing) and the weights mapped back to raw values.
 */
export interface FittedLogistic {
  bias: number;
  weights: number[];
}

export interface FitOptions {
  /** L2 strength per case (the penalty is l2 · n · |w|² / 2); the bias is not penalised. */
  l2: number;
  iterations?: number;
  /** Case weights (default 1 each). */
  caseWeights?: readonly number[];
}

const DEFAULT_ITERATIONS = 25;
const TOLERANCE = 1e-6;

export function fitLogistic(rows: readonly (readonly number[])[], labels: readonly number[], options: FitOptions): FittedLogistic {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  if (n === 0) return { bias: 0, weights: new Array<number>(d).fill(0) };
  // Features are scaled to unit variance (not centred, so flags stay sparse); a constant feature is left out.
  const scale = variances(rows, d).map((v) => (v > 1e-12 ? Math.sqrt(v) : 0));
  // Column 0 is the bias. Rows keep only their non-zero entries: most features are flags, mostly 0.
  const sparse = rows.map((row) => {
    const index = [0];
    const value = [1];
    row.forEach((x, j) => {
      if (x !== 0 && scale[j]! > 0) {
        index.push(j + 1);
        value.push(x / scale[j]!);
      }
    });
    return { index, value };
  });
  const caseWeight = options.caseWeights ?? new Array<number>(n).fill(1);
  const totalWeight = caseWeight.reduce((sum, w) => sum + w, 0);
  const penalty = options.l2 * totalWeight;
  const beta = new Array<number>(d + 1).fill(0);
  for (let step = 0; step < (options.iterations ?? DEFAULT_ITERATIONS); step += 1) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i += 1) {
      const { index, value } = sparse[i]!;
      let z = 0;
      for (let k = 0; k < index.length; k += 1) z += beta[index[k]!]! * value[k]!;
      const p = sigmoid(z);
      const w = caseWeight[i]!;
      const residual = w * (p - labels[i]!);
      const curvature = w * Math.max(p * (1 - p), 1e-9);
      for (let k = 0; k < index.length; k += 1) {
        const a = index[k]!;
        const xa = value[k]!;
        gradient[a]! += residual * xa;
        const rowA = hessian[a]!;
        for (let m = k; m < index.length; m += 1) rowA[index[m]!]! += curvature * xa * value[m]!;
      }
    }
    for (let a = 1; a <= d; a += 1) {
      gradient[a]! += penalty * beta[a]!;
      hessian[a]![a]! += penalty;
    }
    for (let a = 0; a <= d; a += 1) for (let b = 0; b < a; b += 1) hessian[a]![b] = hessian[b]![a]!;
    hessian[0]![0]! += 1e-9;
    const delta = solve(hessian, gradient);
    let change = 0;
    for (let a = 0; a <= d; a += 1) {
      beta[a]! -= delta[a]!;
      change = Math.max(change, Math.abs(delta[a]!));
    }
    if (change < TOLERANCE) break;
  }
  return { bias: beta[0]!, weights: beta.slice(1).map((w, j) => (scale[j]! > 0 ? w / scale[j]! : 0)) };
}

export function predictLogistic(model: FittedLogistic, row: readonly number[]): number {
  return sigmoid(model.bias + dot(model.weights, row));
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

function variances(rows: readonly (readonly number[])[], d: number): number[] {
  const mean = new Array<number>(d).fill(0);
  for (const row of rows) for (let j = 0; j < d; j += 1) mean[j]! += row[j]! / rows.length;
  const variance = new Array<number>(d).fill(0);
  for (const row of rows) for (let j = 0; j < d; j += 1) variance[j]! += (row[j]! - mean[j]!) ** 2 / rows.length;
  return variance;
}

/** Gaussian elimination with partial pivoting (the system is small and positive definite). */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const lead = a[col]![col]!;
    if (Math.abs(lead) < 1e-15) continue;
    for (let row = col + 1; row < n; row += 1) {
      const factor = a[row]![col]! / lead;
      if (factor === 0) continue;
      for (let k = col; k <= n; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  const result = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = a[row]![n]!;
    for (let k = row + 1; k < n; k += 1) sum -= a[row]![k]! * result[k]!;
    const lead = a[row]![row]!;
    result[row] = Math.abs(lead) < 1e-15 ? 0 : sum / lead;
  }
  return result;
}
