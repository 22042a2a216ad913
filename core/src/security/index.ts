export { computeRiskToken, riskTokenPayload, type RiskTokenInput } from './risk-token';
export { ANTI_BOT_CHUNK_SEPARATOR, AUTOMATION_FLAG_ORDER, antiBotPayload, decryptAntiBot, encryptAntiBot, type AntiBotPayload } from './anti-bot';
export { browserEnvironment, detectAutomation, type WindowLike } from './browser-environment';
export { fingerprintJs } from './fingerprint';
