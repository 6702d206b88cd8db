import { SPEECH_AUTOSEND_MS } from '@core/assistant';
import { INTL_LOCALE } from '@core/i18n';
import { t } from '@lingui/core/macro';
import { toast } from '@web/components/ui/use-toast';
import { currentLocale, PSEUDO } from '@web/i18n/locale';
import { useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API the microphone uses (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * The microphone: browser speech recognition in the page's language (en-US, es-US), one phrase at a time (non-continuous); the
 * words go into the box (`onHeard`) and are sent 500 ms later (`onSend`), product/platform §9. Without speech
 * recognition, the product's toast says so.
 */
export function useSpeech(onHeard: (text: string) => void, onSend: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      recognition.current?.stop();
    },
    [],
  );

  const toggle = () => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      // core/assistant.ts SPEECH_UNAVAILABLE, in the page's language.
      toast({
        title: t`Speech Recognition Not Available`,
        description: t`Your browser does not support speech recognition.`,
        variant: 'destructive',
      });
      return;
    }
    const r = new Constructor();
    const locale = currentLocale();
    r.lang = INTL_LOCALE[locale === PSEUDO ? 'en' : locale];
    r.continuous = false;
    r.interimResults = false;
    r.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript ?? '';
      if (!text) return;
      onHeard(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => onSend(text), SPEECH_AUTOSEND_MS);
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  };

  return { listening, toggle };
}
