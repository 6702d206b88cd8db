import { type AssistantIntent, assistantIntents } from '@core/assistant';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { trainingCorpus } from './corpus';

/** Below this score the classifier's guess is not trusted: the answer is "I can't help with that yet". */
export const INTENT_THRESHOLD = 0.55;

export interface IntentGuess {
  intent: AssistantIntent;
  score: number;
}

export interface IntentClassifier {
  classify(text: string): Promise<IntentGuess>;
}

const known = new Set<string>(assistantIntents);

/**
 * The offline intent classifier: nlp.js's neural classifier over the English stemmer, trained in memory
 * from the corpus (about a tenth of a second; nothing is read from or written to disk).
 */
export async function trainIntentClassifier(
  corpus: Record<AssistantIntent, string[]> = trainingCorpus,
): Promise<IntentClassifier> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  // nlp.js's own defaults for English, without its console log of every training epoch.
  container.registerConfiguration('nlu-en', {
    keepStopwords: true,
    nonefeatureValue: 1,
    nonedeltaMultiplier: 1.2,
    spellCheck: false,
    spellCheckDistance: 1,
    filterZeros: true,
    log: false,
  });
  const nlp = container.get('nlp');
  Object.assign(nlp.settings, { autoSave: false, autoLoad: false, threshold: 0 });
  nlp.addLanguage('en');
  for (const [intent, utterances] of Object.entries(corpus)) {
    for (const utterance of utterances) nlp.addDocument('en', utterance, intent);
  }
  await nlp.train();
  return {
    async classify(text) {
      const result = await nlp.process('en', text);
      const intent = known.has(result.intent) ? (result.intent as AssistantIntent) : 'unknown';
      return result.score < INTENT_THRESHOLD
        ? { intent: 'unknown', score: result.score }
        : { intent, score: result.score };
    },
  };
}
