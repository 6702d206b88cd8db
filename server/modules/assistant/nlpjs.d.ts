/** The part of nlp.js the intent classifier uses (the packages ship no types). */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
    get(name: 'nlp'): import('@nlpjs/nlp').NlpInstance;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}
declare module '@nlpjs/nlp' {
  export interface NlpInstance {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(
      locale: string,
      utterance: string,
    ): Promise<{ intent: string; score: number; classifications?: { intent: string; score: number }[] }>;
  }
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
