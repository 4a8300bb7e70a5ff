export { assessSafety, assessSafetyAll, type CrisisCategory, type SafetyAssessment } from './assess-safety.ts';
export { checkModelOutput, type OutputCheck } from './check-output.ts';
export { BANNED_CLINICAL_TERMS, findClinicalTerms } from './clinical-words.ts';
export { CRISIS_RESOURCE_LIST, crisisResponse } from './crisis-response.ts';
