import { useCallback, useEffect, useState } from 'react';
import { letterOf } from './bingo-data';

/**
 * The caller's voice: each new ball spoken by the browser's speech synthesis in the page's
 * language ("B 12" in 75-ball), or a short tone from the Web Audio API where there is no voice. No
 * sound file is downloaded. Off until the player turns it on (browsers allow sound after a tap);
 * the choice is kept on this device.
 */
const STORAGE_KEY = 'bingo-caller-sound';
const SPEECH_LANGUAGES: Record<string, string> = { EN: 'en-US', TY: 'fil-PH', ZH: 'zh-CN', TH: 'th-TH', VI: 'vi-VN' };

let audio: AudioContext | null = null;

function tone(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.35);
}

/** Calls one ball aloud. */
export function callBall(ball: number, format: '75' | '90', language: string): void {
  const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (speech && typeof SpeechSynthesisUtterance !== 'undefined') {
    const words = format === '75' ? `${letterOf(ball)} ${ball}` : String(ball);
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = SPEECH_LANGUAGES[language] ?? 'en-US';
    speech.cancel();
    speech.speak(utterance);
    return;
  }
  tone();
}

/** The sound toggle, kept on this device. */
export function useCallerSound(): { on: boolean; toggle: () => void } {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'on';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private browsing: the choice lasts this visit.
    }
  }, [on]);
  const toggle = useCallback(() => setOn((value) => !value), []);
  return { on, toggle };
}
