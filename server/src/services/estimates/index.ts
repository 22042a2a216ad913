export { runEstimateStep, marketObserved, pendingEstimateDays, CARRY_DAYS, type EstimateOutcome } from './step';
export { MIN_CALIBRATION_SHOPS } from './calibration';
export type { Method } from './sales';
