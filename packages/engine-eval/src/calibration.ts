/**
 * How well confidences are probabilities: a reliability table (confidence
 * bins against the share right), the expected calibration error, and the
 * precision–coverage curve a decide-alone gate is an operating point on.
 */
export interface Scored {
  confidence: number;
  correct: boolean;
}

export interface ReliabilityBin {
  /** Confidences in [from, to); the last bin includes 1. */
  from: number;
  to: number;
  cases: number;
  meanConfidence: number | null;
  accuracy: number | null;
}

export interface Reliability {
  bins: ReliabilityBin[];
  /** Σ over bins of (cases in bin / all cases) · |accuracy − mean confidence|. */
  expectedCalibrationError: number;
}

export interface CurvePoint {
  /** Decide alone at confidence >= gate. */
  gate: number;
  coverage: number;
  precision: number | null;
}

export const RELIABILITY_BINS = 10;
export const CURVE_GATES = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99];

export function reliability(scored: readonly Scored[], binCount = RELIABILITY_BINS): Reliability {
  const bins: ReliabilityBin[] = [];
  let error = 0;
  for (let index = 0; index < binCount; index += 1) {
    const from = index / binCount;
    const to = (index + 1) / binCount;
    const inBin = scored.filter((item) => binOf(item.confidence, binCount) === index);
    const meanConfidence = inBin.length > 0 ? inBin.reduce((sum, item) => sum + item.confidence, 0) / inBin.length : null;
    const accuracy = inBin.length > 0 ? inBin.filter((item) => item.correct).length / inBin.length : null;
    if (meanConfidence !== null && accuracy !== null) error += (inBin.length / scored.length) * Math.abs(accuracy - meanConfidence);
    bins.push({ from, to, cases: inBin.length, meanConfidence, accuracy });
  }
  return { bins, expectedCalibrationError: error };
}

function binOf(confidence: number, binCount: number): number {
  return Math.min(binCount - 1, Math.max(0, Math.floor(confidence * binCount)));
}

export function precisionCoverage(scored: readonly Scored[], gates: readonly number[] = CURVE_GATES): CurvePoint[] {
  return gates.map((gate) => {
    const taken = scored.filter((item) => item.confidence >= gate);
    return {
      gate,
      coverage: scored.length > 0 ? taken.length / scored.length : 0,
      precision: taken.length > 0 ? taken.filter((item) => item.correct).length / taken.length : null,
    };
  });
}

/** The lowest gate (most coverage) whose precision reaches the target, among the confidences seen; undefined if none does. */
export function gateForPrecision(scored: readonly Scored[], target: number, minTaken = 20): number | undefined {
  const sorted = [...scored].sort((a, b) => b.confidence - a.confidence);
  let right = 0;
  let best: number | undefined;
  for (let i = 0; i < sorted.length; i += 1) {
    const item = sorted[i]!;
    if (item.correct) right += 1;
    const next = sorted[i + 1];
    // A gate sits between distinct confidences only.
    if (next && next.confidence === item.confidence) continue;
    if (i + 1 >= minTaken && right / (i + 1) >= target) best = item.confidence;
  }
  return best;
}
