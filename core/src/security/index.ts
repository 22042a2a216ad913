export { computeRiskToken, riskTokenPayload, type RiskTokenInput } from './risk-token';
export { ANTI_BOT_CHUNK_SEPARATOR, ANTI_BOT_FIELD_MAX, ANTI_BOT_MAX_BLOCKS, AUTOMATION_FLAG_ORDER, antiBotPayload, sha256Hex, decryptAntiBot, encryptAntiBot, type AntiBotPayload } from './anti-bot';
export { browserEnvironment, detectAutomation, type WindowLike } from './browser-environment';
export { fingerprintJs } from './fingerprint';
