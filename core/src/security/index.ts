export { computeRiskToken, riskTokenPayload, type RiskTokenInput } from './risk-token';
