import { type AssistantIntent, assistantIntents } from '@core/assistant';
import type { Locale } from '@core/i18n';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { trainingCorpus } from './corpus';
import { trainingCorpusEs } from './corpus-es';

/** Below this score the classifier's guess is not trusted: the answer is "I can't help with that yet". */
export const INTENT_THRESHOLD = 0.55;

export interface IntentGuess {
  intent: AssistantIntent;
  score: number;
}

export interface IntentClassifier {
  /** The intent of a sentence, by the model of the language it is written in. */
  classify(text: string, locale?: Locale): Promise<IntentGuess>;
}

const known = new Set<string>(assistantIntents);

/** Every intent's training sentences, in each language (corpus.ts, corpus-es.ts). */
export type TrainingCorpora = Record<Locale, Record<AssistantIntent, string[]>>;
const corpora: TrainingCorpora = { en: trainingCorpus, es: trainingCorpusEs };

// nlp.js's own defaults for each language, without its console log of every training epoch.
const nluSettings = {
  keepStopwords: true,
  nonefeatureValue: 1,
  nonedeltaMultiplier: 1.2,
  spellCheck: false,
  spellCheckDistance: 1,
  filterZeros: true,
  log: false,
};

/**
 * The offline intent classifier: nlp.js's neural classifier over each language's stemmer (English and
 * Spanish), one model per language trained in memory from its corpus (a fraction of a second; nothing
 * is read from or written to disk).
 */
export async function trainIntentClassifier(
  corpus: Partial<TrainingCorpora> = corpora,
): Promise<IntentClassifier> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangEs);
  const languages = (Object.keys(corpus) as Locale[]).filter((l) => corpus[l]);
  for (const locale of languages) container.registerConfiguration(`nlu-${locale}`, nluSettings);
  const nlp = container.get('nlp');
  Object.assign(nlp.settings, { autoSave: false, autoLoad: false, threshold: 0 });
  for (const locale of languages) {
    nlp.addLanguage(locale);
    for (const [intent, utterances] of Object.entries(corpus[locale]!)) {
      for (const utterance of utterances) nlp.addDocument(locale, utterance, intent);
    }
  }
  await nlp.train();
  return {
    async classify(text, locale = 'en') {
      const result = await nlp.process(languages.includes(locale) ? locale : 'en', text);
      const intent = known.has(result.intent) ? (result.intent as AssistantIntent) : 'unknown';
      return result.score < INTENT_THRESHOLD
        ? { intent: 'unknown', score: result.score }
        : { intent, score: result.score };
    },
  };
}
