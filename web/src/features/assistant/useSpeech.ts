import { SPEECH_AUTOSEND_MS, SPEECH_UNAVAILABLE } from '@core/assistant';
import { toast } from '@web/components/ui/use-toast';
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
 * The microphone: browser speech recognition in en-US, one phrase at a time (non-continuous); the
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
      toast({
        title: SPEECH_UNAVAILABLE.title,
        description: SPEECH_UNAVAILABLE.description,
        variant: 'destructive',
      });
      return;
    }
    const r = new Constructor();
    r.lang = 'en-US';
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
